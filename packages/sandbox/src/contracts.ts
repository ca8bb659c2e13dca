/**
 * The shapes the app, the router, the options and the domain share, as types only, so that none of
 * those modules imports another to learn them (no import cycles): `router.ts`, `options.ts` and the
 * domain depend on this file; `app.ts` implements `SandboxHost`.
 */
import type { Clock, TimerHandler, TimerRecord } from './clock.js';
import type { OutboxMessage } from './model.js';
import type { SandboxState } from './state.js';

// ---- options ------------------------------------------------------------------------------------

/** A trusted external OIDC issuer: tokens are verified against its JWKS. */
export interface OidcIssuerConfig {
  issuer: string;
  jwksUri: string;
  /** Accepted `aud` values; when absent, `aud` must equal the one the credential was created with. */
  audiences?: string[];
}

/**
 * Options of {@link createSandbox}: credentials, lifetimes, WebAuthn relying party, OIDC issuers, modules,
 * webhook URL.
 */
export interface SandboxOptions {
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
  /** Extra route modules (part 2 of the interface, tests). */
  modules?: SandboxModule[];
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

// ---- routing ------------------------------------------------------------------------------------

/** How a route authenticates: platform Basic auth, none, or a custom check. */
export type AuthMode = 'basic' | 'none' | ((ctx: RequestContext) => void | Promise<void>);

/**
 * What a route handler gets: the app, the request, its URL, parameters and query, and helpers to read headers
 * and the body.
 */
export interface RequestContext {
  app: SandboxHost;
  request: Request;
  url: URL;
  method: string;
  /** Full request path (percent-decoded per segment in `params` only). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Request header (case-insensitive); undefined when absent. */
  header(name: string): string | undefined;
  /** Raw body text ('' when none). */
  text(): Promise<string>;
  /** Parsed JSON body (undefined when the body is empty); 400 INVALID_INPUT when not JSON. */
  json(): Promise<unknown>;
  /** Free slot for middleware (e.g. the agent resolved by Bearer auth in part 2). */
  locals: Record<string, unknown>;
}

/** The account a request acts for (undefined when it names none that exists). */
export type AccountOf = (ctx: RequestContext) => string | undefined | Promise<string | undefined>;

/** A route handler. */
export type Handler = (ctx: RequestContext) => Promise<Response> | Response;

/**
 * Options of a route: authentication, running outside the request lock, signed-request ownership, a
 * preparation step.
 */
export interface RouteOptions {
  auth?: AuthMode;
  /** Run outside the global request lock (pure reads of static data, HTML pages). */
  unlocked?: boolean;
  /**
   * A route that takes a signed retry (or a passkey verify): the `Request-Id` it names is spent as soon
   * as the request is authenticated, before any other check, so a retry that fails for any reason
   * (validation included) leaves it spent (wire-formats §5). Given a function, it names the account the
   * request acts for, and a `Request-Id` issued to another account is not spent (the handler refuses it).
   */
  claimsRequestId?: boolean | AccountOf;
  /**
   * Slow, state-free work (fetching an identity provider's keys) run after Basic auth but before the
   * request takes the global lock, so it cannot stall other requests. It must not throw and must not
   * touch state: it leaves what it found in `ctx.locals` for the handler.
   */
  prepare?: (ctx: RequestContext) => Promise<void>;
}

export interface Route {
  method: string;
  pattern: string;
  segments: string[];
  handler: Handler;
  options: RouteOptions;
}

export type RouteMatch = { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

/** One row of a route module's table: method, path with named `{parameters}`, handler, options. */
export type RouteRow = readonly [method: string, pattern: string, handler: Handler, options?: RouteOptions];

/** What `Router` offers (the app's `router`). */
export interface RouteTable {
  readonly routes: Route[];
  /** Adds a route for a method and a path pattern (`:name` segments are parameters). */
  add(method: string, pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds a `GET` route. */
  get(pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds a `POST` route. */
  post(pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds a `PUT` route. */
  put(pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds a `PATCH` route. */
  patch(pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds a `DELETE` route. */
  delete(pattern: string, handler: Handler, options?: RouteOptions): this;
  /** Adds every row of a route table. */
  table(rows: readonly RouteRow[]): this;
  /** The route for a method and path, with its parameters. */
  match(method: string, path: string): RouteMatch;
}

// ---- the app ------------------------------------------------------------------------------------

/** The sandbox application as its modules see it (`SandboxApp` is this shape). */
export interface SandboxHost {
  readonly options: ResolvedOptions;
  readonly state: SandboxState;
  readonly clock: Clock;
  readonly router: RouteTable;
  /** Called after every request that may have changed state (persistence hooks in). */
  onChange: (() => void) | undefined;
  /** Set by persistence: resolves once every committed change is on disk; responses wait for it. */
  whenDurable: (() => Promise<void>) | undefined;
  /** Per-app memo for lazily built things (imported keys, JWKS sets). */
  readonly cache: Map<string, unknown>;
  /** The public origin (`http://localhost:<port>`): names the OIDC issuer. */
  readonly origin: string;
  /** Sets the origin the sandbox is reached at (known once its server listens). */
  setOrigin(origin: string): void;
  /** Current sandbox time. */
  now(): Date;
  /** Current sandbox time as an ISO 8601 string. */
  nowIso(): string;
  /** `<Prefix>:<uuid>` */
  newId(prefix: string): string;
  /** Writes a line to the sandbox log. */
  log(line: string): void;
  /** Records an email in the outbox (and the log). */
  sendEmail(to: string, subject: string, code: string, text: string): OutboxMessage;
  /** Registers what a timer kind does when it fires (modules call this once). */
  onTimer(kind: string, handler: TimerHandler): void;
  /** Schedules a timer `delaySeconds` from now on the sandbox clock. */
  schedule(kind: string, delaySeconds: number, data: unknown): TimerRecord;
  /** Cancels a scheduled timer. */
  cancelTimer(id: string): void;
  /** Aims the real-time timer at the earliest due sandbox timer. */
  armTimers(): void;
  /** Fires due timers; call only while holding the lock (inside a handler). */
  runDueTimers(): Promise<void>;
  /** Runs `fn` alone: requests and timers never interleave, so handlers may await freely. */
  locked<T>(fn: () => Promise<T>): Promise<T>;
  /** Throws a 401 unless the request carries the platform's Basic credentials. */
  checkBasicAuth(request: Request): void;
  /** The fetch-standard handler. */
  handler: (request: Request) => Promise<Response>;
  /** Clears all data, rewinds the clock to real time; keys stay. */
  reset(): void;
}

/** A route module: registers its routes (and timer kinds) on the app. */
export type SandboxModule = (app: SandboxHost) => void;
