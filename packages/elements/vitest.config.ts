import { defineProject } from 'vitest/config';

// Node-side checks of the package (SSR import safety); the components themselves run in vitest.browser.config.ts.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'elements-node',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
