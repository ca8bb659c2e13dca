// A small route table: one line per route (method, path with named parameters, handler). Paths look like
// `/agents/:agentId/actions/:actionId/approve`; a match gives `params.agentId` and `params.actionId`.

/**
 * @typedef {{ method: string, path: string, handler: (ctx: any) => Promise<unknown> }} Route
 */

/** @param {Route[]} routes */
export function createRouter(routes) {
  const compiled = routes.map((route) => {
    const names = [];
    const source = route.path.replace(/:([A-Za-z]+)/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    return { ...route, names, pattern: new RegExp(`^${source}$`) };
  });
  return {
    /** The route and its decoded parameters, or null. */
    match(method, path) {
      for (const route of compiled) {
        if (route.method !== method) continue;
        const found = route.pattern.exec(path);
        if (!found) continue;
        const params = {};
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1])));
        return { route, params };
      }
      return null;
    },
  };
}

/** An error answered to the page with its status and a sentence (and the service's code for developers). */
export class DemoError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const notFound = (what) => new DemoError(404, `No ${what} of yours has that id.`, 'NOT_FOUND');
export const badInput = (message) => new DemoError(400, message, 'INVALID_INPUT');
