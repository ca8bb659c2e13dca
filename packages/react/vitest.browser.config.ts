import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { browserEngineOptions, fileParallelism } from '../../vitest.browser.js';
import { readOtpCode, startWalletBackend, stopWalletBackend } from '../elements/test/wallet-backend.js';

// @keyhold/react in real Chromium with React 19 under StrictMode, against the real wallet handler and
// sandbox (the elements package's browser commands start them as HTTP servers on ephemeral ports).
export default defineProject({
  ...sourceResolution,
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'react-dom/client',
      '@lit/react',
      '@keyhold/elements > lit',
      '@keyhold/elements > lit/directives/live.js',
      '@keyhold/core > @noble/curves/nist.js',
      '@keyhold/core > @noble/hashes/hkdf.js',
      '@keyhold/core > @noble/hashes/sha2.js',
      '@keyhold/core > @simplewebauthn/browser',
      '@keyhold/core > idb-keyval',
    ],
  },
  test: {
    name: 'react-browser',
    include: ['src/**/*.test.tsx'],
    fileParallelism,
    browser: {
      ...browserEngineOptions(),
      commands: { startWalletBackend, readOtpCode, stopWalletBackend },
    },
  },
});
