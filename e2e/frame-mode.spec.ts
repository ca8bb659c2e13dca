// The demo as `npm start` runs it: frame mode. The wallet's keys live in the vault frame (another
// origin); <kh-approve-dialog> and <kh-export> host its views, and the person approves with a click inside
// the frame, where the recovery phrase is also shown (and nowhere in the page).
import type { Page } from '@playwright/test';
import { axeViolations, axeViolationsIn } from './axe.js';
import { approvalView, approveInVault, approvesInFrame } from './vault.js';
import {
  enterDemo,
  expect,
  paymentOutcome,
  prepareQuote,
  sendButton,
  sessionState,
  shot,
  signInWithEmail,
  SIGNED_OUT,
  test as base,
  uniqueEmail,
} from './fixtures.js';

const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => {
    const url = process.env.KEYHOLD_FRAME_DEMO_URL;
    if (!url)
      throw new Error('KEYHOLD_FRAME_DEMO_URL is not set: run the e2e tests through playwright.config.ts.');
    await use(url);
  },
});

const vault = (page: Page) => page.frameLocator('iframe[data-keyhold-vault="visible"]');

/**
 * Clicks a button of the vault frame as a person does: scrolled into view first, then after a moment.
 * Chromium discards input to a cross-origin frame that moved (a scroll moves it) in the last half second,
 * its own guard against clicks moved under the pointer, so Playwright's scroll-then-click would be lost.
 */
async function clickInVault(page: Page, name: string): Promise<void> {
  const button = vault(page).getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  await page.waitForTimeout(700);
  // The pointer moves onto the button and rests before the press: the vault counts only such a click.
  await button.hover();
  await page.waitForTimeout(400);
  await button.click();
}

async function enterSignedIn(page: Page, prefix: string): Promise<void> {
  const email = uniqueEmail(prefix);
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enter the demo' }).click();
  await expect(page.getByTestId('demo-user')).toHaveText(email);
  await signInWithEmail(page);
}

/** Every text of the page, open shadow roots included (what a script of the app's origin can read). */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      // What a person reads: rendered text, not a shadow root's stylesheet.
      if (root instanceof Document) texts.push(root.body.innerText);
      else
        for (const el of root.children)
          if (el.localName !== 'style') texts.push((el as HTMLElement).innerText ?? '');
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return texts.join('\n');
  });

test('a payment is approved with a click inside the vault frame the dialog hosts', async ({ page }) => {
  await enterSignedIn(page, 'frame-pay');
  await expect(page.locator('iframe[data-keyhold-vault="key"]')).toHaveCount(1);
  await prepareQuote(page);
  await sendButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe[data-keyhold-vault="visible"]')).toBeVisible();
  // In the frame, or in the vault's window where the engine cannot prove the frame visible (Firefox).
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText('Send a payment');
  await expect(view.locator('.lines')).toContainText('You send $');
  await expect(view.locator('#expiry')).toHaveText(/^This request expires in \d+ minutes\.$/);
  await shot(page, 'frame-mode-approve-quote');
  await approveInVault(page, view);
  await expect(paymentOutcome(page)).toHaveAttribute('data-outcome', 'completed', { timeout: 20_000 });
  await expect(page.locator('iframe[data-keyhold-vault="visible"]')).toHaveCount(0);
});

