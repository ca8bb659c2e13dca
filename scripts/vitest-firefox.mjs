// Vitest browser mode in Firefox: @vitest/browser-playwright's provider over WebDriver BiDi, with one
// difference. The provider finds the test's frame for userEvent.keyboard by its name ("vitest-iframe"),
// and Playwright's BiDi client learns a frame's name only later, asynchronously, from the iframe element;
// when that lookup was late or lost, keyboard input failed with "Cannot find vitest-iframe" or focused
// another frame. Here the frame is the one of Vitest's test iframe element, found through the page.
import { playwright, PlaywrightBrowserProvider } from '@vitest/browser-playwright';

class FirefoxProvider extends PlaywrightBrowserProvider {
  getCommandsContext(sessionId) {
    const context = super.getCommandsContext(sessionId);
    const { page } = context;
    // The iframe Vitest appended last is the running test file's.
    context.frame = async () => {
      const element = await page.locator('iframe[data-vitest="true"]').last().elementHandle();
      const frame = await element.contentFrame();
      if (!frame) throw new Error("Vitest's test iframe has no frame.");
      return frame;
    };
    return context;
  }
}

/** The provider for `instances: [{ browser: 'firefox' }]` (options as `playwright()` takes them). */
export function firefox(options) {
  const base = playwright(options);
  return { ...base, providerFactory: (project) => new FirefoxProvider(project, base.options) };
}
