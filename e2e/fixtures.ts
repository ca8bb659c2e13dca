// Shared steps of the demo's end-to-end tests. The demo (sandbox + backend + app, in frame mode with its
// vault) runs as real processes started by e2e/global-setup.ts; every test signs in to the demo with its
// own email, so each gets its own sandbox customer and wallet. The vault frame's steps are in vault.ts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { PLATFORM_AUTHENTICATOR } from '../test-support/virtual-authenticator.js';
import { addFirefoxAuthenticator, resetFirefoxChrome, setFirefoxColorScheme } from './firefox-chrome.js';

export { expect };

/**
 * The CSP hash of `body {}`: Playwright's screenshotter adds <style>body {}</style> to the page to settle
 * animations before each screenshot. Chromium's CDP bypasses the page's CSP for it; in Firefox the demo's
 * strict CSP blocks it and reports it as a page error. That style is Playwright's, not the demo's.
 */
const PLAYWRIGHT_SCREENSHOT_STYLE = 'sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA=';

/**
 * The demo's tests: `baseURL` is the demo that e2e/global-setup.ts started, and every page must load
 * without CSP violations or uncaught errors.
 */
export const test = base.extend<{ pageProblems: string[]; firefoxChrome: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => {
    const url = process.env.KEYHOLD_DEMO_URL;
    if (!url) throw new Error('KEYHOLD_DEMO_URL is not set: run the e2e tests through playwright.config.ts.');
    await use(url);
  },
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => {
          if (!error.message.includes(PLAYWRIGHT_SCREENSHOT_STYLE))
            problems.push(`pageerror: ${error.message}`);
        });
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'no CSP violations or uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  // Firefox's virtual authenticator and colour scheme belong to the whole browser: undone after each test.
  firefoxChrome: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      await use();
      await resetFirefoxChrome();
    },
    { auto: true },
  ],
});

let counter = 0;
/** A fresh address per test (a fresh customer and wallet in the shared sandbox). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Opens the demo and signs in to the app itself (not yet to the wallet). */
export async function enterDemo(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enter the demo' }).click();
  await expect(page.getByTestId('demo-user')).toHaveText(email);
  await expect(page.getByRole('heading', { name: 'Sign in to your wallet' })).toBeVisible();
}

/** What every call to the demo backend's own API carries (its CSRF stance). */
export const DEMO_HEADERS = { 'x-demo-client': '1' };

/** The OTP codes the sandbox sent to the demo user so far (oldest first), read through the demo backend. */
async function codes(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/demo/outbox', { headers: DEMO_HEADERS });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data.map((m) => m.code);
}

/** Waits until the outbox holds more than `seen` emails and returns the newest code. */
export async function nextCode(page: Page, seen: number): Promise<string> {
  let list: string[] = [];
  await expect
    .poll(async () => (list = await codes(page)).length, { message: 'an OTP email arrives' })
    .toBeGreaterThan(seen);
  return list.at(-1)!;
}

export async function outboxSize(page: Page): Promise<number> {
  return (await codes(page)).length;
}

/** The wallet's state sentence (<kh-session-status> on the wallet screen). */
export const sessionState = (page: Page) => page.locator('kh-session-status [part="status"]');

/** The signed-in state sentence: "Signed in with <name>. The session ends in 15 minutes." */
export const SIGNED_IN = /^\s*Signed in with .+\. The session ends in \d+ minutes\.\s*$/;
export const SIGNED_OUT = 'You are not signed in to your wallet.';

/** "Sign out of this browser" on the wallet screen's session status (the session list has the same words). */
export async function signOutWallet(page: Page): Promise<void> {
  await page.locator('kh-session-status').getByRole('button', { name: 'Sign out of this browser' }).click();
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
}

/**
 * Frame mode: the vault frame's sign-in view where `scope` (the page's <kh-sign-in>, or a re-auth dialog)
 * shows it, or null where the page's own email form is there (page mode).
 */
export async function vaultSignInIn(scope: Page | Locator): Promise<FrameLocator | null> {
  const frame = 'iframe[data-keyhold-vault="visible"]';
  const either = scope.locator(`${frame}, [part="email-submit"]`).first();
  await expect(either).toBeVisible();
  return (await either.evaluate((e) => e.tagName === 'IFRAME')) ? scope.frameLocator(frame) : null;
}

/**
 * Presses "Email me a code" in `scope` (the page's <kh-sign-in>, or a re-auth dialog; in frame mode inside
 * the vault frame's sign-in view there) and returns the code that arrives in the outbox.
 */
export async function requestCode(page: Page, scope: Page | Locator = page): Promise<string> {
  const framed = await vaultSignInIn(scope);
  const seen = await outboxSize(page);
  await (framed ?? scope).getByRole('button', { name: 'Email me a code' }).click();
  return nextCode(page, seen);
}

/** Types the code where the person does: the vault frame's code field (frame mode), else the page's. */
export async function typeCode(scope: Page | Locator, code: string): Promise<void> {
  const framed = scope.frameLocator('iframe[data-keyhold-vault="visible"]');
  if ((await scope.locator('iframe[data-keyhold-vault="visible"]').count()) > 0) {
    await framed.locator('#code').fill(code);
    await framed.getByRole('button', { name: 'Verify code', exact: true }).click();
  } else {
    await scope.getByLabel('Digit 1 of 6').fill(code);
  }
}

/** Email OTP in `scope` (e.g. a re-auth dialog): ask for a code and enter it. */
export async function enterEmailCode(page: Page, scope: Page | Locator = page): Promise<void> {
  await typeCode(scope, await requestCode(page, scope));
}

