#!/usr/bin/env node
/**
 * keyhold-sandbox: serves the sandbox on localhost. The first stdout line is exactly
 * `keyhold-sandbox listening on http://localhost:<port>/2025-10-13`.
 */
import { parseArgs } from 'node:util';
import type { OidcIssuerConfig } from './options.js';
import { startSandboxServer } from './server.js';

const usage = `Usage: keyhold-sandbox [options]

  --port <n>                 port to listen on (default 8787; 0 = ephemeral)
  --host <h>                 host to bind (default: 127.0.0.1 and ::1)
  --state <file.json>        persist the state to this file and a journal beside it (every
                             acknowledged write is on disk first) and reload it at start
  --compact-after <bytes>    journal size that starts a background compaction (default: the
                             larger of 4 MiB and the state file)
  --session-ttl <seconds>    session lifetime (default 900)
  --stub-session-keys        return stub session-key bundles instead of real sealed keys
  --token-id <id>            platform API token id (default sandbox-token)
  --secret <secret>          platform API client secret (default sandbox-secret)
  --rp-id <id>               accepted WebAuthn RP ID, repeatable (default localhost)
  --origin <origin>          accepted WebAuthn origin, repeatable; * = any port (default http://localhost:*)
  --challenge-interval <s>   minimum seconds between challenge re-issues (default 30; 0 = off)
  --oidc-audience <aud>      client id of the development OIDC issuer (default keyhold-sandbox)
  --oidc-issuer <iss>=<jwks> also accept ID tokens of this issuer, verified with this JWKS URL; repeatable
  --webhook-url <url>        POST signed webhooks to this URL (PUT /_sandbox/webhook-endpoint changes it)
  --quiet                    print only the first line and errors
  -h, --help                 show this help`;

function fail(message: string): never {
  console.error(`keyhold-sandbox: ${message}\n\n${usage}`);
  process.exit(2);
}

function int(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) fail(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      state: { type: 'string' },
      'compact-after': { type: 'string' },
      'session-ttl': { type: 'string' },
      'stub-session-keys': { type: 'boolean' },
      'token-id': { type: 'string' },
      secret: { type: 'string' },
      'rp-id': { type: 'string', multiple: true },
      origin: { type: 'string', multiple: true },
      'challenge-interval': { type: 'string' },
      'oidc-audience': { type: 'string' },
      'oidc-issuer': { type: 'string', multiple: true },
      'webhook-url': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
} catch (err) {
  fail((err as Error).message);
}
const v = parsed.values;
if (v.help) {
  console.info(usage);
  process.exit(0);
}

const oidcIssuers: OidcIssuerConfig[] = (v['oidc-issuer'] ?? []).map((entry) => {
  const at = entry.indexOf('=');
  if (at <= 0) fail('--oidc-issuer must look like https://issuer.example=https://issuer.example/jwks');
  return { issuer: entry.slice(0, at), jwksUri: entry.slice(at + 1) };
});

if (v['webhook-url'] !== undefined && !/^https?:\/\/[^\s]+$/.test(v['webhook-url']))
  fail('--webhook-url must be an http(s) URL');

const quiet = v.quiet === true;
const port = int('port', v.port, 0, 65535) ?? 8787;
const sessionTtlSeconds = int('session-ttl', v['session-ttl'], 1, 86400 * 30);
const challengeIntervalSeconds = int('challenge-interval', v['challenge-interval'], 0, 86400);
const compactAfterBytes = int('compact-after', v['compact-after'], 1024, 2 ** 40);
if (compactAfterBytes !== undefined && v.state === undefined) fail('--compact-after needs --state');

// Not a top-level await: the bundler keeps what the `--state` store shares with the CLI inside
// dist/cli.js only when no module awaits at its top level (see scripts/bundle-cli.mjs).
async function main(): Promise<void> {
  const server = await startSandboxServer({
    port,
    ...(v.host !== undefined ? { host: v.host } : {}),
    ...(v.state !== undefined ? { statePath: v.state } : {}),
    ...(compactAfterBytes !== undefined ? { compactAfterBytes } : {}),
    ...(sessionTtlSeconds !== undefined ? { sessionTtlSeconds } : {}),
    ...(challengeIntervalSeconds !== undefined ? { challengeIntervalSeconds } : {}),
    ...(v['stub-session-keys'] ? { stubSessionKeys: true } : {}),
    ...(v['token-id'] !== undefined ? { tokenId: v['token-id'] } : {}),
    ...(v.secret !== undefined ? { secret: v.secret } : {}),
    ...(v['rp-id'] !== undefined ? { rpId: v['rp-id'] } : {}),
    ...(v.origin !== undefined ? { origins: v.origin } : {}),
    ...(v['oidc-audience'] !== undefined ? { oidcAudience: v['oidc-audience'] } : {}),
    oidcIssuers,
    ...(v['webhook-url'] !== undefined ? { webhookUrl: v['webhook-url'] } : {}),
    log: quiet ? () => {} : (line: string) => console.info(line),
  }).catch((err: unknown) => fail(`could not start: ${(err as Error).message}`));

  const tokenId = v['token-id'] ?? 'sandbox-token';
  const secret = v.secret ?? 'sandbox-secret';
  console.info(`keyhold-sandbox listening on ${server.baseUrl}`);
  if (!quiet) {
    console.info(`Basic credentials: ${tokenId}:${secret}`);
    console.info(`  curl -u ${tokenId}:${secret} ${server.baseUrl}/customers`);
    console.info(
      `Test controls: ${server.origin}/_sandbox (clock, clock/advance, reset, outbox, enclave-key)`,
    );
    console.info(`Webhooks: ${server.origin}/_sandbox/webhooks (log), /_sandbox/webhook-key (public key)`);
    console.info(`Development OIDC issuer: ${server.origin}/oidc`);
    if (v.state !== undefined) console.info(`State file: ${v.state}`);
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
