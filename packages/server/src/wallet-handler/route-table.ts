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
  /** The path under the handler's base path, e.g. `/quotes/{quoteId}/execute`. */
  path: string;
  owner: OwnerCheck;
  action: Action;
  limit: Limited | undefined;
  /** Compiled from `path`: one capture group per parameter, each a service id. */
  pattern: RegExp;
  names: string[];
}

/** Builds a route; `{name}` in `path` matches one service id (`Kind:<id>`, colon possibly %3A). */
export function route(
  method: Method,
  path: string,
  owner: OwnerCheck,
  action: Action,
  limit?: Limited,
): Route {
  const names: string[] = [];
  const source = path
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return `(${ID_PATTERN})`;
    })
    .join('');
  return { method, path, owner, action, limit, pattern: new RegExp(`^${source}$`), names };
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The route for `method` and the path under the base path, with its named parameters decoded. */
export function matchRoute(routes: readonly Route[], method: string, relative: string): RouteMatch | null {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const m = candidate.pattern.exec(relative);
    if (!m) continue;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      params[name] = (m[i + 1] ?? '').replace(/%3A/gi, ':');
    });
    return { route: candidate, params };
  }
  return null;
}

/** The service path for a route: its path with each parameter filled in (decoded). */
export function servicePath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => params[name] ?? '');
}
