// Server-side Vitest browser commands for the vault frame: the test driver reaches into the visible vault
// frame (another origin, inside the test's own iframe) and acts as the person does: a real, trusted click
// or key press. Two drivers: Playwright (Chromium, Firefox) through frame locators and its mouse, and
// WebDriver classic (WebKit, @vitest/browser-webdriverio) by switching into the test iframe, then the vault
// iframe (WebDriver's element click and key actions are trusted input too).
import type { BrowserCommand } from 'vitest/node';
import type { FrameLocator, Page } from 'playwright';
import { playwrightVault, type VaultDriver } from './vault-driver-playwright.js';
import { webdriverVault } from './vault-driver-webdriver.js';
import { playwrightWindow, type VaultWindowDriver, webdriverWindow } from './vault-window-driver.js';

type Ctx = Parameters<BrowserCommand<[]>>[0] & {
  iframe?: FrameLocator;
  page?: Page;
  browser?: unknown;
};

function driver(ctx: Ctx): VaultDriver {
  if (ctx.provider.name === 'webdriverio') {
    return webdriverVault(
      ctx.browser,
      ctx.provider as unknown as { isIframeSwitched(): boolean; switchToTestFrame(): Promise<void> },
    );
  }
  return playwrightVault(ctx.page!, ctx.iframe!);
}

function windowDriver(ctx: Ctx): VaultWindowDriver {
  if (ctx.provider.name === 'webdriverio') {
    return webdriverWindow(
      ctx.browser,
      ctx.provider as unknown as { isIframeSwitched(): boolean; switchToTestFrame(): Promise<void> },
    );
  }
  return playwrightWindow(ctx.page!);
}

/** The vault window's text (what the person reads there), once it shows `waitFor`. */
const vaultWindowText: BrowserCommand<[waitFor: string]> = (ctx, waitFor) =>
  windowDriver(ctx as Ctx).text(waitFor);

/** The person's click on a button of the vault window, once it is armed. */
const clickInVaultWindow: BrowserCommand<[name: string]> = async (ctx, name) => {
  await windowDriver(ctx as Ctx).click(name);
  return true;
};

/** Whether a vault window is open now. */
const vaultWindowOpen: BrowserCommand<[]> = (ctx) => windowDriver(ctx as Ctx).open();

/** Clicks a button of the visible vault frame by its accessible name, once it is armed. */
const clickInVault: BrowserCommand<[name: string]> = async (ctx, name) => {
  await driver(ctx as Ctx).click(name);
  return true;
};

/** Presses a key on a focused button of the visible vault frame (Enter / Space approve like a click). */
const pressInVault: BrowserCommand<[name: string, key: 'Enter' | 'Space']> = async (ctx, name, key) => {
  await driver(ctx as Ctx).press(name, key);
  return true;
};

/** The visible vault frame's text (what the person reads there), once it shows `waitFor`. */
const vaultText: BrowserCommand<[waitFor: string]> = (ctx, waitFor) => driver(ctx as Ctx).text(waitFor);

/**
 * A real mouse click at the on-screen centre of the vault frame's button, armed or not, whatever the page
 * drew over it: what a person's click there does (it lands on a covering element, or passes through one
 * with `pointer-events: none`).
 */
const clickAtVaultButton: BrowserCommand<[name: string]> = async (ctx, name) => {
  await driver(ctx as Ctx).clickAt(name);
  return true;
};

/** The on-screen centre of the vault frame's button (the top document's viewport). */
const vaultButtonCentre: BrowserCommand<[name: string]> = (ctx, name) => driver(ctx as Ctx).centre(name);

/** A real mouse move to a point of the screen, then a click there (the person's click at that spot). */
const clickAtPoint: BrowserCommand<[x: number, y: number]> = async (ctx, x, y) => {
  await driver(ctx as Ctx).clickPoint(x, y);
  return true;
};

/** Whether the vault frame's button is armed (enabled), as the frame itself says. */
const vaultButtonArmed: BrowserCommand<[name: string]> = (ctx, name) => driver(ctx as Ctx).armed(name);

/** Real Enter and Space key presses to whatever has the focus (Vitest's userEvent loses a focus in a frame). */
const keysToFocus: BrowserCommand<[]> = async (ctx) => {
  await driver(ctx as Ctx).keysToFocus();
  return true;
};

/** Types into a field of the visible vault frame (by CSS selector), as the person does. */
const fillInVault: BrowserCommand<[selector: string, text: string]> = async (ctx, selector, text) => {
  await driver(ctx as Ctx).fill(selector, text);
  return true;
};

/** A person's click at the button now, armed or not: the pointer moves onto it, rests, then presses. */
const restClickAtVaultButton: BrowserCommand<[name: string]> = async (ctx, name) => {
  await driver(ctx as Ctx).restClickAt(name);
  return true;
};

/** What the visible vault frame shows now: language, direction, colours, buttons, focus, ids. */
const vaultFacts: BrowserCommand<[]> = (ctx) => driver(ctx as Ctx).facts();

export const vaultCommands = {
  fillInVault,
  vaultWindowText,
  clickInVaultWindow,
  vaultWindowOpen,
  restClickAtVaultButton,
  vaultFacts,
  clickInVault,
  pressInVault,
  vaultText,
  clickAtVaultButton,
  vaultButtonArmed,
  keysToFocus,
  vaultButtonCentre,
  clickAtPoint,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    clickInVault(name: string): Promise<boolean>;
    fillInVault(selector: string, text: string): Promise<boolean>;
    pressInVault(name: string, key: 'Enter' | 'Space'): Promise<boolean>;
    vaultText(waitFor: string): Promise<string>;
    clickAtVaultButton(name: string): Promise<boolean>;
    vaultButtonArmed(name: string): Promise<boolean>;
    keysToFocus(): Promise<boolean>;
    vaultButtonCentre(name: string): Promise<{ x: number; y: number }>;
    clickAtPoint(x: number, y: number): Promise<boolean>;
    restClickAtVaultButton(name: string): Promise<boolean>;
    vaultWindowText(waitFor: string): Promise<string>;
    clickInVaultWindow(name: string): Promise<boolean>;
    vaultWindowOpen(): Promise<boolean>;
    vaultFacts(): Promise<import('./vault-driver-playwright.js').ViewFacts>;
  }
}
