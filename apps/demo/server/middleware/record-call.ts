// The call inspector's record of a page request to /api/demo: it runs inside `callLog.run(call, …)` so
// the service calls it causes point at it, and is recorded once answered (its status, time and bodies,
// redacted), unless its route is quiet (polled by the page: neither it nor its service calls are kept).
import { describeBody, type CallLog } from '../call-log.js';
import type { Call } from '../context.js';

/** Serves `request` as one recorded call of `customerId` (null before the demo sign-in). */
export async function recordCall(
  callLog: CallLog,
  customerId: string | null,
  request: Request,
  serve: (call: Call) => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const call: Call = { customerId, parentId: callLog.reserve(), quiet: false, requestText: '' };
  const response = await callLog.run(call, () => serve(call));
  if (call.quiet) return response;
  const url = new URL(request.url);
  callLog.add(
    {
      side: 'page',
      customerId: call.customerId,
      parentId: null,
      method: request.method,
      path: url.pathname + url.search,
      status: response.status,
      ms: Math.round(performance.now() - started),
      at: new Date().toISOString(),
      requestBody: describeBody(call.requestText),
      responseBody: describeBody(await response.clone().text()),
      leg: null,
    },
    call.parentId,
  );
  return response;
}
