import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { browserEngineOptions, fileParallelism } from '../../vitest.browser.js';

// The crypto suite of protocol-node again, in real Chromium (WebCrypto, non-extractable keys).
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'protocol-crypto-browser',
    include: ['test/crypto/**/*.test.ts'],
    fileParallelism,
    browser: {
      ...browserEngineOptions(),
    },
  },
});
