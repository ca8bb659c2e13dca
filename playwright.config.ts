import { defineConfig } from '@playwright/test';
import { playwrightLaunch } from './scripts/engines.mjs';

// End-to-end tests of the demo, one project per engine Playwright can drive here: Debian's Chromium and
// Debian's Firefox ESR (over WebDriver BiDi), found by scripts/engines.mjs and never downloaded. WebKitGTK
// runs the key journeys through WebKitWebDriver instead (e2e/webkit/, see e2e/README.md).
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
    headless: true,
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: playwrightLaunch('chromium') },
    },
    {
      name: 'firefox',
      use: {
        browserName: 'firefox',
        launchOptions: {
          ...playwrightLaunch('firefox'),
          // The virtual WebAuthn authenticator is reached through the BiDi session's chrome window
          // (e2e/firefox-authenticator.ts): system access for that session, the WebAuthn service routed
          // to virtual authenticators, and no wait for a USB security key beside them.
          args: ['-remote-allow-system-access'],
          firefoxUserPrefs: {
            'security.webauth.webauthn_enable_softtoken': true,
            'security.webauth.webauthn_enable_usbtoken': false,
          },
        },
      },
    },
  ],
});
