// What Firefox's WebDriver BiDi session cannot do for these tests, done in the browser's own chrome window:
// a virtual WebAuthn authenticator (Firefox's WebDriver WebAuthn commands are Marionette's, and a
// Marionette session cannot sit beside the BiDi one) and the `prefers-color-scheme` the page sees
// (Playwright's emulateMedia has no BiDi command behind it in Firefox: the page stays light). With system
// access (`-remote-allow-system-access`, set by playwright.config.ts for the firefox project) BiDi can
// evaluate script there, where Firefox's WebAuthn service adds the same virtual authenticator Marionette's
// command does. Both belong to the whole browser, not one page: resetFirefoxChrome() undoes them after
// each test.
import type { Browser } from '@playwright/test';

interface BidiSession {
  send(method: string, params: object): Promise<unknown>;
}

/**
 * The BiDi session behind a Playwright Browser. Playwright runs its server in the test's own process and
 * its connection maps a client object to the server's (`toImpl`); Playwright offers no public way to send
 * a BiDi command, so this reaches the session there (pinned Playwright version: see package.json).
 */
function bidiSession(browser: Browser): BidiSession {
  const connection = (browser as unknown as { _connection?: { toImpl?: (o: unknown) => unknown } })
    ._connection;
  const server = connection?.toImpl?.(browser) as { _browserSession?: BidiSession } | undefined;
  if (!server?._browserSession)
    throw new Error('No WebDriver BiDi session behind this Firefox (Playwright changed its internals?).');
  return server._browserSession;
}

/** Evaluates `expression` in Firefox's chrome window (privileged) and returns its value. */
async function inChrome(browser: Browser, expression: string): Promise<unknown> {
  const session = bidiSession(browser);
  const tree = (await session.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 })) as {
    contexts: { context: string }[];
  };
  const context = tree.contexts[0]?.context;
  if (!context) throw new Error('Firefox has no chrome window to reach its WebAuthn service from.');
  const result = (await session.send('script.evaluate', {
    expression,
    target: { context },
    awaitPromise: false,
  })) as { type: string; result?: { value?: unknown }; exceptionDetails?: { text?: string } };
  if (result.type !== 'success')
    throw new Error(
      `Firefox refused the chrome script (${result.exceptionDetails?.text ?? 'no detail'}): is the ` +
        'firefox project launched with -remote-allow-system-access?',
    );
  return result.result?.value;
}

const SERVICE = 'Cc["@mozilla.org/webauthn/service;1"].getService(Ci.nsIWebAuthnService)';
const added = new Map<string, Browser>();

/**
 * Adds a virtual platform authenticator to Firefox (CTAP2, internal transport, resident keys, user
 * verification that always passes, consent given), as Chromium's CDP one in fixtures.ts.
 */
export async function addFirefoxAuthenticator(browser: Browser): Promise<string> {
  const id = String(
    await inChrome(
      browser,
      `${SERVICE}.addVirtualAuthenticator("ctap2", "internal", true, true, true, true)`,
    ),
  );
  added.set(id, browser);
  return id;
}

const SCHEME_PREF = 'layout.css.prefers-color-scheme.content-override';
/** The pref's values: 0 dark, 1 light (2, its default, follows the browser's theme). */
const SCHEME_VALUE = { dark: 0, light: 1 } as const;
let schemeSetIn: Browser | null = null;

/** What `prefers-color-scheme` every page of this Firefox matches from now on, until the test ends. */
export async function setFirefoxColorScheme(browser: Browser, scheme: 'light' | 'dark'): Promise<void> {
  await inChrome(
    browser,
    `Services.prefs.setIntPref(${JSON.stringify(SCHEME_PREF)}, ${SCHEME_VALUE[scheme]})`,
  );
  schemeSetIn = browser;
}

/** Removes the authenticators (and their passkeys) added and the colour scheme set during the test. */
export async function resetFirefoxChrome(): Promise<void> {
  for (const [id, browser] of added) {
    added.delete(id);
    if (browser.isConnected())
      await inChrome(browser, `${SERVICE}.removeVirtualAuthenticator(${JSON.stringify(id)})`);
  }
  const browser = schemeSetIn;
  schemeSetIn = null;
  if (browser?.isConnected())
    await inChrome(browser, `Services.prefs.clearUserPref(${JSON.stringify(SCHEME_PREF)})`);
}