test('an export shows the phrase only inside the vault frame, approved there', async ({ page }) => {
  await enterSignedIn(page, 'frame-export');
  const exporter = page.locator('kh-export');
  // Words the page already said before the export are not its leak: a phrase word can be an everyday one
  // ("first" is in the wallet screen's own text).
  const before = await pageText(page);
  await exporter.getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(exporter.locator('iframe[data-keyhold-vault="visible"]')).toBeVisible();
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText(
    /^Show your recovery phrase in (this window|the Keyhold frame on the page)$/,
  );
  await approveInVault(page, view);
  const words = vault(page).locator('#phrase li');
  await expect(words).toHaveCount(12);
  const phrase = await words.allTextContents();
  for (const word of phrase) expect(word).toMatch(/^[a-z]{3,8}$/);
  await shot(page, 'frame-mode-export');
  const text = await pageText(page);
  const said = (word: string, t: string) => new RegExp(`\\b${word}\\b`).test(t);
  expect(phrase.filter((word) => said(word, text) && !said(word, before))).toEqual([]);
  expect(text).not.toContain(phrase.join(' '));
  await clickInVault(page, 'Done');
  await expect(page.locator('iframe[data-keyhold-vault="visible"]')).toHaveCount(0);
  await expect(exporter.getByRole('button', { name: 'Export recovery phrase' })).toBeVisible();
});

test('the vault frame takes the page’s language, direction and scheme, with no axe violation inside it', async ({
  page,
}) => {
  await enterSignedIn(page, 'frame-lang');
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await prepareQuote(page);
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('kh-send')).toHaveAttribute('lang', 'ar');
  await sendButton(page).click();
  const root = vault(page).locator('html');
  // The frame's own words in Arabic: the summary, or where the engine needs the window, its Continue.
  if (approvesInFrame(page)) await expect(vault(page).locator('#operation')).toHaveText('إرسال دفعة');
  else await expect(vault(page).getByRole('button', { name: 'المتابعة في النافذة' })).toBeVisible();
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('data-scheme', 'dark');
  const frame = page.frames().find((f) => f.url().includes('view=visible'));
  expect(frame).toBeDefined();
  expect(await axeViolationsIn(frame!)).toEqual([]);
  await shot(page, 'frame-mode-arabic-dark');
  await clickInVault(page, 'رفض');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sessions are born in the vault: the sign-in view is the frame’s, in the page’s language and scheme, with no axe violation', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('frame-signin'));
  const signIn = page.locator('kh-sign-in');
  // No email form or code field of the page's own: the address and the code are typed in the frame.
  await expect(signIn.locator('[part="email-form"]')).toHaveCount(0);
  await expect(signIn.locator('[part="vault"] iframe[data-keyhold-vault="visible"]')).toHaveCount(1);
  const check = async (lang: string, dir: string, heading: string) => {
    const root = vault(page).locator('html');
    await expect(vault(page).getByRole('heading', { name: heading })).toBeVisible();
    await expect(root).toHaveAttribute('lang', lang);
    await expect(root).toHaveAttribute('dir', dir);
    await expect(root).toHaveAttribute('data-scheme', 'dark');
    const frame = page.frames().find((f) => f.url().includes('view=visible'));
    expect(frame).toBeDefined();
    expect(await axeViolationsIn(frame!)).toEqual([]);
  };
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await page.reload();
  await check('en', 'ltr', 'Sign in to your wallet');
  await page.getByLabel('Language').selectOption('fr');
  await expect(signIn).toHaveAttribute('lang', 'fr');
  await page.reload();
  await check('fr', 'ltr', 'Connexion à votre portefeuille');
  await page.getByLabel('Language').selectOption('ar');
  await expect(signIn).toHaveAttribute('lang', 'ar');
  await page.reload();
  await check('ar', 'rtl', 'تسجيل الدخول إلى محفظتك');
  await shot(page, 'frame-mode-sign-in-arabic-dark');
  await page.getByLabel('Language').selectOption('en');
  await expect(signIn).toHaveAttribute('lang', 'en');
  await page.reload();
  await signInWithEmail(page);
});

