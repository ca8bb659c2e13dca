// The dev OIDC issuer's popup driven through WebDriver classic (WebKit via @vitest/browser-webdriverio):
// switch to the popup's window, act there as a person does (WebDriver's element click is trusted input),
// then go back to the test's window and Vitest's test iframe.

/** Waits (up to 15 s) until `check` holds. */
async function poll(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = Record<typeof ELEMENT, string>;

/** The WebDriver classic commands used here (webdriverio's Browser has them all). */
interface WebDriverWindows {
  getWindowHandle(): Promise<string>;
  getWindowHandles(): Promise<string[]>;
  switchToWindow(handle: string): Promise<unknown>;
  closeWindow(): Promise<unknown>;
  getUrl(): Promise<string>;
  findElement(using: string, value: string): Promise<ElementRef | { error: string }>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
}

const SUBMIT = 'button[type=submit], input[type=submit], form button';

interface Provider {
  isIframeSwitched(): boolean;
  switchToTestFrame(): Promise<void>;
}

/** Runs `work` in the popup whose address contains `part`, then goes back where Vitest was. */
async function inPopup<T>(
  browserAny: unknown,
  provider: Provider,
  part: string,
  work: (browser: WebDriverWindows) => Promise<T>,
): Promise<T> {
  const browser = browserAny as WebDriverWindows;
  const back = provider.isIframeSwitched();
  const main = await browser.getWindowHandle();
  let popup = '';
  await poll('popup never opened', async () => {
    popup = (await browser.getWindowHandles()).find((h) => h !== main) ?? '';
    return popup !== '';
  });
  try {
    await browser.switchToWindow(popup);
    await poll(`popup never reached ${part}`, async () => (await browser.getUrl()).includes(part));
    return await work(browser);
  } finally {
    await browser.switchToWindow(main);
    if (back) await provider.switchToTestFrame();
  }
}

/** Submits the issuer's sign-in page in the popup (its email set first when given). */
export function completeOidcPopupWebDriver(
  browser: unknown,
  provider: Provider,
  email: string | undefined,
): Promise<boolean> {
  return inPopup(browser, provider, '/oidc/authorize', async (b) => {
    if (email !== undefined) {
      await b.executeScript(
        `const input = document.querySelector('input[type=email], input[name=email], input[name=login_hint]');
         if (input && input.value !== arguments[0]) input.value = arguments[0];`,
        [email],
      );
    }
    await poll('no submit button in the OIDC popup', async () => {
      const button = await b.findElement('css selector', SUBMIT);
      return ELEMENT in button;
    });
    // The popup posts its answer and closes itself: WebKitWebDriver's element click then waits for a
    // window that is gone and never answers, so the page's own click submits it, after this script returns.
    await b.executeScript(`setTimeout(() => document.querySelector(arguments[0]).click(), 0);`, [SUBMIT]);
    const popup = await b.getWindowHandle();
    await poll('the OIDC popup never closed', async () => !(await b.getWindowHandles()).includes(popup));
    return true;
  });
}

/** Closes the issuer's popup without signing in. */
export function closeOidcPopupWebDriver(browser: unknown, provider: Provider): Promise<boolean> {
  return inPopup(browser, provider, '/oidc/authorize', async (b) => {
    await b.closeWindow();
    return true;
  });
}
