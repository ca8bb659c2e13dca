/** Small readers of a sandbox request (the raw URL, as the service reads it: paths are not decoded). */
import type { Ctx } from './env.js';

/** A named path parameter (`:quoteId`), percent-decoded. */
export function param(c: Ctx, name: string): string {
  return c.req.param(name) ?? '';
}

/** The query string. */
export function query(c: Ctx): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

/** The request path as sent (not percent-decoded): what signed requests and idempotency keys bind. */
export function pathOf(c: Ctx): string {
  return new URL(c.req.url).pathname;
}

/** A request header (case-insensitive); undefined when absent. */
export function header(c: Ctx, name: string): string | undefined {
  return c.req.header(name);
}
