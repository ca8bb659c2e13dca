// CSRF stance, as the wallet handler's: a custom header (a cross-site page cannot send it without a CORS
// preflight, which this backend never grants) and JSON bodies only. A plain cross-site form post to
// /login would otherwise sign the visitor in as someone else.
import { DemoError } from '../errors.mjs';

/** The header every /api/demo call carries. */
export const DEMO_HEADER = 'x-demo-client';

/** @type {import('hono').MiddlewareHandler} */
export async function crossSite(c, next) {
  const contentType = c.req.header('content-type') ?? '';
  if (
    c.req.header(DEMO_HEADER) !== '1' ||
    (c.req.method === 'POST' && !/^application\/json\b/i.test(contentType))
  )
    throw new DemoError(403, 'Cross-site request refused: send X-Demo-Client: 1 and a JSON body.');
  await next();
}
