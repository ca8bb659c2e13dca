import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { sourceResolution } from '../../vitest.shared.js';
import { browserEngineOptions, fileParallelism } from '../../vitest.browser.js';
import { browserEngine } from '../../scripts/engines.mjs';

/**
 * Chromium (Playwright): grants this page `clipboard-read`, as a person who allowed it would. Firefox and
 * WebKit have no such grant (a read there always asks the person): false.
 */
const grantClipboardRead: BrowserCommand<[]> = async (ctx) => {
  if (browserEngine() !== 'chromium') return false;
  const context = (ctx as unknown as { context?: { grantPermissions(p: string[]): Promise<void> } }).context;
  if (!context) return false;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return true;
};

// The vault frame's own modules in a real browser (the clipboard as the engine gives it).
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'vault-browser',
    include: ['test/**/*.browser.test.ts'],
    fileParallelism,
    testTimeout: 30_000,
    browser: {
      ...browserEngineOptions(),
      commands: { grantClipboardRead },
    },
  },
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    grantClipboardRead(): Promise<boolean>;
  }
}
