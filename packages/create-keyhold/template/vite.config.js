import { defineConfig } from 'vite';

// In development the page (Vite, :5173) calls /api on the backend (:3000) through this proxy.
// Keep the browser's Host header (no `changeOrigin: true`): the wallet handler compares the request's
// Origin with its Host to refuse cross-site calls (403 CSRF_REJECTED). If your setup must rewrite Host,
// list the page's origin in createWalletHandler({ origins: ['http://localhost:5173'] }) instead.
export default defineConfig({
  server: {
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}` },
    },
  },
});
