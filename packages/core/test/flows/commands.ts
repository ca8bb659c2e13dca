// Server-side Vitest browser commands (they run in Node with the Playwright page, or WebdriverIO's browser
// in WebKit): the CDP virtual WebAuthn authenticator and driving the dev OIDC issuer's sign-in popup.
import type { BrowserCommand } from 'vitest/node';
import type { CDPSession, Page } from 'playwright';
import { closeOidcPopupWebDriver, completeOidcPopupWebDriver } from './popup-driver-webdriver.js';
import { PLATFORM_AUTHENTICATOR } from '../../../../test-support/virtual-authenticator.js';

const sessions = new WeakMap<Page, CDPSession>();

async function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    await session.send('WebAuthn.enable');
    sessions.set(page, session);
  }
  return session;
}

type Ctx = Parameters<BrowserCommand<[]>>[0] & { page: Page };

/** Adds a CTAP2 platform authenticator with user verification; returns its id. */
const addVirtualAuthenticator: BrowserCommand<[]> = async (ctx) => {
  const session = await cdp((ctx as Ctx).page);
  const { authenticatorId } = (await session.send('WebAuthn.addVirtualAuthenticator', {
    options: PLATFORM_AUTHENTICATOR,
  })) as { authenticatorId: string };
  return authenticatorId;
};

const removeVirtualAuthenticator: BrowserCommand<[authenticatorId: string]> = async (
  ctx,
  authenticatorId,
) => {
  const session = await cdp((ctx as Ctx).page);
  await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
};

/** How many credentials the virtual authenticator holds. */
const countAuthenticatorCredentials: BrowserCommand<[authenticatorId: string]> = async (
  ctx,
  authenticatorId,
) => {
  const session = await cdp((ctx as Ctx).page);
  const { credentials } = (await session.send('WebAuthn.getCredentials', { authenticatorId })) as {
    credentials: unknown[];
  };
  return credentials.length;
};

/** Makes the authenticator refuse user verification (the person cancels). */
const setUserVerified: BrowserCommand<[authenticatorId: string, isUserVerified: boolean]> = async (
  ctx,
  authenticatorId,
  isUserVerified,
) => {
  const session = await cdp((ctx as Ctx).page);
  await session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
};

async function findPopup(page: Page, part: string, timeoutMs: number): Promise<Page> {
  // Pages already closed are not listed by the context.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const popup = page
      .context()
      .pages()
      .find((p) => p !== page && p.url().includes(part));
    if (popup) return popup;
    if (Date.now() > deadline)
      throw new Error(
        `no popup at ${part} among ${page
          .context()
          .pages()
          .map((p) => p.url())
          .join(', ')}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

type WebDriverCtx = { browser?: unknown; provider: { name: string } };
type TestFrameProvider = { isIframeSwitched(): boolean; switchToTestFrame(): Promise<void> };

/** Submits the dev OIDC issuer's sign-in page in the popup (optionally typing the email). */
const completeOidcPopup: BrowserCommand<[email?: string]> = async (ctx, email) => {
  const wd = ctx as unknown as WebDriverCtx;
  if (wd.provider.name === 'webdriverio')
    return completeOidcPopupWebDriver(wd.browser, wd.provider as unknown as TestFrameProvider, email);
  const popup = await findPopup((ctx as Ctx).page, '/oidc/authorize', 15_000);
  await popup.waitForLoadState('domcontentloaded');
  const input = popup.locator('input[type=email], input[name=email], input[name=login_hint]').first();
  const typed = email !== undefined && (await input.count()) > 0 ? await input.inputValue() : email;
  if (email !== undefined && typed !== email) await input.fill(email);
  // The popup posts its answer and closes itself: in Firefox the submit then never reports back, so the
  // popup closing ends the wait too. Playwright's Firefox over BiDi does not deliver input to a popup
  // opened straight at a URL (clicks and keys go nowhere; the login_hint has typed the email already),
  // so there the button gets a DOM click.
  const button = popup.locator('button[type=submit], input[type=submit], form button').first();
  const submit =
    (ctx as Ctx).project.config.browser.name === 'firefox' ? button.dispatchEvent('click') : button.click();
  await Promise.race([submit, popup.waitForEvent('close')]);
  submit.catch(() => undefined);
  return true;
};

/** Closes the dev OIDC issuer's popup without signing in. */
const closeOidcPopup: BrowserCommand<[]> = async (ctx) => {
  const wd = ctx as unknown as WebDriverCtx;
  if (wd.provider.name === 'webdriverio')
    return closeOidcPopupWebDriver(wd.browser, wd.provider as unknown as TestFrameProvider);
  const popup = await findPopup((ctx as Ctx).page, '/oidc/authorize', 3_000);
  await popup.close();
  return true;
};

export const flowCommands = {
  addVirtualAuthenticator,
  removeVirtualAuthenticator,
  countAuthenticatorCredentials,
  setUserVerified,
  completeOidcPopup,
  closeOidcPopup,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    addVirtualAuthenticator(): Promise<string>;
    removeVirtualAuthenticator(authenticatorId: string): Promise<void>;
    countAuthenticatorCredentials(authenticatorId: string): Promise<number>;
    setUserVerified(authenticatorId: string, isUserVerified: boolean): Promise<void>;
    completeOidcPopup(email?: string): Promise<boolean>;
    closeOidcPopup(): Promise<boolean>;
  }
}
