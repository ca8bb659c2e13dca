import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { playwright } from '@vitest/browser-playwright';
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';

// The crypto suite of core-node again, in real Chromium (WebCrypto, non-extractable keys).
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'core-crypto-browser',
    include: ['test/crypto/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
