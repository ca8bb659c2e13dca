import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';
import { CORE_BROWSER_DEPS, browserEngineOptions, fileParallelism } from '../../vitest.browser.js';
import { readOtpCode, startWalletBackend, stopWalletBackend } from '../elements/test/wallet-backend.js';

// @keyhold/react in real Chromium with React 19 under StrictMode, against the real wallet handler and
// sandbox (the elements package's browser commands start them as HTTP servers on ephemeral ports).
declare module 'vitest' {
  interface ProvidedContext {
    /** The React release the project runs the suite on (react-browser: 19, react18-browser: 18.3). */
    reactVersion: string;
  }
}

/** The project, for vitest.browser-react18.config.ts to run the same suite on React 18.3. */
export const react19Project = {
  ...sourceResolution,
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'react-dom/client',
      '@lit/react',
      '@keyhold/elements > lit',
      '@keyhold/elements > lit/directives/live.js',
      ...CORE_BROWSER_DEPS,
    ],
  },
  test: {
    name: 'react-browser',
    provide: { reactVersion: '19.3.1' },
    include: ['src/**/*.test.tsx'],
    fileParallelism,
    browser: {
      ...browserEngineOptions(),
      commands: { startWalletBackend, readOtpCode, stopWalletBackend },
    },
  },
} satisfies TestProjectInlineConfiguration;

export default defineProject(react19Project);
