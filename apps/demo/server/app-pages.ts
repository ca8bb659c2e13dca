// The demo app's pages, served by Vite in middleware mode from apps/demo (its vite.config.ts). Imported
// statically: the backend runs in Vite's module runner (start.mjs), which is closed once it has started,
// so a lazy `import()` would fail later.
import { fileURLToPath } from 'node:url';
import { createServer as createVite, type ViteDevServer } from 'vite';

export async function appPages(): Promise<ViteDevServer> {
  return createVite({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    // No HMR and no WebSocket server (it would take a fixed port and need a CSP exception).
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'spa',
    logLevel: 'warn',
  });
}
