// CSRF stance, as the wallet handler's: a custom header (a cross-site page cannot send it without a CORS
// preflight, which this backend never grants) and JSON bodies only. A plain cross-site form post to
// /login would otherwise sign the visitor in as someone else.
import { DemoError } from '../errors.js';

/** The header every /api/demo call carries. */
export const DEMO_HEADER = 'x-demo-client';

/** Refuses (403) a request without the demo's header, or a POST whose body is not declared JSON. */
export function requireSameSite(request: Request): void {
  const contentType = request.headers.get('content-type') ?? '';
  if (
    request.headers.get(DEMO_HEADER) !== '1' ||
    (request.method === 'POST' && !/^application\/json\b/i.test(contentType))
  )
    throw new DemoError(403, 'Cross-site request refused: send X-Demo-Client: 1 and a JSON body.');
}
