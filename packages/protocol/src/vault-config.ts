/**
 * `@keyhold/protocol/vault-config`: the vault's own configuration file, which the vault frame
 * (`@keyhold/vault`) reads from its origin, the core's frame mode diagnoses and `@keyhold/server/vault`
 * writes. Re-exported by `@keyhold/core/vault-protocol` for the page side.
 * @packageDocumentation
 */

/** The vault's own configuration, served from its origin as `vault-config.json`; never taken from a page. */
export interface VaultConfig {
  keyholdVault: 1;
  /** Exact origins allowed to embed the frame (also its `frame-ancestors`). */
  parentOrigins: string[];
  /** Enclave keys trusted to sign export envelopes (compressed or uncompressed hex). */
  trustedSigners: string[];
  /** Expected `organizationId` in export envelopes, when known. */
  organizationId?: string | undefined;
  /**
   * Frame mode's sign-in: the integrator backend's wallet handler URL (absolute, e.g.
   * `https://app.example.com/api/wallet`), which the frame calls itself to open sessions. Absent: the
   * frame offers no sign-in view.
   */
  backendUrl?: string | undefined;
  /**
   * Frame mode's OAuth sign-in: the OpenID Connect provider the frame's sign-in view offers. The popup is
   * opened by the click in the frame and returns the ID token to the vault's origin (`web_message`), never
   * to the page. Needs `backendUrl`.
   */
  oauth?: VaultOAuthProvider | undefined;
  /** Sandbox: unsigned export envelopes are accepted (the Keyhold sandbox signs none when asked not to). */
  sandbox: boolean;
  /** Every approval but a sign-out in a top-level window of the vault's origin, in every engine. */
  approveInWindow?: boolean | undefined;
  /**
   * Tests of the in-frame gate only: approvals stay in the frame even where the engine cannot prove the
   * frame visible (no IntersectionObserver v2: Firefox, WebKit), which otherwise approves in the vault's
   * window. `createVaultHandler` never writes it; only a test vault's configuration does.
   */
  approveInFrame?: boolean | undefined;
}

/** An OpenID Connect provider of the vault's configuration (its `client_id` is the token audience). */
export interface VaultOAuthProvider {
  /** e.g. `https://accounts.example/authorize`, or the sandbox's `{origin}/oidc/authorize`. */
  authorizationEndpoint: string;
  clientId: string;
  /** The provider's name on the button ("Continue with …"); default: its host name. */
  name?: string | undefined;
  /** `openid email` by default. */
  scope?: string | undefined;
}

/** The name the vault's configuration is served under, beside its document. */
export const VAULT_CONFIG_FILE = 'vault-config.json';

/** Checks a configuration read from the vault's origin. */
export function isVaultConfig(data: unknown): data is VaultConfig {
  if (typeof data !== 'object' || data === null) return false;
  const config = data as Record<string, unknown>;
  return (
    config['keyholdVault'] === 1 &&
    Array.isArray(config['parentOrigins']) &&
    config['parentOrigins'].every((o) => typeof o === 'string') &&
    Array.isArray(config['trustedSigners']) &&
    config['trustedSigners'].every((o) => typeof o === 'string') &&
    typeof config['sandbox'] === 'boolean' &&
    (config['approveInWindow'] === undefined || typeof config['approveInWindow'] === 'boolean') &&
    (config['approveInFrame'] === undefined || typeof config['approveInFrame'] === 'boolean') &&
    (config['backendUrl'] === undefined || isHttpUrl(config['backendUrl'])) &&
    (config['oauth'] === undefined || isOAuthProvider(config['oauth']))
  );
}

function isOAuthProvider(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    isHttpUrl(p['authorizationEndpoint']) &&
    typeof p['clientId'] === 'string' &&
    p['clientId'] !== '' &&
    (p['name'] === undefined || typeof p['name'] === 'string') &&
    (p['scope'] === undefined || typeof p['scope'] === 'string')
  );
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
