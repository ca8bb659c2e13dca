import { defineProject, mergeConfig } from 'vitest/config';
import { react19Project } from './vitest.browser.config.js';

// The same @keyhold/react suite under React 18.3: every `react` and `react-dom` import (the tests', the
// package's and react-dom's own) goes to the React 18.3.1 install (`react-18`, `react-dom-18`).
export default defineProject(
  mergeConfig(react19Project, {
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'react-18' },
        { find: /^react\/(.*)$/, replacement: 'react-18/$1' },
        { find: /^react-dom$/, replacement: 'react-dom-18' },
        { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
      ],
    },
    optimizeDeps: {
      include: [
        'react-18',
        'react-18/jsx-runtime',
        'react-18/jsx-dev-runtime',
        'react-dom-18',
        'react-dom-18/client',
      ],
    },
    test: { name: 'react18-browser', provide: { reactVersion: '18.3.1' } },
  }),
);
