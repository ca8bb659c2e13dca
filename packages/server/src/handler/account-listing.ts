import { KeyholdError } from '@keyhold/protocol/errors';
import { answerOk } from '../client/service-answer.js';
import type { ServiceClient } from '../client/service-client.js';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { mirror } from './forwarding.js';
import { asRecord, forbidden, parseUpstream } from './responses.js';

/**
 * `GET /customers/internal-accounts`: always the signed-in customer's EMBEDDED_WALLET accounts, whatever
 * the query asked; only `currency`, `limit` and `cursor` pass through.
 */
export async function listWalletAccounts(service: ServiceClient, ctx: Context): Promise<Answer> {
  const asked = ctx.url.searchParams;
  const customerId = asked.get('customerId');
  if (customerId !== null && customerId !== ctx.customerId) {
    throw forbidden('Only the signed-in customer’s accounts can be listed.');
  }
  const type = asked.get('type');
  if (type !== null && type !== 'EMBEDDED_WALLET') {
    throw forbidden('Only EMBEDDED_WALLET accounts are available here.');
  }
  const query = new URLSearchParams({ customerId: ctx.customerId, type: 'EMBEDDED_WALLET' });
  for (const name of ['currency', 'limit', 'cursor']) {
    const value = asked.get(name);
    if (value !== null) query.set(name, value);
  }
  const upstream = await service.transport.send('GET', '/customers/internal-accounts', {
    query,
    noRetry: true,
  });
  if (answerOk(upstream)) {
    // Belt and braces: a service that ignored the filter (or a crafted cursor it trusted over the
    // query) must not hand another customer's or another type of account to this browser.
    const page = parseUpstream(upstream.body);
    const items: unknown[] = Array.isArray(page.data) ? page.data : [];
    const foreign = items.some((item) => {
      const account = asRecord(item);
      return (
        !account ||
        account.type !== 'EMBEDDED_WALLET' ||
        (account.customerId !== undefined && account.customerId !== ctx.customerId)
      );
    });
    if (foreign || !Array.isArray(page.data)) {
      throw new KeyholdError('SERVICE_ERROR', 'The account list held accounts of another kind.');
    }
  }
  return mirror(upstream);
}
