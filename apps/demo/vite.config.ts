import { defineConfig, type Plugin } from 'vite';

/**
 * The demo serves no HMR: drop Vite's dev client from the page, so nothing opens a WebSocket (which a
 * strict `connect-src 'self'` would block anyway) and the page in development is the page in production.
 */
function withoutDevClient(): Plugin {
  return {
    name: 'keyhold-demo:no-dev-client',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" src="[^"]*\/@vite\/client"><\/script>\s*/, ''),
    },
  };
}

// The app imports the workspace packages from source (the `source` export condition), so a change in
// packages/* shows up without a build. The backend serves this through Vite's middleware mode.
export default defineConfig({
  plugins: [withoutDevClient()],
  resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
  build: { target: 'es2022' },
});
