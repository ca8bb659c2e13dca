// Vitest browser mode in WebKitGTK: @vitest/browser-webdriverio's provider (its userEvent, locators and
// commands over W3C WebDriver classic) pointed at a WebKitWebDriver that this provider starts on a free
// port with its own Xvfb display, asking for MiniBrowser. Nothing is downloaded. The provider keeps the
// name `webdriverio`, which Vitest's client reads to pick its WebDriver code paths.
import { webdriverio, WebdriverBrowserProvider } from '@vitest/browser-webdriverio';
import { startWebKitDriver } from './engines.mjs';

class WebKitProvider extends WebdriverBrowserProvider {
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
