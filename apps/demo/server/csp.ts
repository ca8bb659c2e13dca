// The page's Content-Security-Policy: scripts and styles only from this origin (Lit uses constructable
// stylesheets), no inline code, no eval; the OIDC popup is a navigation, not a fetch. Frame mode adds the
// vault's origin to `frame-src` (its frames) and `connect-src` (the core reads the vault's public
// configuration only to name why a frame failed to load).

export function cspFor(vaultUrl: string | undefined): string {
  const vault = vaultUrl ? ` ${new URL(vaultUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${vault}`,
    ...(vault ? [`frame-src${vault}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
