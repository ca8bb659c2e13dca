// Vitest browser mode in WebKitGTK: @vitest/browser-webdriverio's provider (its userEvent, locators and
// commands over W3C WebDriver classic) pointed at a WebKitWebDriver that this provider starts on a free
// port with its own Xvfb display, asking for MiniBrowser. Nothing is downloaded. The provider keeps the
// name `webdriverio`, which Vitest's client reads to pick its WebDriver code paths.
import { webdriverio, WebdriverBrowserProvider } from '@vitest/browser-webdriverio';
import { startWebKitDriver } from './engines.mjs';

/**
 * userEvent.click as a pointer action at the element's centre. WebKitWebDriver's Element Click hit-tests
 * the point and finds the shadow host, not the element inside its shadow root, so every click into a
 * component's shadow DOM failed as "element click intercepted"; a person's click lands there.
 */
async function pointerClick(context, selector) {
  const { browser } = context;
  await browser
    .action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ origin: browser.$(selector) })
    .down()
    .up()
    .perform();
}

/**
 * userEvent.clear as a person does it: select the field's text and delete it with the keyboard, so the
 * field fires its input event (WebDriver's Element Clear does not fire one in WebKit).
 */
async function keyboardClear(context, selector) {
  const { browser } = context;
  const element = await browser.$(selector);
  await browser.execute((el) => {
    el.focus();
    el.select();
  }, element);
  await browser.action('key').down('\uE003').up('\uE003').perform();
}

/**
 * Waits until the page has handled the input just sent: WebKitWebDriver answers an action once the input
 * is sent to the page, before its events (click, keydown, input) have run there, so a test that read the
 * page at once could see it before the click. A script runs after the input queued before it.
 */
async function inputHandled(context) {
  await context.browser.execute(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** `command`, then waits until the page has handled its input. */
const handled =
  (command) =>
  async (context, ...args) => {
    const result = await command(context, ...args);
    await inputHandled(context);
    return result;
  };

class WebKitProvider extends WebdriverBrowserProvider {
  constructor(project, options) {
    super(project, options);
    const { commands } = project.browser;
    const type = commands.__vitest_type;
    project.browser.registerCommand('__vitest_click', handled(pointerClick));
    project.browser.registerCommand('__vitest_clear', handled(keyboardClear));
    // userEvent.type clicks the field first (unless it has focus): the same pointer click.
    project.browser.registerCommand(
      '__vitest_type',
      handled(async (context, selector, text, options = {}) => {
        if (!options.skipClick && !(await context.browser.$(selector).isFocused())) {
          await pointerClick(context, selector);
        }
        return type(context, selector, text, { ...options, skipClick: true });
      }),
    );
    for (const name of ['__vitest_keyboard', '__vitest_tab', '__vitest_fill']) {
      if (commands[name]) project.browser.registerCommand(name, handled(commands[name]));
    }
  }

  getSupportedBrowsers() {
    return ['webkit'];
  }

  /** @type {Awaited<ReturnType<typeof startWebKitDriver>> | undefined} */
  driver;

  async openBrowser() {
    if (!this.browser && !this.driver) {
      this.driver = await startWebKitDriver();
      this.options = { ...this.options, hostname: this.driver.hostname, port: this.driver.port };
    }
    return super.openBrowser();
  }

  buildCapabilities() {
    return { ...this.driver?.capabilities };
  }

  async close() {
    try {
      await super.close();
    } finally {
      this.driver?.stop();
      this.driver = undefined;
    }
  }
}

/** The provider for `instances: [{ browser: 'webkit' }]`. */
export function webkit() {
  const base = webdriverio();
  return {
    ...base,
    supportedBrowser: ['webkit'],
    providerFactory: (project) => new WebKitProvider(project, base.options),
  };
}
