// The call inspector's record of a page request to /api/demo: it runs inside `callLog.run(call, …)` so
// the service calls it causes point at it, and is recorded once answered (its status, time and bodies,
// redacted), unless its route is quiet (polled by the page: neither it nor its service calls are kept).
import { describeBody } from '../call-log.mjs';

/**
 * @param {ReturnType<typeof import('../call-log.mjs').createCallLog>} callLog
 * @param {(cookieHeader: string | undefined) => string | null} customerOf the customer a demo cookie names
 * @returns {import('hono').MiddlewareHandler}
 */
export function recordCall(callLog, customerOf) {
  return async (c, next) => {
    const started = performance.now();
    const call = {
      customerId: customerOf(c.req.header('cookie')),
      parentId: callLog.reserve(),
      quiet: false,
      requestText: '',
    };
    c.set('call', call);
    await callLog.run(call, next);
    if (call.quiet) return;
    const url = new URL(c.req.url);
    callLog.add(
      {
        side: 'page',
        customerId: call.customerId,
        parentId: null,
        method: c.req.method,
        path: url.pathname + url.search,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        at: new Date().toISOString(),
        requestBody: describeBody(call.requestText),
        responseBody: describeBody(await c.res.clone().text()),
        leg: null,
      },
      call.parentId,
    );
  };
}

/** A route row's guard: this request is polled by the page, so it is not recorded. */
/** @type {import('hono').MiddlewareHandler} */
export async function quiet(c, next) {
  c.get('call').quiet = true;
  await next();
}
