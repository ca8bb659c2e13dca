/**
 * The shapes of the sandbox's HTTP layer on Hono: what a request carries (`SandboxEnv`), a handler,
 * a route table row with its guards, and a module (a table plus the timers and listeners it sets up).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AgentRecord } from '../domain/agent-policy.js';
import type { PrefetchedIssuerKey } from '../domain/oidc.js';
import type { SandboxContext } from '../host/context.js';

/** What the middleware and guards leave on a request's context for its handler (`c.get(name)`). */
export interface SandboxVariables {
  /** The domain's view of the sandbox. */
  sandbox: SandboxContext;
  /** The parsed JSON body (undefined when empty); parsed on first call (`middleware/json-body.ts`). */
  json: () => Promise<unknown>;
  /** The agent named by the Bearer token (agent-scoped routes). */
  agent: AgentRecord;
  /** An identity provider's key fetched before the lock (OAUTH verify). */
  oidcKey: PrefetchedIssuerKey;
  /** The `Request-Id` this request spent (`claimsRequestId` routes). */
  claimedRequestId: string;
}

/** The Hono environment of every sandbox route: its context variables. */
export interface SandboxEnv {
  Variables: SandboxVariables;
}

/** The Hono context of a sandbox request. */
export type Ctx = Context<SandboxEnv>;

/** A route's handler: reads the request and the sandbox from the context, returns the response. */
export type Handler = (c: Ctx) => Response | Promise<Response>;

/** Hono middleware run before a handler; a route's own Bearer check is one (`RouteOptions.auth`). */
export type Guard = MiddlewareHandler<SandboxEnv>;

/** The account a request acts for (undefined when it names none that exists). */
export type AccountOf = (c: Ctx) => string | undefined | Promise<string | undefined>;

/** How a route row is guarded: its auth, the request lock, the `Request-Id` claim, work before the lock. */
export interface RouteOptions {
  /** Platform Basic auth (default), none, or a guard of the route's own (Bearer) run under the lock. */
  auth?: 'basic' | 'none' | Guard;
  /** Run outside the request lock (pure reads of static data, HTML pages, calls out). */
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
   * request takes the lock, so it cannot stall other requests. It must not throw and must not touch
   * state: it leaves what it found in the context's variables for the handler.
   */
  prepare?: (c: Ctx) => Promise<void>;
}

/** One row of a route table: method, path with named `:parameters`, handler, options. */
export type RouteRow = readonly [method: string, path: string, handler: Handler, options?: RouteOptions];

/** A route module: its table, and what it sets up once on the sandbox (timer kinds, listeners). */
export interface SandboxModule {
  routes?: readonly RouteRow[];
  /** Runs once when the module is installed: registers its timer kinds and event listeners. */
  setup?: (sandbox: SandboxContext) => void;
}
