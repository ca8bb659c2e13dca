// The /api/demo app: a table of route rows on @keyhold/server's route table, and one composer. Every
// request is recorded for the call inspector and passes the cross-site guard; its row then decides the
// rest (`quiet`, the demo sign-in unless the row is `open`, checked before the body is read with the
// server's JSON reader), and the row's named handler gets the request's `params`, `query` and `body`
// beside what `contextOf` gives it, and returns the answer's body. Errors become one body in one place
// (`errorAnswer`, errors.ts).
import { RouteTable } from '@keyhold/server';
import type { CallLog } from './call-log.js';
import type { Call, DemoRoute, ExplorerContext, OpenContext } from './context.js';
import { DemoError, errorAnswer } from './errors.js';
import { requireSameSite } from './middleware/cross-site.js';
import { readBody } from './middleware/json-body.js';
import { recordCall } from './middleware/record-call.js';
import { requireSignedIn, signInFirst } from './middleware/signed-in.js';

export const DEMO_API_PATH = '/api/demo';

type Parts = 'params' | 'query' | 'body';
/** What the backend gives a route besides the request's parts. */
export interface ContextOf {
  open(call: Call, setCookie: (value: string) => void): Omit<OpenContext, Parts>;
  explorer(call: Call, setCookie: (value: string) => void): Promise<Omit<ExplorerContext, Parts>>;
}

/** A path parameter as the page sent it, percent-decoded (an id the handler then checks). */
const decodedParam = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** JSON (or nothing), never cached: every answer of the demo API. */
function reply(status: number, body: unknown, setCookie?: string): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  if (setCookie !== undefined) headers['set-cookie'] = setCookie;
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

/** The fetch-standard handler of `/api/demo/*`. */
export function createDemoApi({
  routes,
  callLog,
  customerOf,
  contextOf,
}: {
  routes: readonly DemoRoute[];
  callLog: CallLog;
  customerOf: (cookieHeader: string | null) => string | null;
  contextOf: ContextOf;
}): (request: Request) => Promise<Response> {
  const table = new RouteTable<DemoRoute>(routes, decodedParam);

  async function serve(request: Request, call: Call): Promise<Response> {
    requireSameSite(request);
    const url = new URL(request.url);
    const match = table.match(request.method, url.pathname.slice(DEMO_API_PATH.length));
    if (!match) throw call.customerId ? new DemoError(404, 'No such demo route.') : signInFirst();
    const { route, params } = match;
    if (route.quiet) call.quiet = true;
    if (!route.open) requireSignedIn(call);
    const parts = { params, query: url.searchParams, body: await readBody(request, call) };
    let cookie: string | undefined;
    const setCookie = (value: string) => void (cookie = value);
    const body = route.open
      ? await route.handler({ ...contextOf.open(call, setCookie), ...parts })
      : await route.handler({ ...(await contextOf.explorer(call, setCookie)), ...parts });
    return reply(route.status ?? 200, body, cookie);
  }

  return (request) =>
    recordCall(callLog, customerOf(request.headers.get('cookie')), request, async (call) => {
      try {
        return await serve(request, call);
      } catch (error) {
        const { status, body } = errorAnswer(error);
        return reply(status, body);
      }
    });
}
