// Server-side Vitest browser commands for the vault frame: Playwright reaches into the visible vault frame
// (another origin, inside the test's own iframe) and acts as the person does: a real, trusted click.
import type { BrowserCommand } from 'vitest/node';
import type { FrameLocator } from 'playwright';

type Ctx = Parameters<BrowserCommand<[]>>[0] & { iframe: FrameLocator };

const visibleVault = (ctx: Ctx) => ctx.iframe.frameLocator('iframe[data-keyhold-vault="visible"]');

/**
 * Waits until the visible frame is as tall as its view (the core sizes the iframe from the frame's `size`
 * events), then as long as a person takes to read: Chromium discards input to a cross-origin frame that
 * moved or was resized in the last half second (its own clickjacking guard), so an instant click after the
 * frame appears would be lost, as it would be for a person.
 */
async function settled(ctx: Ctx): Promise<void> {
  const html = visibleVault(ctx).locator('html');
  const deadline = Date.now() + 15_000;
  while (!(await html.evaluate((e) => e.scrollHeight <= window.innerHeight + 1).catch(() => false))) {
    if (Date.now() > deadline) throw new Error('the vault frame never took its height');
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 700));
}

/**
 * Clicks a button of the visible vault frame by its accessible name (waits until it is armed). In Firefox
 * the person's activation is Space on the focused button (also a trusted click for the page): Playwright
 * 1.64 over WebDriver BiDi finds no click point in a cross-origin frame nested in the runner's frame.
 */
const clickInVault: BrowserCommand<[name: string]> = async (ctx, name) => {
  await settled(ctx as Ctx);
  const button = visibleVault(ctx as Ctx).getByRole('button', { name, exact: true });
  if ((ctx.provider as unknown as { browserName?: string }).browserName === 'firefox') {
    await button.focus({ timeout: 15_000 });
    await expectEnabled(button);
    await button.press('Space');
  } else {
    await button.click({ timeout: 15_000 });
  }
  return true;
};

/** Presses a key on a focused button of the visible vault frame (Enter / Space approve like a click). */
const pressInVault: BrowserCommand<[name: string, key: string]> = async (ctx, name, key) => {
  await settled(ctx as Ctx);
  const button = visibleVault(ctx as Ctx).getByRole('button', { name, exact: true });
  await button.focus({ timeout: 15_000 });
  await expectEnabled(button);
  await button.press(key);
  return true;
};

async function expectEnabled(button: ReturnType<FrameLocator['getByRole']>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error('the vault button never armed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The visible vault frame's text (what the person reads there), once it shows `waitFor`. */
const vaultText: BrowserCommand<[waitFor: string]> = async (ctx, waitFor) => {
  const body = visibleVault(ctx as Ctx).locator('body');
  await body.getByText(waitFor, { exact: false }).first().waitFor({ timeout: 15_000 });
  return body.innerText();
};

export const vaultCommands = { clickInVault, pressInVault, vaultText };

declare module 'vitest/browser' {
  interface BrowserCommands {
    clickInVault(name: string): Promise<boolean>;
    pressInVault(name: string, key: string): Promise<boolean>;
    vaultText(waitFor: string): Promise<string>;
  }
}
