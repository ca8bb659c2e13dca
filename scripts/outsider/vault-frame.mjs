/* global NodeFilter -- read inside page.evaluate (or WebDriver execute), in the browser */
// The person's steps in frame mode: the Approve click and the recovery phrase are inside the vault frame
// (another origin) that <kh-approve-dialog> and <kh-export> host, and the phrase must reach nothing a
// script of the app's page can read.

/** The visible vault frame hosted under `host` (a CSS selector of the page). */
export const vaultFrame = (page, host) => page.frameLocator(`${host} iframe[data-keyhold-vault="visible"]`);

/**
 * Clicks a button of the vault frame as a person does: scrolled into view, enabled, then after a moment.
 * Chromium drops input to a cross-origin frame that moved in the last 500 ms (its guard against a button
 * moved under the pointer), and the frame arms Approve only once it has been visible for ~500 ms.
 */
export async function clickInVault(page, host, name) {
  const button = vaultFrame(page, host).getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.waitFor();
  for (let i = 0; i < 100 && !(await button.isEnabled()); i++) await page.waitForTimeout(100);
  await page.waitForTimeout(700);
  // The pointer moves onto the button and rests before the press: the vault counts only such a click.
  await button.hover();
  await page.waitForTimeout(400);
  await button.click();
}

/**
 * Runs in the page: everything of the document a script of its origin can read as text, every text node,
 * attribute value and form value of the document and of every open shadow root (frames of other origins
 * excluded). Self-contained, so that Playwright and WebDriver can both send it to a page.
 */
export function documentText() {
  const parts = [];
  const walk = (root) => {
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) parts.push(texts.currentNode.data);
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) parts.push(attr.value);
      if ('value' in el && typeof el.value === 'string') parts.push(el.value);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return parts.join(' ');
}

/** `documentText()` of a Playwright page or frame. */
export function readableText(target) {
  return target.evaluate(documentText);
}

/**
 * Which pairs of consecutive phrase words appear next to each other in `text` (only punctuation or space
 * between). A single common word (a word of the list may also be a word of the page's own copy) proves
 * nothing; two neighbours of the phrase in order are the phrase.
 */
export function phrasePairsIn(text, words) {
  const pairs = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (new RegExp(`\\b${words[i]}[^a-z]+${words[i + 1]}\\b`, 'i').test(text))
      pairs.push(`${words[i]} ${words[i + 1]}`);
  }
  return pairs;
}

/**
 * Approves the request shown in the frame the element at `host` hosts, where the vault asks: inside the
 * frame in Chromium (IntersectionObserver v2 proves it visible); elsewhere (Firefox) in the vault's own
 * top-level window, which the person's click on the frame's "Continue in the window" opens.
 */
export async function approveInVault(page, host) {
  if (page.context().browser()?.browserType().name() === 'chromium') {
    await vaultFrame(page, host).locator('#operation').waitFor();
    await clickInVault(page, host, 'Approve');
    return;
  }
  const opened = page.waitForEvent('popup');
  await clickInVault(page, host, 'Continue in the window');
  const window = await opened;
  await window.locator('#operation').waitFor();
  const button = window.getByRole('button', { name: 'Approve', exact: true });
  for (let i = 0; i < 100 && !(await button.isEnabled()); i++) await window.waitForTimeout(100);
  const box = await button.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await window.mouse.move(x - 12, y - 6);
  await window.mouse.move(x, y, { steps: 4 });
  await window.waitForTimeout(400);
  const closed = window.waitForEvent('close');
  // The window closes itself once it has answered, possibly before the release is acknowledged.
  await window.mouse.down();
  await window.mouse.up().catch((err) => {
    if (!window.isClosed()) throw err;
  });
  await closed;
  await page.bringToFront();
}

/**
 * <kh-export> in frame mode: export, approve inside the frame, read the phrase there, check that none of it
 * reached the page, then Done. Returns the words.
 */
export async function exportPhraseInVault(page) {
  // The reader sees into open shadow roots: <kh-export>'s button text is in one.
  if (!(await readableText(page)).includes('Export recovery phrase'))
    throw new Error("readableText did not read <kh-export>'s shadow root");
  await page.locator('kh-export [part=start-button]').click();
  await approveInVault(page, 'kh-export');
  const list = vaultFrame(page, 'kh-export').locator('#phrase li');
  await list.nth(11).waitFor();
  const words = (await list.allTextContents()).map((w) => w.trim());
  if (![12, 24].includes(words.length) || !words.every((w) => /^[a-z]+$/.test(w)))
    throw new Error(`Expected a 12 or 24 word recovery phrase in the frame, got: ${JSON.stringify(words)}`);
  // The same reader finds the phrase in the frame's document (so it can find it), and none of it in the page.
  const iframe = await page.locator('kh-export iframe[data-keyhold-vault="visible"]').elementHandle();
  const frame = await iframe?.contentFrame();
  const inFrame = frame ? phrasePairsIn(await readableText(frame), words) : [];
  if (inFrame.length !== words.length - 1)
    throw new Error(
      `The phrase reader found ${inFrame.length} of ${words.length - 1} word pairs in the frame`,
    );
  const leaked = phrasePairsIn(await readableText(page), words);
  if (leaked.length) throw new Error(`The recovery phrase reached the app's page: ${leaked.join(', ')}`);
  await clickInVault(page, 'kh-export', 'Done');
  await page.locator('kh-export iframe[data-keyhold-vault="visible"]').waitFor({ state: 'detached' });
  return words;
}
