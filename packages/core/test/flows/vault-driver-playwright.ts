// The vault frame driven through Playwright (Chromium, Firefox): frame locators for reading and waiting,
// the page's mouse and keyboard for input (trusted, at the button's on-screen centre).
import type { FrameLocator, Page } from 'playwright';

/** What the vault commands do in the visible vault frame, whatever drives the browser. */
export interface VaultDriver {
  /** Waits until the frame settled and the button is armed, then clicks it. */
  click(name: string): Promise<void>;
  /** Waits until the frame settled and the button is armed, focuses it and presses `key`. */
  press(name: string, key: 'Enter' | 'Space'): Promise<void>;
  /** The frame's text once it contains `waitFor`. */
  text(waitFor: string): Promise<string>;
  /** A mouse click at the button's on-screen centre now, armed or not, covered or not. */
  clickAt(name: string): Promise<void>;
  /** The button's on-screen centre (top document's viewport). */
  centre(name: string): Promise<{ x: number; y: number }>;
  /** The pointer from the corner to a point of the top document's viewport, then a click there. */
  clickPoint(x: number, y: number): Promise<void>;
  /** Whether the button is enabled (armed) now. */
  armed(name: string): Promise<boolean>;
  /** Presses Enter, then Space, wherever the focus is now (keys a person meant for the page). */
  keysToFocus(): Promise<void>;
  /** A person's click at the button now, armed or not: the pointer moves onto it, rests, then clicks. */
  restClickAt(name: string): Promise<void>;
  /** What the frame's view looks like now (see {@link viewFacts}). */
  facts(): Promise<ViewFacts>;
  /** Types `text` into the frame's field `selector` (emptied first), as a person's keys do. */
  fill(selector: string, text: string): Promise<void>;
}

/** How long a person's pointer rests on a button before the click (the vault wants a rest, see gate.ts). */
export const REST_MS = 400;

/** What the visible frame shows: its language and direction, colours, buttons in order, the focus. */
export interface ViewFacts {
  lang: string;
  dir: string;
  /** Computed colour of the operation line (the summary's text) and of the view's background. */
  text: string;
  surface: string;
  /** The `.actions` buttons, left to right on screen, with their rectangles in the frame. */
  buttons: { name: string; x: number; y: number; width: number; height: number }[];
  /** The focused element's tag and text ('' for the body). */
  focused: string;
  /** The ids of the view's controls (a URL fragment could focus one). */
  ids: string[];
}

/** Runs inside the vault frame (self-contained: Playwright and WebDriver both send it). */
export function viewFacts(): ViewFacts {
  const op = document.querySelector('.operation') ?? document.querySelector('h1');
  const buttons = [...document.querySelectorAll('.actions button')]
    .map((b) => {
      const r = b.getBoundingClientRect();
      return { name: (b.textContent ?? '').trim(), x: r.left, y: r.top, width: r.width, height: r.height };
    })
    .sort((a, b) => a.x - b.x);
  const active = document.activeElement;
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    text: op ? getComputedStyle(op).color : '',
    surface: getComputedStyle(document.documentElement).backgroundColor,
    buttons,
    focused:
      active && active !== document.body ? `${active.tagName} ${(active.textContent ?? '').trim()}` : '',
    ids: [
      ...document.querySelectorAll('#view :is(button, a, input, select, textarea, summary, [tabindex])[id]'),
    ].map((e) => e.id),
  };
}

/** How long a person takes to read before clicking; also Chromium's own input guard for moved frames. */
export const READING_MS = 700;
export const WAIT_MS = 15_000;

