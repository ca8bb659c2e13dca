// The vault frame as the person meets it in frame mode: a second localhost origin whose view the approve
// dialog and <kh-export> host. What it shows is read, and what the person presses is clicked, inside that
// frame (Playwright's frameLocator), never through the page's DOM.
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';

/** The vault frame's visible view (the dialog's or <kh-export>'s: only one is open at a time). */
export const vault = (page: Page) => page.frameLocator('iframe[data-keyhold-vault="visible"]');

/** The iframe element of that view, in the page. */
export const vaultFrameElement = (page: Page): Locator =>
  page.locator('iframe[data-keyhold-vault="visible"]');

/** What the frame says the request does, in its own words ("Send a payment", "Remove …"). */
export const vaultOperation = (page: Page): Locator => vault(page).locator('#operation');

/** The twelve words of an export, shown only inside the frame. */
export const vaultPhraseWords = (page: Page): Locator => vault(page).locator('#phrase li');

/** How long the frame must have stayed in one place before a click in it counts (see clickInVault). */
const SETTLED_MS = 600;

/** How long a person's pointer rests on the button before pressing (the vault wants a rest: intent.ts). */
const REST_MS = 400;

/**
 * Clicks a button of the vault frame as a person does: once it is in view, armed (the frame's own
 * half-second visibility guard enables it) and the frame has stayed where it is for a moment. Chromium
 * drops input to a cross-origin frame that moved in the last half second (its guard against a target moved
 * under the pointer), so a click right after the dialog opened or scrolled would be lost; and the vault
 * counts a click only after the pointer rested on the button.
 */
export async function clickInVault(page: Page, name: string): Promise<void> {
  const button = vault(page).getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  const frame = vaultFrameElement(page);
  let before = JSON.stringify(await frame.boundingBox());
  for (;;) {
    await page.waitForTimeout(SETTLED_MS);
    const now = JSON.stringify(await frame.boundingBox());
    if (now === before) break;
    before = now;
  }
  // The pointer moves onto the button, rests, then presses: the vault counts only such a click.
  await button.hover();
  await page.waitForTimeout(REST_MS);
  await button.click();
}

/**
 * Whether the vault asks for approvals in its frame: where the engine proves the frame visible
 * (IntersectionObserver v2: Chromium). Elsewhere (Firefox, WebKit) it asks in a top-level window of its
 * own origin, opened by the person's click on the frame's "Continue in the window".
 */
export const approvesInFrame = (page: Page): boolean =>
  page.context().browser()?.browserType().name() === 'chromium';

/** Where the person reads and approves a request: the vault frame, or the vault's own window. */
export type ApprovalView = FrameLocator | Page;

const isWindow = (view: ApprovalView): view is Page => 'mouse' in view;

/**
 * Where the person reads the open request and approves it: the frame in Chromium; in Firefox and WebKit the
 * vault's window, which their click on the frame's `continueName` button opens.
 */
export async function approvalView(
  page: Page,
  continueName = 'Continue in the window',
): Promise<ApprovalView> {
  if (approvesInFrame(page)) return vault(page);
  // A second top-level page, opened, read and answered: more time than the frame on this loaded machine.
  test.slow(true, 'the approval is in the vault’s window, a second top-level page');
  const opened = page.waitForEvent('popup');
  await clickInVault(page, continueName);
  const window = await opened;
  await window.waitForLoadState();
  return window;
}

/**
 * The person's click on a button of the view (the frame's, or the vault window's: moved onto it, rested,
 * once armed). A click that answers in the window closes it: the person is back in the app's window
 * (brought to the front, as the browser does when the window closes).
 */
export async function clickInView(page: Page, view: ApprovalView, name: string): Promise<void> {
  if (!isWindow(view)) return clickInVault(page, name);
  const button = view.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await view.mouse.move(x - 12, y - 6);
  await view.mouse.move(x, y, { steps: 4 });
  await view.waitForTimeout(REST_MS);
  const closed = view.isClosed() ? Promise.resolve() : view.waitForEvent('close');
  // The window closes itself once it has answered, possibly before the release is acknowledged.
  await view.mouse.down();
  await view.mouse.up().catch((error: unknown) => {
    if (!view.isClosed()) throw error;
  });
  await closed;
  await page.bringToFront();
}

/** Approves the open request where the vault asks for it (the frame, or its window: approvalView). */
export async function approveInVault(page: Page, view?: ApprovalView): Promise<void> {
  await clickInView(page, view ?? (await approvalView(page)), 'Approve');
}

/** Declines the open request inside the vault frame (nothing is signed). */
export const declineInVault = (page: Page) => clickInVault(page, 'Decline');
