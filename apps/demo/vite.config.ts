import { defineConfig } from 'vite';

// The app imports the workspace packages from source (the `source` export condition), so a change in
// packages/* shows up without a build. The backend serves this through Vite's middleware mode.
export default defineConfig({
  resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
  build: { target: 'es2022' },
});
