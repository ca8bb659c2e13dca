/** Option defaults and their resolution; the option types live in `contracts.ts`. */
import type { ResolvedOptions, SandboxOptions } from './contracts.js';

export type { OidcIssuerConfig, ResolvedOptions, SandboxOptions } from './contracts.js';

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

export function resolveOptions(options: SandboxOptions): ResolvedOptions {
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