export async function poll(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`the vault frame ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function playwrightVault(page: Page, iframe: FrameLocator): VaultDriver {
  const vault = iframe.frameLocator('iframe[data-keyhold-vault="visible"]');
  const button = (name: string) => vault.getByRole('button', { name, exact: true });
  /**
   * Waits until the visible frame is as tall as its view (the core sizes the iframe from the frame's `size`
   * events), then as long as a person takes to read: Chromium discards input to a cross-origin frame that
   * moved or was resized in the last half second (its own clickjacking guard).
   */
  const settled = async (): Promise<void> => {
    const html = vault.locator('html');
    await poll('never took its height', () => html.evaluate((e) => e.scrollHeight <= window.innerHeight + 1));
    await new Promise((r) => setTimeout(r, READING_MS));
  };
  const armedButton = async (name: string) => {
    await settled();
    const b = button(name);
    await b.waitFor({ timeout: WAIT_MS });
    await poll(`button ${name} never armed`, () => b.isEnabled());
    return b;
  };
  const centre = async (name: string): Promise<{ x: number; y: number }> => {
    // Summed from each document's own layout (test iframe, vault iframe, button), not boundingBox():
    // Playwright's Firefox (WebDriver BiDi) finds no box for an element inside a frame and never clicks a
    // button inside a cross-origin frame of a frame (locator.click()).
    const corner = (f: Element) => {
      const r = f.getBoundingClientRect();
      return { x: r.left + f.clientLeft, y: r.top + f.clientTop };
    };
    const test = await page.locator('iframe[data-vitest]').evaluate(corner);
    const frame = await iframe.locator('iframe[data-keyhold-vault="visible"]').evaluate(corner);
    const inner = await button(name).evaluate((b) => {
      const r = b.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    return { x: test.x + frame.x + inner.x, y: test.y + frame.y + inner.y };
  };
  const clickAt = async (name: string): Promise<void> => {
    const { x, y } = await centre(name);
    await page.mouse.click(x, y);
  };
  /** The pointer moves onto the button in a few steps, rests there, then presses (a person's click). */
  const restClickAt = async (name: string): Promise<void> => {
    const { x, y } = await centre(name);
    await page.mouse.move(x - 12, y - 6);
    await page.mouse.move(x, y, { steps: 4 });
    await new Promise((r) => setTimeout(r, REST_MS));
    await page.mouse.down();
    await page.mouse.up();
  };
  /** A real click on the view's title (the person's first touch of the view, before a key press). */
  const touchTitle = async (): Promise<void> => {
    const corner = (f: Element) => {
      const r = f.getBoundingClientRect();
      return { x: r.left + f.clientLeft, y: r.top + f.clientTop };
    };
    const test = await page.locator('iframe[data-vitest]').evaluate(corner);
    const frame = await iframe.locator('iframe[data-keyhold-vault="visible"]').evaluate(corner);
    const title = await vault.locator('h1').evaluate((h) => {
      const r = h.getBoundingClientRect();
      return { x: r.left + 4, y: r.top + r.height / 2 };
    });
    await page.mouse.click(test.x + frame.x + title.x, test.y + frame.y + title.y);
  };
  return {
    async click(name) {
      await armedButton(name);
      await restClickAt(name);
    },
    async press(name, key) {
      const b = await armedButton(name);
      // The person touches the view first (the frame takes keys only from someone who interacted with it).
      await touchTitle();
      await b.focus();
      await b.press(key === 'Space' ? ' ' : key);
    },
    async text(waitFor) {
      const body = vault.locator('body');
      await body.getByText(waitFor, { exact: false }).first().waitFor({ timeout: WAIT_MS });
      return body.innerText();
    },
    clickAt,
    centre,
    async clickPoint(x, y) {
      await page.mouse.move(1, 1);
      await page.mouse.click(x, y);
    },
    armed: (name) => button(name).isEnabled({ timeout: WAIT_MS }),
    restClickAt,
    facts: () => vault.locator('html').evaluate(viewFacts),
    async keysToFocus() {
      await page.keyboard.press('Enter');
      await page.keyboard.press(' ');
    },
    async fill(selector, text) {
      const field = vault.locator(selector);
      await field.waitFor({ timeout: WAIT_MS });
      await field.fill(text);
    },
  };
}
