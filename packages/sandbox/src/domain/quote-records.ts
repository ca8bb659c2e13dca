/** Quote records: read-time expiry, the wire shape, look-up. */
import type { SandboxContext } from '../host/context.js';
import { notFound } from '../errors.js';
import type { Quote, QuoteDestination, QuoteSource } from '@keyhold/protocol/wire';
import type { QuoteRecord } from '../model.js';
/** Marks a PENDING quote past its expiry as EXPIRED (read-time expiry). */
export function refreshQuote(sandbox: SandboxContext, quote: QuoteRecord): QuoteRecord {
  if (quote.status === 'PENDING' && Date.parse(quote.expiresAt) <= sandbox.clock.nowMs())
    quote.status = 'EXPIRED';
  return quote;
}

export function presentQuote(q: QuoteRecord): Quote {
  const { internal: _internal, ...wire } = structuredClone(q);
  // The ends are the ones `createQuote` wrote from the schema's QuoteInput (sourceType/destinationType first).
  return {
    ...wire,
    source: wire.source as unknown as QuoteSource,
    destination: wire.destination as unknown as QuoteDestination,
  };
}

export function getQuote(sandbox: SandboxContext, id: string): QuoteRecord {
  const q = sandbox.state.quotes.get(id);
  if (!q) throw notFound('Quote', id);
  return refreshQuote(sandbox, q);
}
