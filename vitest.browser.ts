import { playwright } from '@vitest/browser-playwright';
import { browserEngine, playwrightLaunch } from './scripts/engines.mjs';
import { webkit } from './scripts/vitest-webkit.mjs';

/**
 * The browser of every browser-mode project: the engine named by KEYHOLD_BROWSER (chromium by default,
 * firefox or webkit; `npm test` runs each in turn). Chromium and Firefox through Playwright, WebKitGTK
 * through WebKitWebDriver (scripts/vitest-webkit.mjs). Vitest names the project `<name> (<engine>)`.
 */
export function browserEngineOptions() {
  const engine = browserEngine();
  return {
    enabled: true,
    headless: true,
    provider: engine === 'webkit' ? webkit() : playwright({ launchOptions: playwrightLaunch(engine) }),
    instances: [{ browser: engine }],
  };
}
