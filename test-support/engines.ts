// The browser engine a Vitest browser test runs in (KEYHOLD_BROWSER picks it: see vitest.browser.ts) and,
// for what an engine's automation cannot do, the reason a test is skipped there. A test that needs one of
// these calls `skip(reason !== undefined, reason)` from its context, so the run reports it as skipped
// with the reason in that engine and never drops it silently.
import { page, server } from 'vitest/browser';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export const engine = server.browser as Engine;

/** Why this engine's tests have no virtual WebAuthn authenticator; undefined in Chromium (CDP). */
export const noVirtualAuthenticator: string | undefined = {
  chromium: undefined,
  firefox:
    "Firefox's virtual authenticator is reached only through a Marionette session, and the WebDriver BiDi " +
    'session that drives the page is the one session Firefox allows',
  webkit: 'WebKitGTK has no virtual authenticator (MiniBrowser exposes no PublicKeyCredential)',
}[engine];

/** Why this engine cannot emulate `prefers-color-scheme` in Vitest's test iframe; undefined in Chromium. */
export const noColorSchemeEmulation: string | undefined = {
  chromium: undefined,
  firefox:
    "Playwright's Firefox over BiDi emulates prefers-color-scheme for the top page only, not for Vitest's " +
    'test iframe (the e2e suite checks both schemes in Firefox on the demo page)',
  webkit: 'WebKitWebDriver cannot emulate prefers-color-scheme',
}[engine];

/**
 * Why this engine cannot show that a sign-in asks for persistent storage: WebKitGTK's MiniBrowser exposes
 * no `navigator.storage` (Safari has `persist()` since 15.2); the wallet then signs in without asking.
 */
export const noStorageManager: string | undefined =
  typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function'
    ? undefined
    : `${engine} exposes no navigator.storage.persist() here (WebKitGTK's MiniBrowser ships without it)`;

/**
 * Why this engine lets a popup open that no click opened, so a test cannot see it blocked: Playwright
 * launches Chromium and Firefox with their popup blockers off. WebKit blocks it, as Safari does.
 */
export const noPopupBlocker: string | undefined =
  engine === 'webkit'
    ? undefined
    : `Playwright launches ${engine} with its popup blocker off: a popup no click opened still opens`;

/**
 * Why this engine cannot run a test that drives the page from Node through Playwright: the dev OIDC
 * issuer's page in a popup or frame (`submitOidcSignIn`), requests held or dropped on the network
 * (`holdRequests`, `dropSignedRequests`). WebKitWebDriver gives a WebDriver classic session, which has
 * no request interception and no handle on another window's page while the test runs in its frame.
 */
export const noPageCommands: string | undefined =
  engine === 'webkit'
    ? 'the test drives the OIDC page or the network from Node through Playwright; WebKitWebDriver (WebDriver classic) has no request interception and no Playwright page'
    : undefined;

/** The narrowest window WebKitGTK's MiniBrowser takes over WebDriver classic (it has a minimum width). */
const WEBKIT_MIN_WINDOW_WIDTH = 480;

/**
 * Lays the test page out at `width` × `height` CSS pixels. Chromium and Firefox size the viewport
 * (`page.viewport`). WebKitGTK's MiniBrowser window has a minimum width (about 447 px) and WebDriver
 * classic sets only the window size, so below it the window stays wider and the test's own frame is
 * narrowed instead: media queries, layout and `page.screenshot()` (of the frame's body) see `width`.
 */
export async function setViewport(width: number, height: number): Promise<void> {
  const frame = window.frameElement as HTMLIFrameElement | null;
  if (engine === 'webkit' && width < WEBKIT_MIN_WINDOW_WIDTH && frame) {
    await page.viewport(WEBKIT_MIN_WINDOW_WIDTH, height);
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
  } else {
    if (frame) {
      frame.style.removeProperty('width');
      frame.style.removeProperty('height');
    }
    await page.viewport(width, height);
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  if (window.innerWidth !== width)
    throw new Error(`the test page is ${window.innerWidth} px wide, not ${width} px (${engine})`);
}
