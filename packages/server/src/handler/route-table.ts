/**
 * The wallet handler's allow-list as a table on Hono's router: the same path syntax as the sandbox
 * (`/quotes/:quoteId/execute`), one compiled matcher for every route, and each named parameter checked
 * to be a service id before the route counts as matched.
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
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

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

const SERVICE_ID = new RegExp(`^${ID_PATTERN}$`);

/** The routes compiled into one matcher. */
export class RouteTable {
  readonly #router = new RegExpRouter<Route>();

  constructor(routes: readonly Route[]) {
    for (const r of routes) this.#router.add(r.method, r.path, r);
  }

  /** The route for `method` and the path under the base path, with its named parameters decoded. */
  match(method: string, relative: string): RouteMatch | null {
    const [matches, stash] = this.#router.match(method, relative);
    for (const [candidate, indexes] of matches) {
      const params: Record<string, string> = {};
      let ids = true;
      for (const name in indexes) {
        const index = (indexes as Record<string, number | string>)[name]!;
        const raw = stash ? stash[index as number] : (index as string);
        if (raw === undefined || !SERVICE_ID.test(raw)) {
          ids = false;
          break;
        }
        params[name] = raw.replace(/%3A/gi, ':');
      }
      if (ids) return { route: candidate, params };
    }
    return null;
  }
}

/** The service path for a route: its path with each parameter filled in (decoded). */
export function servicePath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
}
