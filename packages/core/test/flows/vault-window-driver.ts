// The vault's approval window (a top-level window of the vault's origin the frame opens with the person's
// click) driven as the person does: read its text, and click its buttons with the pointer moved onto them
// and rested. Playwright (Chromium, Firefox): the window is a page of the test's browser context;
// WebDriver classic (WebKit): a window handle to switch to and back from.
import type { Page } from 'playwright';
import { poll, REST_MS, WAIT_MS } from './vault-driver-playwright.js';

/** What the vault commands do in the vault's window, whatever drives the browser. */
export interface VaultWindowDriver {
  /** The window's text once it shows `waitFor` (waits for the window to open). */
  text(waitFor: string): Promise<string>;
  /** Waits until the button is armed, then the person's click (moved onto it, rested). */
  click(name: string): Promise<void>;
  /** Whether a vault window is open now. */
  open(): Promise<boolean>;
}

const isWindow = (url: string) => /[?&]view=window\b/.test(url);

export function playwrightWindow(page: Page): VaultWindowDriver {
  const find = (): Page | undefined =>
    page
      .context()
      .pages()
      .find((p) => !p.isClosed() && isWindow(p.url()));
  const win = async (): Promise<Page> => {
    let found: Page | undefined;
    await poll('window never opened', async () => Boolean((found = find())));
    return found!;
  };
  return {
    async text(waitFor) {
      const w = await win();
      const body = w.locator('body');
      await body.getByText(waitFor, { exact: false }).first().waitFor({ timeout: WAIT_MS });
      return body.innerText();
    },
    async click(name) {
      const w = await win();
      const button = w.getByRole('button', { name, exact: true });
      await button.waitFor({ timeout: WAIT_MS });
      await poll(`window button ${name} never armed`, () => button.isEnabled());
      const box = (await button.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await w.mouse.move(x - 12, y - 6);
      await w.mouse.move(x, y, { steps: 4 });
      await new Promise((r) => setTimeout(r, REST_MS));
      await w.mouse.down();
      // The window closes itself once it has answered, possibly before the engine acknowledges the release.
      await w.mouse.up().catch((error: unknown) => {
        if (!w.isClosed()) throw error;
      });
    },
    open: async () => find() !== undefined,
  };
}

/** The WebDriver classic commands the window driver uses (webdriverio's Browser has them all). */
interface WindowWebDriver {
  getWindowHandle(): Promise<string>;
  getWindowHandles(): Promise<string[]>;
  switchToWindow(handle: string): Promise<unknown>;
  getUrl(): Promise<string>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
  performActions(actions: unknown[]): Promise<unknown>;
  releaseActions(): Promise<unknown>;
  switchToFrame(id: null): Promise<unknown>;
}

interface Provider {
  isIframeSwitched(): boolean;
  switchToTestFrame(): Promise<void>;
}

const byName = (name: string) => `//button[normalize-space(.)=${JSON.stringify(name)}]`;

export function webdriverWindow(browserAny: unknown, provider: Provider): VaultWindowDriver {
  const browser = browserAny as WindowWebDriver;
  /** Runs `work` in the vault's window (null: none is open), then goes back to the test's window and frame. */
  const inWindow = async <T>(work: () => Promise<T>): Promise<T | null> => {
    const back = provider.isIframeSwitched();
    const home = await browser.getWindowHandle();
    try {
      for (const handle of await browser.getWindowHandles()) {
        if (handle === home) continue;
        await browser.switchToWindow(handle);
        if (isWindow(await browser.getUrl())) return await work();
      }
      return null;
    } finally {
      await browser.switchToWindow(home);
      await browser.switchToFrame(null);
      if (back) await provider.switchToTestFrame();
    }
  };
  const script = <T>(source: string) => browser.executeScript(source, []) as Promise<T>;
  return {
    async text(waitFor) {
      let text = '';
      await poll(`window never showed ${waitFor}`, async () => {
        text = (await inWindow(() => script<string>('return document.body.innerText'))) ?? '';
        return text.includes(waitFor);
      });
      return text;
    },
    async click(name) {
      await poll(`window button ${name} never armed`, async () =>
        Boolean(
          await inWindow(() =>
            script<boolean>(
              `const b = document.evaluate(${JSON.stringify(byName(name))}, document, null, 9, null).singleNodeValue;
               return Boolean(b && !b.disabled);`,
            ),
          ),
        ),
      );
      await inWindow(async () => {
        const [x, y] = await script<[number, number]>(
          `const b = document.evaluate(${JSON.stringify(byName(name))}, document, null, 9, null).singleNodeValue;
           const r = b.getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];`,
        );
        // The window closes itself once it has answered, possibly before the actions end.
        const gone = (error: unknown) => {
          if (!/no such window/i.test(String(error))) throw error;
        };
        await browser
          .performActions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', origin: 'viewport', x: x - 12, y: y - 6 },
                { type: 'pointerMove', origin: 'viewport', x, y, duration: 100 },
                { type: 'pause', duration: REST_MS },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ])
          .catch(gone);
        await browser.releaseActions().catch(gone);
      });
    },
    open: async () => (await inWindow(async () => true)) === true,
  };
}
