import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  // Node tests run in Vite's SSR environment, which reads ssr.resolve.conditions, not resolve.conditions:
  // without this, @keyhold/* imports resolved to the (possibly stale) built dist/ instead of src/.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'core-node',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.browser.test.ts', 'test/**/*.flows.test.ts'],
  },
});
