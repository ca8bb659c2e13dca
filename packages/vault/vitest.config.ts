import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';

// The vault package's Node tests: the build is reproducible, and `keyhold-vault verify` against a real
// served vault (the frame itself is tested in real browsers by packages/core's core-flows project).
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'vault',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The browser tests are the vault-browser project's (vitest.browser.config.ts).
    exclude: ['test/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
