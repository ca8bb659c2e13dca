import { defineProject } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';

// The same crypto suite as core-node plus browser-only tests, in real Chromium.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'core-browser',
    include: ['test/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
