import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { CORE_BROWSER_DEPS, browserEngineOptions, fileParallelism } from '../../vitest.browser.js';
import {
  advanceSandboxClock,
  readOtpCode,
  startWalletBackend,
  stopWalletBackend,
  walletServiceCall,
} from './test/wallet-backend.js';
import { pageCommands } from './test/page-commands.js';
import { emulateColorScheme } from './test/engine-commands.js';

// The components in real Chromium: keyboard, focus, paste, form association, events, localisation, axe.
export default defineProject({
  ...sourceResolution,
  // Pre-bundled up front so Vite does not discover them mid-run and reload the page.
  optimizeDeps: {
    include: ['lit', 'lit/directives/live.js', 'axe-core', 'qr', 'qr/decode.js', ...CORE_BROWSER_DEPS],
  },
  test: {
    name: 'elements-browser',
    include: ['src/**/*.test.ts'],
    fileParallelism,
    browser: {
      ...browserEngineOptions(),
      commands: {
        startWalletBackend,
        readOtpCode,
        stopWalletBackend,
        advanceSandboxClock,
        walletServiceCall,
        ...pageCommands,
        emulateColorScheme,
      },
    },
  },
});
