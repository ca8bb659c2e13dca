/**
 * The network address each request came from, as the Node adapter saw it. The fetch `Request` has no
 * place for it, and a header would be spoofable, so the adapter records it here and the handler's
 * per-address rate limits read it.
 */
export const requestAddress = new WeakMap<Request, string>();
