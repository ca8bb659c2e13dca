/**
 * The wallet handler's allow-list as a table on Hono's router: the same path syntax as the sandbox
 * (`/quotes/:quoteId/execute`), one matcher for every route (compiled into one RegExp where it can be), and each named parameter checked
 * to be a service id before the route counts as matched. The table is generic over its rows (anything
 * with a method and a path) and its parameter reader, so another backend (the demo's `/api/demo`) routes
 * on the same shape: exported from `@keyhold/server` as {@link RouteTable}.
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { ID_PATTERN, type Prefetched } from './ownership.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Settles that everything the call names is the signed-in customer's; may hand back what it read. */
export type OwnerCheck = (ctx: Context) => Promise<Prefetched | undefined | void>;

/** Produces the answer once the owner check passed. */
export type Action = (ctx: Context, prefetched: Prefetched | undefined) => Promise<Answer>;

/** Calls counted by the rate limiter (credential code re-sends and guesses). */
export type Limited = 'challenge' | 'verify';

/** One allowed call: method, path with named parameters, owner check, action. */
export interface Route {
  method: Method;
  /** The path under the handler's base path, in Hono's syntax, e.g. `/quotes/:quoteId/execute`. */
  path: string;
  owner: OwnerCheck;
  action: Action;
  limit: Limited | undefined;
}

/** Builds a route; each `:name` in `path` matches one service id (`Kind:<id>`, colon possibly %3A). */
export function route(
  method: Method,
  path: string,
  owner: OwnerCheck,
  action: Action,
  limit?: Limited,
): Route {
  return { method, path, owner, action, limit };
}

/** What a route table needs of a row: its method and its path, in Hono's syntax (`/agents/:agentId`). */
export interface RouteRow {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The path under the table's base, in Hono's syntax. */
  readonly path: string;
}

/** A matched row and its named parameters, each read by the table's {@link ParamReader}. */
export interface RouteMatch<R extends RouteRow = RouteRow> {
  /** The row that matched. */
  route: R;
  /** Each named parameter of its path, read. */
  params: Record<string, string>;
}

/**
 * Reads one named parameter from its raw (still percent-encoded) path segment: its value, or null when
 * the segment is not one, and then the route does not count as matched.
 */
export type ParamReader = (raw: string) => string | null;

const SERVICE_ID = new RegExp(`^${ID_PATTERN}$`);

/** The wallet handler's parameters: a service id (`Kind:<id>`, the colon possibly `%3A`), decoded. */
export const serviceIdParam: ParamReader = (raw) => (SERVICE_ID.test(raw) ? raw.replace(/%3A/gi, ':') : null);

/** The routes compiled into one matcher. */
export class RouteTable<R extends RouteRow = RouteRow> {
  // Hono's own choice: one compiled RegExp when the paths allow it (the wallet handler's do), else a trie
  // (a static segment beside a parameter at another depth, as the demo's `/accounts/internal` and
  // `/accounts/:accountId/fund`, is beyond the RegExp router).
  readonly #router = new SmartRouter<R>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #readParam: ParamReader;

  /** @param readParam how a named parameter is read (default: a service id, see {@link serviceIdParam}) */
  constructor(routes: readonly R[], readParam: ParamReader = serviceIdParam) {
    for (const r of routes) this.#router.add(r.method, r.path, r);
    this.#readParam = readParam;
  }

  /** The route for `method` and the path under the base path, with its named parameters read. */
  match(method: string, relative: string): RouteMatch<R> | null {
    const [matches, stash] = this.#router.match(method, relative);
    for (const [candidate, indexes] of matches) {
      const params: Record<string, string> = {};
      let read = true;
      for (const name in indexes) {
        const index = (indexes as Record<string, number | string>)[name]!;
        const raw = stash ? stash[index as number] : (index as string);
        const value = raw === undefined ? null : this.#readParam(raw);
        if (value === null) {
          read = false;
          break;
        }
        params[name] = value;
      }
      if (read) return { route: candidate, params };
    }
    return null;
  }
}

/** The service path for a route: its path with each parameter filled in (decoded). */
export function servicePath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
}