/** Email OTP through <kh-sign-in>: ask for a code, read it from the outbox panel, enter it. */
export async function signInWithEmail(page: Page): Promise<void> {
  const code = await requestCode(page);
  // The outbox panel of the page shows the same code.
  await expect(page.getByTestId('outbox').locator('.otp-code').first()).toHaveText(code);
  await typeCode(page, code);
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await expect(page.getByTestId('session-method')).toHaveText('Signed in with an email code.');
}

/** Opens the demo as a fresh user (`uniqueEmail(prefix)`) and signs in to the wallet by email OTP. */
export async function enterSignedIn(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await enterDemo(page, email);
  await signInWithEmail(page);
  return email;
}

/**
 * Replaces the text of a field that already holds some. Playwright's fill() in Firefox over WebDriver BiDi
 * adds to the text of a prefilled email or number field instead of replacing it (its select-all does not
 * hold there; a person's does); clear() empties it in every engine.
 */
export async function replaceText(field: Locator, value: string): Promise<void> {
  await field.clear();
  await field.fill(value);
}

/**
 * The `prefers-color-scheme` the page matches: Playwright's emulateMedia in Chromium; in Firefox, where
 * emulateMedia changes nothing over BiDi, the browser's own content colour scheme (firefox-chrome.ts).
 */
export async function emulateColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const browser = page.context().browser();
  if (browser?.browserType().name() === 'firefox') await setFirefoxColorScheme(browser, scheme);
  else await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    .toBe(scheme === 'dark');
}

/** Moves the sandbox clock on through the demo's clock panel. */
export async function advanceSandboxClock(page: Page, seconds: number): Promise<void> {
  await replaceText(page.getByLabel('Advance the sandbox clock by (seconds)'), String(seconds));
  await page.getByRole('button', { name: 'Advance the clock' }).click();
}

/** <kh-send> on the wallet screen, and its parts a test reads. */
export const sendElement = (page: Page): Locator => page.locator('kh-send');
/** "Send $10.00": executes the quote shown, through the approval. */
export const sendButton = (page: Page): Locator => page.locator('kh-send [part~=send-button]');
/** The payment followed to its end (`data-outcome`: following, completed, failed). */
export const paymentOutcome = (page: Page): Locator => page.locator('kh-send [part=outcome]');
/** The wallet's balance as <kh-balance> shows it. */
export const walletBalance = (page: Page): Locator => page.locator('kh-balance [part=amount]');

/** Adds $1,000 of sandbox funds and the EUR payee (the wallet screen's sandbox money card). */
export async function fundAndAddPayee(page: Page, { fund = true } = {}): Promise<void> {
  if (fund) {
    await page.getByRole('button', { name: 'Add $1,000 sandbox funds' }).click();
    await expect(page.getByTestId('sandbox-money-status')).toHaveText('Added $1,000.00 of sandbox funds.');
  }
  await page.getByRole('button', { name: 'Create a EUR payee' }).click();
  await expect(page.getByTestId('payee')).toBeVisible();
  await expect(sendElement(page).locator('[part=payee]')).toBeVisible();
}

/** Types `amount` into <kh-send> and asks for its quote (the form is shown again first if a quote is). */
export async function askQuote(page: Page, amount = '10.00'): Promise<void> {
  const send = sendElement(page);
  const change = send.locator('[part~=change-button]');
  if (await change.isVisible()) await change.click();
  await send.locator('[part=amount]').fill(amount);
  await send.locator('[part=quote-button]').click();
}

/** Funds the wallet with $1,000, creates the EUR payee and asks <kh-send> for a quote of $10.00. */
export async function prepareQuote(page: Page): Promise<void> {
  await fundAndAddPayee(page);
  await askQuote(page);
  await expect(sendElement(page).locator('[part=quote]')).toBeVisible();
}

/**
 * Why an engine has no virtual WebAuthn authenticator for these tests (the test is then reported as
 * skipped with this reason). Chromium's is CDP's, Firefox's its WebAuthn service (firefox-authenticator.ts).
 */
export const NO_VIRTUAL_AUTHENTICATOR: Record<string, string> = {
  webkit: 'WebKitGTK has no virtual authenticator (MiniBrowser exposes no PublicKeyCredential)',
};

/**
 * A virtual platform authenticator (CTAP2, resident keys, user verification) for this page: Chromium's
 * (CDP, this page only) or Firefox's (the whole browser, removed after the test); in an engine without one
 * the test stops here, reported as skipped with the reason.
 */
export async function addVirtualAuthenticator(page: Page): Promise<string> {
  const browser = page.context().browser();
  const engine = browser?.browserType().name() ?? 'chromium';
  test.skip(engine in NO_VIRTUAL_AUTHENTICATOR, NO_VIRTUAL_AUTHENTICATOR[engine]);
  if (engine === 'firefox') {
    // Seen in headless Firefox: after other tests' pages, this page's WebAuthn request waited for good
    // (the same test passed alone); with the page brought to the front first it is answered.
    await page.bringToFront();
    return addFirefoxAuthenticator(browser!);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: PLATFORM_AUTHENTICATOR,
  });
  return authenticatorId;
}

/** Page mode's approve dialog button (in frame mode the person approves inside the vault frame: vault.ts). */
export const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve and sign' });

/**
 * A full-page screenshot kept as a CI artifact: `.ci-out/e2e-screenshots/<engine>/<name>.png` at the
 * repository root, one folder per Playwright project (Playwright recreates `test-results/` on every run;
 * `npm test` clears `.ci-out` only when it starts).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const engine = test.info().project.name;
  await page.screenshot({ path: join(SCREENSHOTS, engine, `${name}.png`), fullPage: true });
}

export const SCREENSHOTS = fileURLToPath(new URL('../.ci-out/e2e-screenshots/', import.meta.url));

export type { BrowserContext, Page };
