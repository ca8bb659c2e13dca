import { playwright } from '@vitest/browser-playwright';
import { browserEngine, playwrightLaunch } from './scripts/engines.mjs';
import { firefox } from './scripts/vitest-firefox.mjs';
import { webkit } from './scripts/vitest-webkit.mjs';

const UNSCALED = `const style = document.createElement('style');
style.textContent = '[data-scale] { transform: none !important; }';
document.head.append(style);`;

/**
 * The browser of every browser-mode project: the engine named by KEYHOLD_BROWSER (chromium by default,
 * firefox or webkit; `npm test` runs each in turn). Chromium and Firefox through Playwright (Firefox:
 * scripts/vitest-firefox.mjs), WebKitGTK through WebKitWebDriver (scripts/vitest-webkit.mjs). Vitest names the project `<name> (<engine>)`.
 */
export function browserEngineOptions() {
  const engine = browserEngine();
  return {
    enabled: true,
    headless: true,
    provider:
      engine === 'webkit'
        ? webkit()
        : engine === 'firefox'
          ? firefox({
              launchOptions: playwrightLaunch(engine),
              // Playwright's Firefox over BiDi finds nothing visible in an iframe under a CSS transform, and
              // Vitest puts its test iframe under `transform: scale(s)`: Firefox gets a page that holds the
              // iframe at scale 1 (414 x 896 fits) and the identity transform is dropped.
              contextOptions: { viewport: { width: 1280, height: 1000 } },
            })
          : playwright({ launchOptions: playwrightLaunch(engine) }),
    ...(engine === 'firefox' ? { orchestratorScripts: [{ content: UNSCALED, type: 'module' }] } : {}),
    instances: [{ browser: engine }],
  };
}

/**
 * Whether test files may run side by side in parallel pages. Chromium: yes (Playwright emulates focus per
 * page). Firefox over BiDi has no such emulation, so parallel pages take focus, and keystrokes, from each
 * other: one file at a time. WebKit's provider runs one file at a time anyway.
 */
export const fileParallelism = browserEngine() === 'chromium';

/**
 * What the core brings into a browser test page, pre-bundled up front (`optimizeDeps.include`) so Vite
 * does not discover it mid-run and reload the page: the projects that load @keyhold/core spread it.
 */
export const CORE_BROWSER_DEPS = [
  '@keyhold/core > @noble/curves/nist.js',
  '@keyhold/core > @noble/hashes/hkdf.js',
  '@keyhold/core > @noble/hashes/sha2.js',
  '@keyhold/core > @simplewebauthn/browser',
  '@keyhold/core > idb-keyval',
];
