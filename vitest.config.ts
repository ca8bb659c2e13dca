import { defineConfig } from 'vitest/config';

// Every package brings its own project file(s): vitest.config.ts (Node) and, where the code touches
// WebCrypto-in-the-browser, IndexedDB or the DOM, vitest.browser.config.ts (real Chromium).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'apps/*/vitest*.config.ts'],
  },
});
