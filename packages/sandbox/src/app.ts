/**
 * The sandbox application on Hono: a composer and tables. Every request passes the same middleware
 * (the `Date` on the sandbox clock, durability with `--state`, the body limit, JSON parsing); each
 * route adds its guards from its table row (Basic auth unless it says otherwise, its `prepare`, the
 * request lock, its own Bearer guard, the `Request-Id` claim). Errors become the wire-formats §9
 * body in one place (`middleware/error-mapping.ts`). The domain sees only `SandboxContext`.
 */
import { Hono } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { LinearRouter } from 'hono/router/linear-router';
import type { Guard, RouteOptions, RouteRow, SandboxEnv, SandboxModule } from './http/env.js';
import { SandboxCore } from './host/context.js';
import { basicAuth } from './middleware/basic-auth.js';
import { bodyLimit } from './middleware/body-limit.js';
import { claimsRequestId } from './middleware/claim-request-id.js';
import { dated } from './middleware/dated.js';
import { durable } from './middleware/durable.js';
import { mapError, noRoute } from './middleware/error-mapping.js';
import { jsonBody } from './middleware/json-body.js';
import { libraries } from './middleware/libraries.js';
import { requestLock } from './middleware/request-lock.js';
import { resolveOptions, type CoreOptions } from './options.js';

/**
 * The sandbox's Hono app: installs modules (their setup, then their route tables with each row's guards)
 * and serves them through one fetch-standard `handler`.
 *
 * @example
 * const app = new SandboxApp({ sessionTtlSeconds: 60 }).install([...defaultModules, myModule]);
 * const res = await app.handler(new Request('http://localhost/_sandbox/enclave-key'));
 */
export class SandboxApp {
  /** What the domain and the modules see. */
  readonly sandbox: SandboxCore;
  private readonly hono = new Hono<SandboxEnv>({ strict: false });
  /** Every routed path, by method: tells a 405 (and its `Allow`) from a 404. */
  private readonly paths = new LinearRouter<string>();
  /** Set by persistence: resolves once every committed change is on disk; responses wait for it. */
  whenDurable: (() => Promise<void>) | undefined;

  constructor(options: CoreOptions = {}) {
    this.sandbox = new SandboxCore(resolveOptions(options), options.publicOrigin);
    this.hono.use(
      '*',
      dated(this.sandbox),
      durable(() => this.whenDurable),
      bodyLimit,
      jsonBody,
      libraries,
    );
    this.hono.onError(mapError);
    this.hono.notFound(noRoute((path) => this.allowedOn(path)));
  }

  get state() {
    return this.sandbox.state;
  }

  get clock() {
    return this.sandbox.clock;
  }

  get options() {
    return this.sandbox.options;
  }

  /** The public origin (`http://localhost:<port>`) the server listens on. */
  setOrigin(origin: string): void {
    this.sandbox.setOrigin(origin);
  }

  /** Runs `fn` under the request lock (state-file compaction). */
  locked<T>(fn: () => Promise<T>): Promise<T> {
    return this.sandbox.locked(fn);
  }

  /** Re-aims the real-time timer (after a state load). */
  armTimers(): void {
    this.sandbox.timers.arm();
  }

  /** Installs modules: each one's setup in order, then every route (see `routes`). */
  install(modules: readonly SandboxModule[]): this {
    for (const module of modules) module.setup?.(this.sandbox);
    return this.routes(modules.flatMap((module) => module.routes ?? []));
  }

  /**
   * Adds route rows. Hono runs matching routes in the order they were added, so the rows go in most
   * literal segments first: `/agents/me` wins over `/agents/:agentId` whichever module added it.
   */
  routes(rows: readonly RouteRow[]): this {
    const sorted = rows
      .map((row, i) => ({ row, i, literal: row[1].split('/').filter((s) => s && !s.startsWith(':')).length }))
      .sort((a, b) => b.literal - a.literal || a.i - b.i);
    for (const { row } of sorted) {
      const [method, path, handler, options = {}] = row;
      const chain: Guard[] = [...guards(options), handler as Guard];
      this.hono.on(method, [path], ...chain);
    }
    for (const [method, path] of rows) this.paths.add(METHOD_NAME_ALL, path, method.toUpperCase());
    return this;
  }

  private allowedOn(path: string): string[] {
    const [found] = this.paths.match('GET', path.length > 1 ? path.replace(/\/+$/, '') : path);
    return [...new Set(found.map(([method]) => method))];
  }

  /** The fetch-standard handler. */
  handler = async (request: Request): Promise<Response> => this.hono.fetch(request);

  /** Clears all data, rewinds the clock to real time; keys stay. */
  reset(): void {
    this.sandbox.reset();
  }
}

/** The guards a route row asks for, in order. */
function guards(options: RouteOptions): Guard[] {
  const auth = options.auth ?? 'basic';
  const out: Guard[] = [];
  if (auth === 'basic') out.push(basicAuth);
  const prepare = options.prepare;
  if (prepare) {
    out.push(async (c, next) => {
      await prepare(c);
      await next();
    });
  }
  if (!options.unlocked) out.push(requestLock);
  if (typeof auth === 'function') out.push(auth);
  const claims = options.claimsRequestId;
  if (claims) out.push(claimsRequestId(typeof claims === 'function' ? claims : undefined));
  return out;
}
