import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './csp.mjs';

// In development the page (Vite, :5173) calls /api on the backend (:3000) through this proxy.
// Keep the browser's Host header (no `changeOrigin: true`): the wallet handler compares the request's
// Origin with its Host to refuse cross-site calls (403 CSRF_REJECTED). If your setup must rewrite Host,
// list the page's origin in createWalletHandler({ origins: ['http://localhost:5173'] }) instead.
// The page's CSP is the one the backend sends in production; VAULT_ORIGIN (set by npm run dev) lets it
// frame the vault.
export default defineConfig({
  server: {
    headers: { 'content-security-policy': contentSecurityPolicy(process.env.VAULT_ORIGIN) },
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}` },
    },
  },
});
