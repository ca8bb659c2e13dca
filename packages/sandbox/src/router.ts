/**
 * A small router: method + path pattern (`/customers/{customerId}`) → handler. Patterns are full
 * paths (the app mounts the service under `/2025-10-13`, test controls under `/_sandbox`).
 */
import type { Handler, Route, RouteMatch, RouteOptions, RouteRow, RouteTable } from './contracts.js';

export type {
  AuthMode,
  Handler,
  RequestContext,
  Route,
  RouteMatch,
  RouteOptions,
  RouteRow,
} from './contracts.js';

export class Router implements RouteTable {
  readonly routes: Route[] = [];

  /** Adds a route for a method and a path pattern (`:name` segments are parameters). */
  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const segments = split(pattern);
    this.routes.push({ method: method.toUpperCase(), pattern, segments, handler, options });
    return this;
  }

  /** Adds a `GET` route. */
  get(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', pattern, handler, options);
  }
  /** Adds a `POST` route. */
  post(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', pattern, handler, options);
  }
  /** Adds a `PUT` route. */
  put(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PUT', pattern, handler, options);
  }
  /** Adds a `PATCH` route. */
  patch(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PATCH', pattern, handler, options);
  }
  /** Adds a `DELETE` route. */
  delete(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', pattern, handler, options);
  }

  table(rows: readonly RouteRow[]): this {
    for (const [method, pattern, handler, options] of rows) this.add(method, pattern, handler, options);
    return this;
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

/** An empty 204 response. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** An HTML response. */
export function html(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}
