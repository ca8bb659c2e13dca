/**
 * The request target (path and query) exactly as the client sent it, recorded by the Node adapter. The
 * fetch `Request`'s URL is normalised (`/./a` and `/%2e/a` become `/a`), so a handler that must answer
 * only exact paths reads the target here.
 */
export const requestTarget = new WeakMap<Request, string>();
