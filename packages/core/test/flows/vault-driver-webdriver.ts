// The vault frame driven through WebDriver classic (WebKit via @vitest/browser-webdriverio): switch from the
// top document into Vitest's test iframe, then into the visible vault iframe, and act there. WebDriver's
// element click, key and pointer actions are trusted input, as a person's are.
import {
  poll,
  READING_MS,
  REST_MS,
  type VaultDriver,
  type ViewFacts,
  viewFacts,
} from './vault-driver-playwright.js';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = Record<typeof ELEMENT, string>;

/** The WebDriver classic commands these helpers use (webdriverio's Browser has them all). */
export interface WebDriverLike {
  switchToFrame(id: ElementRef | number | null): Promise<unknown>;
  findElement(using: string, value: string): Promise<ElementRef | { error: string }>;
  elementClick(id: string): Promise<unknown>;
  isElementEnabled(id: string): Promise<boolean>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
  performActions(actions: unknown[]): Promise<unknown>;
  releaseActions(): Promise<unknown>;
}

interface Provider {
  isIframeSwitched(): boolean;
  switchToTestFrame(): Promise<void>;
}

const byName = (name: string) => `//button[normalize-space(.)=${JSON.stringify(name)}]`;

export function webdriverVault(browserAny: unknown, provider: Provider): VaultDriver {
  const browser = browserAny as WebDriverLike;
  const find = async (using: string, value: string): Promise<string> => {
    const ref = await browser.findElement(using, value);
    if (!(ELEMENT in ref)) throw new Error(`no element ${value}`);
    return ref[ELEMENT];
  };
  /** Runs `work` inside the visible vault frame, then goes back where Vitest was. */
  const inVault = async <T>(work: () => Promise<T>): Promise<T> => {
    const back = provider.isIframeSwitched();
    await browser.switchToFrame(null);
    try {
      await browser.switchToFrame({ [ELEMENT]: await find('css selector', 'iframe[data-vitest]') });
      let frame = '';
      await poll('was never mounted', async () => {
        frame = await find('css selector', 'iframe[data-keyhold-vault="visible"]');
        return true;
      });
      await browser.switchToFrame({ [ELEMENT]: frame });
      return await work();
    } finally {
      await browser.switchToFrame(null);
      if (back) await provider.switchToTestFrame();
    }
  };
  const armedButton = async (name: string): Promise<string> => {
    await poll('never took its height', async () =>
      Boolean(
        await browser.executeScript(
          'return document.documentElement.scrollHeight <= window.innerHeight + 1',
          [],
        ),
      ),
    );
    await new Promise((r) => setTimeout(r, READING_MS));
    let id = '';
    await poll(`button ${name} never armed`, async () => {
      id = await find('xpath', byName(name));
      return browser.isElementEnabled(id);
    });
    return id;
  };
  /** A real pointer move to (x, y) of the top document's viewport, then a click there. */
  const pointerClick = async (x: number, y: number, fromCorner = false, rest = 0): Promise<void> => {
    const back = provider.isIframeSwitched();
    try {
      await browser.switchToFrame(null);
      await browser.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            ...(fromCorner ? [{ type: 'pointerMove', origin: 'viewport', x: 1, y: 1 }] : []),
            ...(rest > 0 ? [{ type: 'pointerMove', origin: 'viewport', x: x - 12, y: y - 6 }] : []),
            { type: 'pointerMove', origin: 'viewport', x, y, ...(rest > 0 ? { duration: 100 } : {}) },
            ...(rest > 0 ? [{ type: 'pause', duration: rest }] : []),
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
      await browser.releaseActions();
    } finally {
      await browser.switchToFrame(null);
      if (back) await provider.switchToTestFrame();
    }
  };
  /** Where the vault iframe's content starts in the top document's viewport (its iframe + the test iframe). */
  const offset = (): Promise<{ x: number; y: number }> => {
    const offsetOf = (selector: string) =>
      browser.executeScript(
        `const f = document.querySelector(${JSON.stringify(selector)}); const r = f.getBoundingClientRect();
         return [r.left + f.clientLeft, r.top + f.clientTop];`,
        [],
      ) as Promise<[number, number]>;
    return Promise.resolve({ x: 0, y: 0 }).then(async () => {
      await browser.switchToFrame(null);
      const [tx, ty] = await offsetOf('iframe[data-vitest]');
      await browser.switchToFrame({ [ELEMENT]: await find('css selector', 'iframe[data-vitest]') });
      const [vx, vy] = await offsetOf('iframe[data-keyhold-vault="visible"]');
      return { x: tx + vx, y: ty + vy };
    });
  };
  return {
    async click(name) {
      await inVault(() => armedButton(name));
      await this.restClickAt(name);
    },
    press: (name, key) =>
      inVault(async () => {
        const id = await armedButton(name);
        // WebKitGTK's element-send-keys calls the button "not focusable": a click on the frame's title
        // gives the frame the focus as a person's would, the button takes it by script, and the key press
        // is a real, trusted one through the actions API.
        await browser.elementClick(await find('css selector', 'h1'));
        await browser.executeScript('arguments[0].focus()', [{ [ELEMENT]: id }]);
        const value = key === 'Enter' ? '\uE007' : ' ';
        await browser.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ]);
        await browser.releaseActions();
      }),
    text: (waitFor) =>
      inVault(async () => {
        let text = '';
        await poll(`never showed ${waitFor}`, async () => {
          // innerText, as Playwright reads it: WebDriver's element text includes a closed <details>.
          text = String(await browser.executeScript('return document.body.innerText', []));
          return text.includes(waitFor);
        });
        return text;
      }),
    async centre(name) {
      const [bx, by] = await inVault(
        () =>
          browser.executeScript(
            `const b = document.evaluate(${JSON.stringify(byName(name))}, document, null, 9, null).singleNodeValue;
             const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];`,
            [],
          ) as Promise<[number, number]>,
      );
      const back = provider.isIframeSwitched();
      try {
        const { x, y } = await offset();
        return { x: Math.round(x + bx), y: Math.round(y + by) };
      } finally {
        await browser.switchToFrame(null);
        if (back) await provider.switchToTestFrame();
      }
    },
    async clickPoint(x, y) {
      await pointerClick(x, y, true);
    },
    async clickAt(name) {
      const { x, y } = await this.centre(name);
      await pointerClick(x, y);
    },
    async restClickAt(name) {
      const { x, y } = await this.centre(name);
      await pointerClick(x, y, false, REST_MS);
    },
    facts: () =>
      inVault(() => browser.executeScript(`return (${viewFacts.toString()})()`, []) as Promise<ViewFacts>),
    async keysToFocus() {
      const press = (value: string) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ];
      await browser.performActions([
        { type: 'key', id: 'keyboard', actions: [...press('\uE007'), ...press(' ')] },
      ]);
      await browser.releaseActions();
    },
    fill: (selector, text) =>
      inVault(async () => {
        let id = '';
        await poll(`has no field ${selector}`, async () => {
          id = await find('css selector', selector);
          return true;
        });
        await browser.executeScript('arguments[0].value = ""', [{ [ELEMENT]: id }]);
        await browser.elementClick(id);
        const keys = [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]);
        await browser.performActions([{ type: 'key', id: 'keyboard', actions: keys }]);
        await browser.releaseActions();
      }),
    armed: (name) =>
      inVault(async () => {
        let id = '';
        await poll(`has no button ${name}`, async () => {
          id = await find('xpath', byName(name));
          return true;
        });
        return browser.isElementEnabled(id);
      }),
  };
}