test('the approve dialog shows one Decline, the frame’s; Escape declines and nothing is signed', async ({
  page,
}) => {
  await enterSignedIn(page, 'frame-decline');
  await prepareQuote(page);
  await sendButton(page).click();
  const dialog = page.locator('kh-send kh-approve-dialog');
  // The frame's view (in Firefox it asks to continue in the vault's window, with its own Decline).
  await expect(vault(page).getByRole('heading', { name: 'Approve in Keyhold' })).toBeVisible();
  // The frame's Decline and Approve are the only controls: the dialog hosting it shows none of its own.
  await expect(vault(page).getByRole('button', { name: 'Decline', exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  expect(await axeViolations(page, { iframes: false })).toEqual([]);
  const frame = page.frames().find((f) => f.url().includes('view=visible'));
  expect(await axeViolationsIn(frame!)).toEqual([]);
  await shot(page, 'frame-mode-one-decline');
  // Focus went into the frame: Escape there declines, as Escape in the dialog does.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('iframe[data-keyhold-vault="visible"]')).toHaveCount(0);
  await expect(page.locator('kh-send [part=quote]')).toBeVisible();
  // Declined once, the payment can still be approved: a fresh frame, one Decline again.
  await sendButton(page).click();
  await expect(vault(page).getByRole('button', { name: 'Decline', exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await clickInVault(page, 'Decline');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('kh-send [part=quote]')).toBeVisible();
});

/** What the app reported to developers (the explorer logs each element's `kh-error` code to the console). */
function reportedCodes(page: Page): string[] {
  const codes: string[] = [];
  page.on('console', (message) => {
    const m = /^explorer: an element reported (\w+): (.*)$/s.exec(message.text());
    if (m) codes.push(`${m[1]}: ${m[2]}`);
  });
  return codes;
}

test('a vault origin whose storage the browser blocks: the typed error, a true sentence, no page mode', async ({
  page,
  context,
  baseURL,
}) => {
  // IndexedDB refuses to open in every document but the app's (the vault's), as a browser that blocks
  // that site's storage refuses it.
  await context.addInitScript((appOrigin: string) => {
    if (location.origin === appOrigin) return;
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  }, new URL(baseURL!).origin);
  const codes = reportedCodes(page);
  await enterDemo(page, uniqueEmail('frame-storage'));
  // Sessions are born in the vault: its sign-in view cannot work without its storage, so it says so at once.
  const sentence =
    'This browser blocks the storage the secure signing window needs. Allow site storage and reload.';
  await expect(page.locator('kh-sign-in').getByRole('alert')).toHaveText(sentence);
  await expect
    .poll(() => codes)
    .toContainEqual(expect.stringMatching(/^VAULT_STORAGE_BLOCKED: .*IndexedDB.*insecure/));
  await shot(page, 'frame-mode-storage-blocked');
  // No code on screen, no session, and nothing kept in the page's own storage instead.
  await expect(page.locator('body')).not.toContainText('VAULT_');
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  const pageKeys = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyhold');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (!names.includes('keys')) return resolve(0);
          const count = db.transaction('keys').objectStore('keys').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(pageKeys).toBe(0);
});

test('a page whose CSP does not allow the vault frame: the typed error naming it and a true sentence', async ({
  page,
  pageProblems,
}) => {
  // The app's CSP without the vault's origin in frame-src (an integrator who forgot it).
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        /frame-src [^;]+/,
        "frame-src 'self'",
      );
      await route.fulfill({ response, headers });
    },
  );
  const codes = reportedCodes(page);
  await enterDemo(page, uniqueEmail('frame-csp'));
  // Sessions are born in the vault: its sign-in view cannot be shown, and <kh-sign-in> says why at once.
  await expect(page.locator('kh-sign-in').getByRole('alert')).toHaveText(
    'This site’s security settings block the secure signing window. Nothing was signed; the site must allow it.',
  );
  await expect.poll(() => codes).toContainEqual(expect.stringMatching(/^VAULT_CSP_BLOCKED: .*frame-src/));
  await expect(page.locator('body')).not.toContainText('VAULT_');
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  await shot(page, 'frame-mode-csp-blocked');
  // The browser's own report of the refused frame is what this test provokes, not a defect of the page.
  // (Chromium says it on the console, Firefox as an error of the page.)
  const refusedFrame = /^(csp|pageerror): .*frame-src/s;
  expect(pageProblems.filter((p) => !refusedFrame.test(p))).toEqual([]);
  pageProblems.length = 0;
});
