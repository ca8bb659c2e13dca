/**
 * A small router: method + path pattern (`/customers/{customerId}`) → handler. Patterns are full
 * paths (the app mounts the service under `/2025-10-13`, test controls under `/_sandbox`).
 */
import type { SandboxApp } from './app.js';

export type AuthMode = 'basic' | 'none' | ((ctx: RequestContext) => void | Promise<void>);

export interface RequestContext {
  app: SandboxApp;
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

export type Handler = (ctx: RequestContext) => Promise<Response> | Response;

export interface RouteOptions {
  auth?: AuthMode;
  /** Run outside the global request lock (pure reads of static data, HTML pages). */
  unlocked?: boolean;
  /**
   * A route that takes a signed retry (or a passkey verify): the `Request-Id` it names is spent as soon
   * as the request is authenticated, before any other check, so a retry that fails for any reason
   * (validation included) leaves it spent (wire-formats §5).
   */
  claimsRequestId?: boolean;
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

export class Router {
  readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const segments = split(pattern);
    this.routes.push({ method: method.toUpperCase(), pattern, segments, handler, options });
    return this;
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', pattern, handler, options);
  }
  post(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', pattern, handler, options);
  }
  put(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PUT', pattern, handler, options);
  }
  patch(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PATCH', pattern, handler, options);
  }
  delete(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', pattern, handler, options);
  }

  /** Finds the route; literal segments win over parameters. `{allowed}` when only the method is wrong. */
  match(method: string, path: string): RouteMatch {
    const parts = split(path);
    const candidates: Array<{ route: Route; params: Record<string, string>; score: number }> = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params) candidates.push({ route, params, score: route.segments.filter((s) => !isParam(s)).length });
    }
    if (candidates.length === 0) return undefined;
    const forMethod = candidates.filter(
      (c) => c.route.method === method || (method === 'HEAD' && c.route.method === 'GET'),
    );
    if (forMethod.length === 0) return { allowed: [...new Set(candidates.map((c) => c.route.method))] };
    forMethod.sort((a, b) => b.score - a.score);
    const best = forMethod[0]!;
    return { route: best.route, params: best.params };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const v = parts[i]!;
    if (isParam(p)) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(v);
      } catch {
        return undefined;
      }
      params[p.slice(1, -1)] = decoded;
    } else if (p !== v) return undefined;
  }
  return params;
}

/** JSON response with the service's content type. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function html(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}
