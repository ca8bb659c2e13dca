// Browser commands that work in every engine Playwright drives (Chromium and Firefox), where the tests
// used Chromium's CDP before. WebKit (WebKitWebDriver) has no equivalent: its tests skip with the reason
// in test-support/engines.ts.
import type { BrowserCommand } from 'vitest/node';
import type { Page } from 'playwright';

/** Emulates `prefers-color-scheme` for the page ('' restores the system's). */
export const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark' | '']> = async (ctx, scheme) => {
  const page = (ctx as { page?: Page }).page;
  if (!page) throw new Error('emulateColorScheme needs a Playwright page (Chromium or Firefox).');
  await page.emulateMedia({ colorScheme: scheme === '' ? null : scheme });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme(scheme: 'light' | 'dark' | ''): Promise<void>;
  }
}
