import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// End-to-end tests of the demo in real Chromium (Debian's, found by scripts/chromium.mjs; never downloaded).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Room for a busy shared machine; assertions that are about time (tabs: one second) set their own.
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list']],
  // The demo runs as a real child process on free ports (see e2e/global-setup.ts); tests get its URL as
  // `baseURL` from the fixture in e2e/fixtures.ts.
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
