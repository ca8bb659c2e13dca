/**
 * The sandbox application: options, state, clock, router, the request lock, timers, and the fetch
 * handler that turns every thrown `ServiceError` into the wire-formats §9 error body.
 */
import { generateKeyPairSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { Clock, type TimerHandler, type TimerRecord } from './clock.js';
import { ServiceError, Reasons, invalidInput } from './errors.js';
import type {
  RequestContext,
  ResolvedOptions,
  SandboxHost,
  SandboxModule,
  SandboxOptions,
} from './contracts.js';
import { resolveOptions } from './options.js';
import { Router, json } from './router.js';
import { claimRequestId } from './signed-retry.js';
import { SandboxState, type SandboxMeta } from './state.js';
import type { OutboxMessage } from './model.js';

export type { SandboxModule };

export function newMeta(): SandboxMeta {
  const enclave = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const oidc = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  return {
    enclavePrivateKey: Buffer.from(enclave.d ?? '', 'base64url').toString('hex'),
    oidcPrivateJwk: { ...oidc },
    oidcKeyId: `sandbox-${randomUUID().slice(0, 8)}`,
    organizationId: randomUUID(),
  };
}

class SandboxAppImpl implements SandboxHost {
  readonly options: ResolvedOptions;
  readonly state: SandboxState;
  readonly clock: Clock;
  readonly router = new Router();
  private readonly timerKinds = new Map<string, TimerHandler>();
  private queue: Promise<unknown> = Promise.resolve();
  private explicitOrigin: string | undefined;
  private seenOrigin: string | undefined;
  /** Called after every request that may have changed state (persistence hooks in). */
  onChange: (() => void) | undefined;
  /** Set by persistence: resolves once every committed change is on disk; responses wait for it. */
  whenDurable: (() => Promise<void>) | undefined;
  /** Per-app memo for lazily built things (imported keys, JWKS sets). */
  readonly cache = new Map<string, unknown>();

  constructor(options: SandboxOptions = {}) {
    this.options = resolveOptions(options);
    this.state = new SandboxState(newMeta());
    this.clock = new Clock();
    this.clock.hooks = { runDue: () => this.locked(() => this.runDueTimers()) };
    this.explicitOrigin = options.publicOrigin?.replace(/\/+$/, '');
  }

  /** The public origin (`http://localhost:<port>`): names the OIDC issuer. */
  get origin(): string {
    return this.explicitOrigin ?? this.seenOrigin ?? 'http://localhost';
  }

  setOrigin(origin: string): void {
    this.explicitOrigin = origin.replace(/\/+$/, '');
  }

  now(): Date {
    return this.clock.now();
  }

  nowIso(): string {
    return this.clock.now().toISOString();
  }

  /** `<Prefix>:<uuid>` */
  newId(prefix: string): string {
    return `${prefix}:${randomUUID()}`;
  }

  log(line: string): void {
    this.options.log(line);
  }

  /** Records an email in the outbox (and the log). */
  sendEmail(to: string, subject: string, code: string, text: string): OutboxMessage {
    const message: OutboxMessage = {
      id: this.newId('Email'),
      to,
      subject,
      code,
      text,
      sentAt: this.nowIso(),
    };
    this.state.outbox.set(message);
    this.log(`[outbox] to ${to}: ${subject}: ${code}`);
    return message;
  }

  // ---- timers -------------------------------------------------------------------------------

  /** Registers what a timer kind does when it fires (modules call this once). */
  onTimer(kind: string, handler: TimerHandler): void {
    this.timerKinds.set(kind, handler);
  }

  /** Schedules a timer `delaySeconds` from now on the sandbox clock. */
  schedule(kind: string, delaySeconds: number, data: unknown): TimerRecord {
    const timer: TimerRecord = {
      id: this.newId('Timer'),
      kind,
      at: this.clock.nowMs() + delaySeconds * 1000,
      data,
    };
    this.state.timers.set(timer);
    this.armTimers();
    return timer;
  }

  cancelTimer(id: string): void {
    this.state.timers.delete(id);
    this.armTimers();
  }

  armTimers(): void {
    let next: number | undefined;
    for (const t of this.state.timers.values()) if (next === undefined || t.at < next) next = t.at;
    this.clock.arm(next);
  }

  /** Fires due timers; call only while holding the lock (inside a handler). */
  async runDueTimers(): Promise<void> {
    for (;;) {
      const now = this.clock.nowMs();
      const due = this.state.timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.state.timers.delete(due.id);
      const handler = this.timerKinds.get(due.kind);
      try {
        await handler?.(due.data, due);
      } catch (err) {
        console.error(`keyhold-sandbox: timer ${due.kind} failed`, err);
      }
    }
    this.armTimers();
    this.onChange?.();
  }

  // ---- requests -----------------------------------------------------------------------------

  /** Runs `fn` alone: requests and timers never interleave, so handlers may await freely. */
  locked<T>(fn: () => Promise<T>, mode: 'read' | 'write' = 'write'): Promise<T> {
    const pinned = () => this.clock.pinned(() => this.state.run(fn, mode));
    const run = this.queue.then(pinned, pinned);
    this.queue = run.catch(() => undefined);
    return run;
  }

  checkBasicAuth(request: Request): void {
    const header = request.headers.get('authorization') ?? '';
    // Bounded before it is matched or decoded: longer than any token id and secret could need.
    const match =
      header.length <= MAX_AUTHORIZATION_LENGTH ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
    const expected = Buffer.from(`${this.options.tokenId}:${this.options.secret}`, 'utf8');
    const given = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok) {
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'Missing or invalid platform API credentials (HTTP Basic).',
        {
          reason: Reasons.invalidApiCredentials,
          headers: { 'WWW-Authenticate': 'Basic realm="keyhold-sandbox", charset="UTF-8"' },
        },
      );
    }
  }

  /** The fetch-standard handler. */
  handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    this.seenOrigin ??= url.origin;
    const method = request.method.toUpperCase();
    try {
      const found = this.router.match(method, url.pathname);
      if (!found) throw new ServiceError(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}.`);
      if ('allowed' in found) {
        throw new ServiceError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${url.pathname}.`, {
          headers: { Allow: found.allowed.join(', ') },
        });
      }
      const { route, params } = found;
      const ctx = this.context(request, url, method, params);
      const auth = route.options.auth ?? 'basic';
      const run = async (): Promise<Response> => {
        if (auth === 'basic') this.checkBasicAuth(request);
        else if (typeof auth === 'function') await auth(ctx);
        const claims = route.options.claimsRequestId;
        if (claims) await claimRequestId(ctx, typeof claims === 'function' ? claims : undefined);
        return route.handler(ctx);
      };
      if (route.options.prepare) {
        if (auth === 'basic') this.checkBasicAuth(request);
        await route.options.prepare(ctx);
      }
      const write = method !== 'GET' && method !== 'HEAD';
      const response = route.options.unlocked
        ? await run()
        : await this.locked(run, write ? 'write' : 'read');
      if (write) this.onChange?.();
      await this.whenDurable?.(); // immediate unless a change (a GET may create a lookup) is not on disk yet
      return this.dated(
        method === 'HEAD'
          ? new Response(null, { status: response.status, headers: response.headers })
          : response,
      );
    } catch (err) {
      // A refused write may still have changed state (a spent Request-Id, an OTP attempt): durable too.
      await this.whenDurable?.().catch(() => undefined);
      return this.dated(errorResponse(err));
    }
  };

  /** The `Date` header on the sandbox clock, as the service's own clock: clients follow it (moved forward too). */
  private dated(response: Response): Response {
    try {
      response.headers.set('Date', this.clock.now().toUTCString());
    } catch {
      // immutable headers (a redirect): Node's own Date stays
    }
    return response;
  }

  private context(
    request: Request,
    url: URL,
    method: string,
    params: Record<string, string>,
  ): RequestContext {
    let text: Promise<string> | undefined;
    let parsed: Promise<unknown> | undefined;
    const ctx: RequestContext = {
      app: this,
      request,
      url,
      method,
      path: url.pathname,
      params,
      query: url.searchParams,
      header: (name) => request.headers.get(name) ?? undefined,
      text: () => (text ??= request.text()),
      json: () =>
        (parsed ??= ctx.text().then((raw) => {
          if (raw.trim() === '') return undefined;
          checkJsonContentType(request.headers.get('content-type'));
          if (Buffer.byteLength(raw, 'utf8') > MAX_JSON_BODY_BYTES) {
            throw new ServiceError(
              413,
              'PAYLOAD_TOO_LARGE',
              `JSON request bodies are limited to ${MAX_JSON_BODY_BYTES} bytes.`,
              { details: { limit: MAX_JSON_BODY_BYTES } },
            );
          }
          let value: unknown;
          try {
            value = JSON.parse(raw) as unknown;
          } catch {
            throw invalidInput([{ field: 'body', message: 'must be valid JSON' }]);
          }
          if (nestingDepth(value) > MAX_JSON_DEPTH)
            throw invalidInput([
              { field: 'body', message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` },
            ]);
          return value;
        })),
      locals: {},
    };
    return ctx;
  }

  /** Clears all data, rewinds the clock to real time; keys stay. */
  reset(): void {
    this.state.clear();
    this.clock.setOffset(0);
    this.armTimers();
  }
}

/** The sandbox application (options, state, clock, router, timers, fetch handler). */
export type SandboxApp = SandboxHost;
/** Creates the application; `createSandbox` also registers the route modules. */
export const SandboxApp: new (options?: SandboxOptions) => SandboxApp = SandboxAppImpl;

/** Longest `Authorization` header read (HTTP Basic); a longer one is 401 without decoding. */
export const MAX_AUTHORIZATION_LENGTH = 1024;

/** Largest JSON request body (documents, the only big uploads, are multipart). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Deepest nesting of objects/arrays a JSON body may have (bodies are digested recursively). */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a parsed JSON value, measured without recursion (stops past the limit). */
function nestingDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const d = depth + 1;
    if (d > max) max = d;
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d]);
  }
  return max;
}

/** A JSON body must be sent as `application/json` (or a `+json` type): 415 otherwise. */
function checkJsonContentType(header: string | null): void {
  const media = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media)) return;
  throw new ServiceError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Request bodies must be JSON sent with Content-Type: application/json${media ? ` (got ${media})` : ''}.`,
    { details: { contentType: media || null } },
  );
}

export function errorResponse(err: unknown): Response {
  if (err instanceof ServiceError) return json(err.toBody(), err.status, err.headers);
  console.error('keyhold-sandbox: unexpected error', err);
  const e = new ServiceError(500, 'INTERNAL_ERROR', 'The sandbox hit an unexpected error.');
  return json(e.toBody(), 500);
}
