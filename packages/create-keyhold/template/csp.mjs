// The page's Content-Security-Policy, sent by Vite in development (vite.config.js) and by the backend in
// production (server.mjs): scripts, styles and requests from the app's own origin only, nothing inline.
// In frame mode the vault's origin is added to `frame-src` (the wallet's frames) and `connect-src` (the
// wallet reads the vault's public configuration only to say why a frame failed to load).

/** @param {string | null | undefined} vaultOrigin the vault's origin, or nothing in page mode */
export function contentSecurityPolicy(vaultOrigin) {
  const vault = vaultOrigin ? ` ${vaultOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${vault}`,
    `frame-src${vault || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
