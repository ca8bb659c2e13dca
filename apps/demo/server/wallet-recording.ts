// The page's wallet calls, recorded for the inspector as they pass through the wallet handler (bodies
// redacted, the two legs of a signed retry named).
import type { WalletHandler } from '@keyhold/server';
import { describeBody, legOf, redactPath, type CallLog } from './call-log.js';

export function recordedWallet(
  walletHandler: WalletHandler,
  callLog: CallLog,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    const context = callLog.context();
    // The copy is read only after the handler answered: the handler decides authorization first.
    const copy = request.clone();
    const response = await walletHandler(request);
    const requestText = await copy.text();
    const text = await response.clone().text();
    const url = new URL(request.url);
    callLog.add(
      {
        side: 'page',
        customerId: context?.customerId ?? null,
        parentId: null,
        method: request.method,
        path: redactPath(url.pathname + url.search),
        status: response.status,
        ms: Math.round(performance.now() - started),
        at: new Date().toISOString(),
        requestBody: describeBody(requestText),
        responseBody: describeBody(text),
        leg: legOf(request.headers, response.status, text),
      },
      context?.parentId ?? undefined,
    );
    return response;
  };
}
