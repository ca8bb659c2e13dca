// A small page driver over W3C WebDriver classic (webdriverio against WebKitWebDriver), for the demo's
// journeys in WebKitGTK, where Playwright cannot go. Elements are found in the page by script, through
// open shadow roots (role and accessible name, label, test id), and clicked with pointer actions at
// their centre: WebKitWebDriver's Element Click hit-tests the point and finds the shadow host instead of
// the element inside it.
import { remote } from 'webdriverio';

/** Runs in the page: every element of the document and of every open shadow root, in tree order. */
function deepFind(kind, value, within) {
  const all = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  walk(scope.shadowRoot ?? scope);
  const text = (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  // On screen as a person sees it: laid out, not hidden, not inert (an inert control takes no click).
  const visible = (el) =>
    el.getClientRects().length > 0 &&
    el.checkVisibility?.({ visibilityProperty: true }) !== false &&
    !el.closest('[inert]');
  const match = {
    // An enabled button only, as a person can press it.
    button: (el) =>
      (el.localName === 'button' || el.getAttribute('role') === 'button') &&
      text(el) === value &&
      !el.disabled &&
      el.getAttribute('aria-disabled') !== 'true',
    label: (el) =>
      el.getAttribute('aria-label') === value ||
      (el.labels ? [...el.labels].some((l) => l.textContent.trim() === value) : false),
    testid: (el) => el.getAttribute('data-testid') === value,
    css: (el) => el.matches(value),
  }[kind];
  return all.find((el) => match(el) && visible(el)) ?? null;
}

/**
 * A new WebDriver session (a fresh MiniBrowser: no cookies, no stored wallet) on a WebKitWebDriver that
 * `startWebKitDriver` started. A MiniBrowser that stalls at start (seen on a loaded machine: the driver
 * then never answers the new-session request) is asked for once more, sooner than webdriverio's 120 s
 * default; the driver replaces it. `onRetry` hears why the first start failed.
 * @param {{ hostname: string, port: number, capabilities: Record<string, unknown> }} driver
 * @param {(err: Error) => void} [onRetry]
 */
export function openWebKitSession(driver, onRetry = () => {}) {
  const open = () =>
    remote({
      hostname: driver.hostname,
      port: driver.port,
      logLevel: 'silent',
      capabilities: driver.capabilities,
      connectionRetryTimeout: 45_000,
      connectionRetryCount: 2,
    });
  return open().catch((err) => {
    onRetry(err);
    return open();
  });
}

/** Runs in the page: the element's text with white space collapsed. */
function textOf(el) {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export class WebKitPage {
  /** @param {WebdriverIO.Browser} browser */
  constructor(browser) {
    this.browser = browser;
  }

  /** The element `kind` (button, label, testid, css) = `value`, waited for up to `timeout` ms. */
  async find(kind, value, { within, timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const el = await this.browser.execute(deepFind, kind, value, within ?? null);
      if (el) return el;
      if (Date.now() > deadline) {
        // What the person saw there: the scope's own rendered text (its shadow root's), else the page's.
        const seen = await this.browser.execute(
          (w) =>
            (w ? document.querySelector(w)?.shadowRoot?.textContent : document.body?.innerText)
              ?.replace(/\s+/g, ' ')
              .trim()
              .slice(0, 300) ?? '',
          within ?? null,
        );
        throw new Error(
          `no ${kind} "${value}"${within ? ` in ${within}` : ''} at ${await this.browser.getUrl()}: ${seen}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Clicks the element; found again when a re-render replaced it between finding and clicking. */
  async click(kind, value, options) {
    for (let attempt = 1; ; attempt++) {
      const el = await this.find(kind, value, options);
      try {
        await this.browser.execute((e) => e.scrollIntoView({ block: 'center' }), el);
        // As a person does: the pointer reaches the control, then presses it where it is then (a page
        // may still move things until a pointer is over them).
        const origin = await this.browser.$(el);
        const mouse = () => this.browser.action('pointer', { parameters: { pointerType: 'mouse' } });
        await mouse().move({ origin }).pause(100).perform();
        await mouse().move({ origin }).down().up().perform();
        return;
      } catch (err) {
        if (attempt >= 5 || !/stale element|was not found/i.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Clicks the field and types `text` with the keyboard, a key every 80 ms as a person types. */
  async type(kind, value, text, options) {
    await this.click(kind, value, options);
    for (const key of text) {
      await this.browser.keys([key]);
      await new Promise((r) => setTimeout(r, 80));
    }
  }

  /** Waits until the element's text matches `expected` (string: equal; RegExp: test). */
  async expectText(kind, value, expected, { within, timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    let last = '';
    for (;;) {
      const el = await this.browser.execute(deepFind, kind, value, within ?? null);
      last = el ? await this.browser.execute(textOf, el) : '(absent)';
      if (typeof expected === 'string' ? last === expected : expected.test(last)) return last;
      if (Date.now() > deadline)
        throw new Error(`${kind} "${value}" says "${last}", not ${String(expected)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * Runs `work` inside the visible vault frame (found through the shadow roots of the element hosting
   * it), then goes back to the page. WebDriver classic acts in the frame it switched to, with trusted input.
   */
  async inVault(work) {
    const frame = await this.find('css', 'iframe[data-keyhold-vault="visible"]', { timeout: 20_000 });
    await this.browser.execute((f) => f.scrollIntoView({ block: 'center' }), frame);
    await this.browser.switchFrame(await this.browser.$(frame));
    try {
      return await work();
    } finally {
      await this.browser.switchFrame(null);
    }
  }

  /**
   * Clicks a button of the vault frame once it is armed (the frame enables it only after it has been
   * visible for half a second): `find('button')` matches enabled buttons only.
   */
  async clickInVault(name) {
    await this.inVault(async () => {
      const button = await this.find('button', name, { timeout: 20_000 });
      // The pointer moves onto the button and rests before the press: the vault counts only such a click.
      const element = await this.browser.$(button);
      await element.moveTo();
      await new Promise((r) => setTimeout(r, 400));
      await element.click();
    });
  }

  /**
   * Approves the open request in the vault's own window, as a person does in WebKit (no
   * IntersectionObserver v2, so the vault cannot prove its frame visible and asks there): their click on
   * the frame's "Continue in the window" opens it; they read `summary` in it, then click its armed Approve
   * with the pointer rested. Returns to the page; resolves with the window's text.
   */
  async approveInVaultWindow(summary) {
    const home = await this.browser.getWindowHandle();
    const before = new Set(await this.browser.getWindowHandles());
    await this.clickInVault('Continue in the window');
    const deadline = Date.now() + 20_000;
    let handle;
    while (!(handle = (await this.browser.getWindowHandles()).find((h) => !before.has(h)))) {
      if (Date.now() > deadline) throw new Error('the vault window never opened');
      await new Promise((r) => setTimeout(r, 200));
    }
    await this.browser.switchToWindow(handle);
    // The window closes itself once it has answered, possibly before WebDriver acknowledges the click.
    const gone = (err) => {
      if (!/no such window|window was closed|target window/i.test(String(err))) throw err;
    };
    const open = async () => (await this.browser.getWindowHandles()).includes(handle);
    try {
      const text = await this.expectText('css', '#view', summary, { timeout: 20_000 });
      // The window answers and closes on the counted click; a click it did not count (the window was still
      // settling where the window manager placed it) leaves it open, and the person clicks again.
      for (let attempt = 1; ; attempt++) {
        const button = await this.find('button', 'Approve', { timeout: 20_000 });
        const [x, y] = await this.browser.execute((b) => {
          const r = b.getBoundingClientRect();
          return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
        }, button);
        // Onto the button, a rest at that very point, then the press (the vault counts only such a click).
        await this.browser
          .performActions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', origin: 'viewport', x: x - 12, y: y - 6 },
                { type: 'pointerMove', origin: 'viewport', x, y, duration: 100 },
                { type: 'pause', duration: 400 },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ])
          .catch(gone);
        await this.browser.releaseActions().catch(gone);
        const until = Date.now() + 5_000;
        while ((await open()) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
        if (!(await open())) return text;
        if (attempt >= 3) throw new Error('the vault window did not take the Approve click');
      }
    } finally {
      await this.browser.switchToWindow(home);
    }
  }
}
