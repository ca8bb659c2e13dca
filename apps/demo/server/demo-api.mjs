// The /api/demo app on Hono: a composer and tables. Every request passes the call inspector's record
// and the cross-site guard; each route row adds its guards (`quiet`, the sign-in unless the row is
// `open`, the JSON body) and its named handler, which gets the request's `params`, `query` and `body`
// beside what `contextOf` gives it and returns the answer's body. Errors become one body in one place
// (`errorAnswer`, errors.mjs).
import { Hono } from 'hono';
import { DemoError, errorAnswer } from './errors.mjs';
import { crossSite } from './middleware/cross-site.mjs';
import { jsonBody } from './middleware/json-body.mjs';
import { quiet, recordCall } from './middleware/record-call.mjs';
import { signInFirst, signedIn } from './middleware/signed-in.mjs';

/**
 * A route row: `path` with named parameters (`/agents/:agentId/pause` gives `params.agentId`); `open`
 * for the routes a visitor reaches before the demo sign-in; `quiet` for the ones the page polls;
 * `status` when the answer is not 200.
 * @typedef {{ method: 'GET' | 'POST', path: string, handler: (ctx: any) => unknown, open?: boolean,
 *   quiet?: boolean, status?: number }} Route
 */

/** JSON (or nothing), never cached: every answer of the demo API. */
function reply(c, status, body) {
  const text = body === undefined ? null : JSON.stringify(body);
  return c.body(text, status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
}

/**
 * @param {{ routes: Route[], callLog: ReturnType<typeof import('./call-log.mjs').createCallLog>,
 *   customerOf: (cookieHeader: string | undefined) => string | null,
 *   contextOf: (request: { call: { customerId: string | null }, open: boolean,
 *     setCookie: (value: string) => void }) => Promise<object> }} options
 *   `contextOf` gives a handler what it works with (the service client, the signed-in customer, …).
 * @returns {Hono} an app whose `fetch` serves `/api/demo/*`
 */
export function createDemoApi({ routes, callLog, customerOf, contextOf }) {
  const app = new Hono().basePath('/api/demo');
  app.use('*', recordCall(callLog, customerOf), crossSite);
  for (const route of routes) {
    const guards = [...(route.quiet ? [quiet] : []), ...(route.open ? [] : [signedIn]), jsonBody];
    app.on(route.method, route.path, ...guards, async (c) => {
      const setCookie = (value) => c.header('set-cookie', value);
      const context = await contextOf({ call: c.get('call'), open: route.open === true, setCookie });
      const body = await route.handler({
        ...context,
        params: c.req.param(),
        query: new URL(c.req.url).searchParams,
        body: c.get('body'),
      });
      return reply(c, route.status ?? 200, body);
    });
  }
  app.notFound((c) => {
    const error = c.get('call').customerId ? new DemoError(404, 'No such demo route.') : signInFirst();
    const { status, body } = errorAnswer(error);
    return reply(c, status, body);
  });
  app.onError((error, c) => {
    const { status, body } = errorAnswer(error);
    return reply(c, status, body);
  });
  return app;
}
