// The outsider pages in WebKitGTK (MiniBrowser through WebKitWebDriver on Xvfb, W3C WebDriver classic,
// where Playwright cannot go), driven with e2e/webkit/page.mjs's WebKitPage as a person uses them: the
// pointer reaches a control, then presses it; keys typed one by one; clicks inside the vault frame after
// switching into it. One driver for the run, a fresh browser (WebDriver session) per page. When this
// machine has no WebKitGTK (driver, MiniBrowser, Xvfb), each WebKit page is reported as skipped with that
// reason; an installed driver that does not start fails them.
import { WebKitPage, openWebKitSession } from '../../e2e/webkit/page.mjs';
import { findWebKit, startWebKitDriver } from '../engines.mjs';
import { emailedCode } from './browser.mjs';
import { results, step } from './run.mjs';
import { documentText, phrasePairsIn } from './vault-frame.mjs';

/**
 * The WebKit driver for the run: `{ driver }`; `{ missing }` (why WebKit cannot run on this machine: no
 * WebKitGTK driver, MiniBrowser or Xvfb installed); or `{ error }` when an installed driver did not start
 * (a failure, not a skip).
 */
export async function startWebKit() {
  try {
    findWebKit();
  } catch (err) {
    return { missing: String(err?.message ?? err).replace(/\s*\n\s*/g, ' ') };
  }
  try {
    return { driver: await startWebKitDriver() };
  } catch (err) {
    return { error: err };
  }
}

/**
 * Runs `body(page)` as the step `name [webkit]` in a fresh browser; a skip with its reason when WebKit
 * is missing on this machine.
 */
export async function inWebKit(webkit, name, body) {
  const label = `${name} [webkit]`;
  if (webkit.missing) {
    results.push({ name: label, ok: true, skipped: webkit.missing, problems: [] });
    console.log(`skip ${label}: ${webkit.missing}`);
    return;
  }
  await step(label, async () => {
    if (webkit.error) throw webkit.error;
    const { driver } = webkit;
    const browser = await openWebKitSession(driver);
    try {
      await body(new WebKitPage(browser));
    } finally {
      await browser.deleteSession().catch(() => undefined);
    }
  });
}

/** <kh-sign-in>: the email typed and sent with Enter, then the emailed code typed into the boxes. */
export async function signInByEmail(page, sandboxOrigin, email) {
  await page.type('css', 'input[type=email]', email, { within: 'kh-sign-in' });
  await page.browser.keys(['Enter']);
  await page.find('label', 'Digit 1 of 6', { within: 'kh-sign-in', timeout: 20_000 });
  await page.type('label', 'Digit 1 of 6', await emailedCode(sandboxOrigin, email), { within: 'kh-sign-in' });
}

/** Runs in the page: the number of elements matching `css` in the document and its open shadow roots. */
export function deepCount(css) {
  let n = 0;
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(css)) n++;
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return n;
}

/** Runs in the page: the rendered texts of the elements matching `css` inside `host`'s shadow root. */
export function shadowTexts(host, css) {
  const root = document.querySelector(host)?.shadowRoot;
  return [...(root?.querySelectorAll(css) ?? [])].map((el) => el.innerText.trim());
}

function checkPhrase(words, where) {
  if (![12, 24].includes(words.length) || !words.every((w) => /^[a-z]+$/.test(w)))
    throw new Error(`Expected a 12 or 24 word recovery phrase ${where}, got: ${JSON.stringify(words)}`);
}

/** <kh-export> in page mode: export, approve in its dialog, reveal; returns the words. */
export async function exportPhrase(page) {
  const exp = { within: 'kh-export' };
  await page.click('css', '[part=start-button]', exp);
  await page.click('button', 'Approve and sign', { ...exp, timeout: 20_000 });
  await page.click('css', '[part=reveal-button]', { ...exp, timeout: 20_000 });
  await page.find('css', '[part=words] li', exp);
  const words = await page.browser.execute(shadowTexts, 'kh-export', '[part=words] li');
  checkPhrase(words, 'in <kh-export>');
  return words;
}

/**
 * <kh-export> in frame mode: export, approve inside the frame, read the phrase there, check that no pair
 * of its words reached the page, then Done. Returns the words.
 */
export async function exportPhraseInVault(page) {
  await page.click('css', '[part=start-button]', { within: 'kh-export' });
  // WebKit cannot prove the frame visible: the vault asks in its own window (e2e/webkit/page.mjs).
  await page.approveInVaultWindow(/Show your recovery phrase/);
  const words = await page.inVault(async () => {
    await page.find('css', '#phrase li', { timeout: 20_000 });
    return page.browser.execute(() =>
      [...document.querySelectorAll('#phrase li')].map((li) => li.textContent.trim()),
    );
  });
  checkPhrase(words, 'in the vault frame');
  const inFrame = phrasePairsIn(await page.inVault(() => page.browser.execute(documentText)), words);
  if (inFrame.length !== words.length - 1)
    throw new Error(
      `The phrase reader found ${inFrame.length} of ${words.length - 1} word pairs in the frame`,
    );
  const leaked = phrasePairsIn(await page.browser.execute(documentText), words);
  if (leaked.length) throw new Error(`The recovery phrase reached the app's page: ${leaked.join(', ')}`);
  await page.clickInVault('Done');
  for (let i = 0; (await page.browser.execute(deepCount, 'iframe[data-keyhold-vault="visible"]')) > 0; i++) {
    if (i > 100) throw new Error('The vault frame stayed after Done');
    await new Promise((r) => setTimeout(r, 200));
  }
  return words;
}

/**
 * What every framework app does, on the page contract of browser.mjs's walletJourney (`#who`, `#send`,
 * `#approve`, `#payment`, `<kh-export>`): sign in with an emailed code, send $10.00 through a quote
 * approved in the dialog, export.
 */
export async function walletJourney(page, sandboxOrigin, email) {
  await signInByEmail(page, sandboxOrigin, email);
  await page.expectText('css', '#who', new RegExp(`Signed in with ${email.replaceAll('.', '\\.')}\\.`), {
    timeout: 30_000,
  });
  await page.click('css', '#send');
  await page.click('button', 'Approve and sign', { within: '#approve', timeout: 20_000 });
  await page.expectText('css', '#payment', /Payment sent\./, { timeout: 30_000 });
  await exportPhrase(page);
}
