/** Quote records: read-time expiry, the wire shape, look-up. */
import type { SandboxContext } from '../host/context.js';
import { notFound } from '../errors.js';
import type { QuoteRecord } from '../model.js';
/** Marks a PENDING quote past its expiry as EXPIRED (read-time expiry). */
export function refreshQuote(app: SandboxContext, quote: QuoteRecord): QuoteRecord {
  if (quote.status === 'PENDING' && Date.parse(quote.expiresAt) <= app.clock.nowMs())
    quote.status = 'EXPIRED';
  return quote;
}

export function presentQuote(q: QuoteRecord): Record<string, unknown> {
  const { internal: _internal, ...wire } = structuredClone(q);
  return wire;
}

export function getQuote(app: SandboxContext, id: string): QuoteRecord {
  const q = app.state.quotes.get(id);
  if (!q) throw notFound('Quote', id);
  return refreshQuote(app, q);
}
