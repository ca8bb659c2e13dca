/** The sandbox's options, their defaults and their resolution. */
/** A trusted external OIDC issuer: tokens are verified against its JWKS. */
export interface OidcIssuerConfig {
  issuer: string;
  jwksUri: string;
  /** Accepted `aud` values; when absent, `aud` must equal the one the credential was created with. */
  audiences?: string[];
}

/** The sandbox's options (`SandboxOptions` adds route modules). */
export interface CoreOptions {
  /** Platform API token id for HTTP Basic (default `sandbox-token`). */
  tokenId?: string;
  /** Platform API client secret for HTTP Basic (default `sandbox-secret`). */
  secret?: string;
  /** Session lifetime in seconds (default 900). */
  sessionTtlSeconds?: number;
  /** Return stub (random) session-key bundles instead of real sealed keys (default false). */
  stubSessionKeys?: boolean;
  /** Accepted WebAuthn RP IDs (default `localhost`). */
  rpId?: string | string[];
  /** Accepted WebAuthn origins; `*` matches any port (default `http://localhost:*`). */
  origins?: string[];
  /** Minimum seconds between challenge re-issues per credential (default 30; 0 disables). */
  challengeIntervalSeconds?: number;
  /** Signed-retry window in seconds (default 300). */
  signedRequestTtlSeconds?: number;
  /** EMAIL_OTP code validity in seconds (default 300). */
  otpTtlSeconds?: number;
  /** Quote validity in seconds (default 300). */
  quoteTtlSeconds?: number;
  /** Client id / `aud` of the development OIDC issuer (default `keyhold-sandbox`). */
  oidcAudience?: string;
  /** More issuers whose tokens OAUTH credentials accept. */
  oidcIssuers?: OidcIssuerConfig[];
  /** Public origin (e.g. `http://localhost:8787`); names the OIDC issuer. Default: set by the server. */
  publicOrigin?: string;
  /** Log lines (OTP emails, hints); default: silent. The CLI logs to stdout. */
  log?: (line: string) => void;
  /** Webhook endpoint URL (default none; `PUT /_sandbox/webhook-endpoint` changes it at run time). */
  webhookUrl?: string;
}

export interface ResolvedOptions {
  tokenId: string;
  secret: string;
  sessionTtlSeconds: number;
  stubSessionKeys: boolean;
  rpIds: string[];
  origins: string[];
  challengeIntervalSeconds: number;
  signedRequestTtlSeconds: number;
  otpTtlSeconds: number;
  quoteTtlSeconds: number;
  oidcAudience: string;
  oidcIssuers: OidcIssuerConfig[];
  log: (line: string) => void;
  webhookUrl: string | null;
}

/** The path of the service interface's version (`/2025-10-13`). */
export const BASE_PATH = '/2025-10-13';
/** Test controls (clock, reset, outbox, webhooks) live under this path. */
export const CONTROL_PATH = '/_sandbox';
/** The default platform API token id. */
export const DEFAULT_TOKEN_ID = 'sandbox-token';
/** The default platform API client secret. */
export const DEFAULT_SECRET = 'sandbox-secret';
/** The audience (client id) of the dev OIDC issuer's ID tokens. */
export const DEFAULT_OIDC_AUDIENCE = 'keyhold-sandbox';

export function resolveOptions(options: CoreOptions): ResolvedOptions {
  const rp = options.rpId ?? 'localhost';
  return {
    tokenId: options.tokenId ?? DEFAULT_TOKEN_ID,
    secret: options.secret ?? DEFAULT_SECRET,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 900,
    stubSessionKeys: options.stubSessionKeys ?? false,
    rpIds: Array.isArray(rp) ? rp : [rp],
    origins: options.origins ?? ['http://localhost:*'],
    challengeIntervalSeconds: options.challengeIntervalSeconds ?? 30,
    signedRequestTtlSeconds: options.signedRequestTtlSeconds ?? 300,
    otpTtlSeconds: options.otpTtlSeconds ?? 300,
    quoteTtlSeconds: options.quoteTtlSeconds ?? 300,
    oidcAudience: options.oidcAudience ?? DEFAULT_OIDC_AUDIENCE,
    oidcIssuers: options.oidcIssuers ?? [],
    log: options.log ?? (() => {}),
    webhookUrl: options.webhookUrl ?? null,
  };
}
