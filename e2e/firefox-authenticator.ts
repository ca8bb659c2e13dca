// Firefox's virtual WebAuthn authenticator, reached through the WebDriver BiDi session that Playwright
// drives Firefox with. Firefox has no BiDi command for it (its WebDriver WebAuthn commands are Marionette's,
// and a Marionette session cannot sit beside the BiDi one), but with system access
// (`-remote-allow-system-access`, set by playwright.config.ts for the firefox project) BiDi can evaluate
// script in the browser's own chrome window, where Firefox's WebAuthn service adds the same virtual
// authenticator Marionette's command does. Unlike Chromium's, it belongs to the whole browser, not one
// page: removeFirefoxAuthenticators() takes it away after each test.
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

/** Removes the authenticators (and their passkeys) added during the test. */
export async function removeFirefoxAuthenticators(): Promise<void> {
  for (const [id, browser] of added) {
    added.delete(id);
    if (browser.isConnected())
      await inChrome(browser, `${SERVICE}.removeVirtualAuthenticator(${JSON.stringify(id)})`);
  }
}
