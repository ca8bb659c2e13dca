import { defaultServerConditions } from 'vite';

/**
 * How every Vitest project resolves `@keyhold/*`: from `src/` through the packages' `source` export
 * condition, so tests never run against a stale `dist/`. Node projects run in Vite's SSR environment,
 * which reads `ssr.resolve.conditions`, not `resolve.conditions`, hence both.
 */
export const sourceResolution = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
