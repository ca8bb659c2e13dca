import type { Ownership } from './ownership.js';

/** One browser call, once its caller is known and its body (if any) read. */
export interface Context {
  request: Request;
  url: URL;
  customerId: string;
  /** Named path parameters, e.g. `{ quoteId: 'Quote:…' }` for `/quotes/{quoteId}`. */
  params: Readonly<Record<string, string>>;
  body: Uint8Array | undefined;
  json: Record<string, unknown> | undefined;
  ownership: Ownership;
}
