import { defineProject } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';

// The components in real Chromium: keyboard, focus, paste, form association, events, localisation, axe.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'elements-browser',
    include: ['src/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
