/**
 * `@keyhold/server/vault`: serves the built vault document of `@keyhold/vault` from its own origin, with
 * the headers it relies on: a strict CSP (no inline script or style, nothing fetched but its own files)
 * whose `frame-ancestors` lists exactly the parent origins, `Integrity-Policy`, `X-Content-Type-Options`,
 * `Referrer-Policy`, and its configuration (`vault-config.json`: parents, trusted enclave keys, sandbox)
 * from the same origin. It serves exactly the files of the build's `vault-manifest.json` at their exact
 * paths, every other path 404. Node only (reads the files from disk).
 * @packageDocumentation
 */
import { VAULT_CONFIG_FILE, type VaultConfig, type VaultOAuthProvider } from '@keyhold/protocol/vault-config';
export type { VaultOAuthProvider };
import { requestTarget } from './request-target.js';
import { readVaultFiles } from './vault-files.js';

/** Where the built vault document is and who may embed it, for {@link createVaultHandler}. */
export interface VaultHandlerOptions {
  /**
   * The built vault document's folder: `vaultRoot` of `@keyhold/vault`. Only the files its
   * `vault-manifest.json` names are served, read once when the handler is made (it throws when a file is
   * missing or differs from the manifest).
   */
  root: string;
  /**
   * Exact origins allowed to embed the vault (your app, e.g. `https://app.example.com`). They become the
   * CSP `frame-ancestors` and the only origins the frame answers.
   */
  parentOrigins: string[];
  /** Enclave keys trusted to sign export envelopes (required outside the sandbox). */
  trustedSigners?: string[];
  /** Expected `organizationId` in export envelopes, when known. */
  organizationId?: string;
  /**
   * Frame mode's sign-in: your wallet handler's absolute URL (e.g. `https://app.example.com/api/wallet`,
   * same site as the vault so the app's cookies go with the frame's calls). The frame calls it itself to
   * open sessions; its origin joins the CSP `connect-src`. Set the handler's `vaultOrigin` to this
   * vault's origin.
   */
  backendUrl?: string;
  /**
   * Frame mode's OAuth sign-in: the OpenID Connect provider the frame's sign-in view offers (needs
   * `backendUrl`). The popup opens from the click in the frame and its ID token returns to the vault's
   * origin (`response_mode=web_message`, `redirect_uri` = the vault document's URL): register that
   * redirect URI with the provider.
   */
  oauth?: VaultOAuthProvider;
  /** Sandbox: the frame also opens unsigned export envelopes. Never in production. */
  sandbox?: boolean;
  /**
   * Approvals (all but a sign-out) in a small top-level window of the vault's origin, opened by the
   * person's click in the frame, in every engine: nothing of the page can crop, cover or move it.
   */
  approveInWindow?: boolean;
}

/**
 * Sent with each vault document: the browser refuses any script the document loads without SRI, so a
 * script slipped into the document (markup injected on the way, a changed file) does not run. Enforced
 * for scripts by Chromium 138+, Firefox 145+ and current WebKit; styles are not listed, since Chromium
 * does not accept that destination (each stylesheet still carries `integrity`, which every engine checks).
 */
export const VAULT_INTEGRITY_POLICY = 'blocked-destinations=(script)';

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** The CSP of the vault document: only its own script, styles and configuration; embedded by `parents` only. */
export function vaultContentSecurityPolicy(parentOrigins: string[], backendUrl?: string): string {
  const ancestors = parentOrigins.length ? parentOrigins.join(' ') : "'none'";
  const backend = backendUrl === undefined ? '' : ` ${new URL(backendUrl).origin}`;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self'${backend}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/**
 * A fetch-standard handler serving the vault at the root of its origin (mount it on its own host or port).
 *
 * @example
 * // root: `vaultRoot` of the @keyhold/vault package (its built document's folder)
 * const vault = createVaultHandler({ root: vaultRoot, parentOrigins: ['https://app.example.com'],
 *   trustedSigners: [ENCLAVE_KEY] })
 * createServer(toNodeHandler(vault)).listen(8443)
 */
export function createVaultHandler(options: VaultHandlerOptions): (request: Request) => Promise<Response> {
  for (const origin of options.parentOrigins) {
    if (!ORIGIN.test(origin)) throw new TypeError(`Not an origin: ${origin} (scheme://host[:port], no path)`);
  }
  if (options.backendUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(options.backendUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !ORIGIN.test(url.origin)) {
      throw new TypeError(`Not an absolute http(s) URL: ${options.backendUrl} (the wallet handler's URL)`);
    }
  }
  if (options.oauth !== undefined) {
    if (options.backendUrl === undefined)
      throw new TypeError('The vault’s `oauth` sign-in needs `backendUrl` (the wallet handler’s URL).');
    let endpoint: URL | undefined;
    try {
      endpoint = new URL(options.oauth.authorizationEndpoint);
    } catch {
      endpoint = undefined;
    }
    if (!endpoint || !/^https?:$/.test(endpoint.protocol) || !options.oauth.clientId) {
      throw new TypeError(
        `The vault's oauth needs an absolute http(s) authorizationEndpoint and a clientId (got ${String(options.oauth.authorizationEndpoint)}).`,
      );
    }
  }
  const config: VaultConfig = {
    keyholdVault: 1,
    parentOrigins: [...options.parentOrigins],
    trustedSigners: [...(options.trustedSigners ?? [])],
    sandbox: options.sandbox === true,
    ...(options.approveInWindow === true ? { approveInWindow: true } : {}),
    ...(options.organizationId !== undefined ? { organizationId: options.organizationId } : {}),
    ...(options.backendUrl !== undefined ? { backendUrl: options.backendUrl } : {}),
    ...(options.oauth !== undefined ? { oauth: { ...options.oauth } } : {}),
  };
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-site',
  };
  const files = readVaultFiles(options.root);
  const documentHeaders = {
    'Content-Security-Policy': vaultContentSecurityPolicy(options.parentOrigins, options.backendUrl),
    'Integrity-Policy': VAULT_INTEGRITY_POLICY,
    'Cache-Control': 'no-store',
  };
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { ...common, Allow: 'GET, HEAD' } });
    }
    // The path as sent (the URL's is normalised: `/./index.html` would read as `/index.html`).
    const [path = ''] = (requestTarget.get(request) ?? url.pathname).split('?');
    if (path === `/${VAULT_CONFIG_FILE}`) {
      // Public (keys here are public keys): the core reads it from the app origin only to name a failure.
      return new Response(JSON.stringify(config), {
        headers: {
          ...common,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
      });
    }
    const file = files.get(path === '/' ? '/index.html' : path);
    if (!file) return new Response('Not found', { status: 404, headers: common });
    return new Response(request.method === 'HEAD' ? null : file.body, {
      headers: {
        ...common,
        'Content-Type': file.contentType,
        ...(file.document ? documentHeaders : { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      },
    });
  };
}
