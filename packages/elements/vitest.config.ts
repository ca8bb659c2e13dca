import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';

// Node-side checks of the package (SSR import safety); the components themselves run in vitest.browser.config.ts.
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'elements-node',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
