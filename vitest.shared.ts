import { defaultServerConditions } from 'vite';

/**
 * How every Vitest project resolves `@keyhold/*`: from `src/` through the packages' `source` export
 * condition, so tests never run against a stale `dist/`. Node projects run in Vite's SSR environment,
 * which reads `ssr.resolve.conditions`, not `resolve.conditions`, hence both.
 *
 * Vite's cache (its pre-bundled dependencies) is one folder per engine: `npm test` runs Vitest in the
 * three engines side by side, and Vitest names a project's cache after the project's name alone, which
 * is the same in every engine; two runs re-bundling into one folder would reload each other's pages.
 */
export const sourceResolution = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  cacheDir: `node_modules/.vite/${process.env.KEYHOLD_BROWSER || 'chromium'}`,
};
