import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// The demo (in-process sandbox + backend + Vite app), started fresh for every run: the app on a fixed port
// (WebAuthn needs the page on http://localhost:<port>, rpID localhost), the sandbox on any free port (the
// page reads its origin from /api/demo/config).
const DEMO_PORT = 5199;
const SANDBOX_PORT = 0;

// End-to-end tests of the demo in real Chromium (Debian's, found by scripts/chromium.mjs; never downloaded).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  outputDir: 'test-results',
  reporter: [['list']],
  webServer: {
    command: `node apps/demo/start.mjs --port ${DEMO_PORT} --sandbox-port ${SANDBOX_PORT}`,
    url: `http://localhost:${DEMO_PORT}/api/demo/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL: `http://localhost:${DEMO_PORT}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
