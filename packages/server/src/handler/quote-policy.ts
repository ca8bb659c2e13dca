import type { Context } from './context.js';
import type { WalletHandlerOptions } from './options.js';
import { asRecord, forbidden, hasOnlyKeys, invalidInput } from './responses.js';

/**
 * What a quote created from the browser may say. The service reads every field of `source` and
 * `destination`; a field the handler did not check (a REALTIME_FUNDING source naming another customer,
 * a side `customerId`) must not reach it. Returns the paying wallet's id (its ownership is checked next).
 */
export function quoteSource(ctx: Context): string {
  const source = asRecord((ctx.json ?? {}).source);
  const accountId = source?.accountId;
  if (!source || typeof accountId !== 'string' || !accountId) {
    throw invalidInput(
      'source.accountId is required: quotes here are paid from the wallet.',
      'source.accountId',
    );
  }
  if (source.sourceType !== 'ACCOUNT' || !hasOnlyKeys(source, ['sourceType', 'accountId'])) {
    throw invalidInput(
      'source must be exactly {"sourceType":"ACCOUNT","accountId":<your wallet>}.',
      'source',
    );
  }
  return accountId;
}

/**
 * Where may the signed-in customer send money from the browser? To a UMA address (the service binds
 * its `lookupId` to the sender), or to an account of their own: one of their internal accounts or one
 * of their external accounts. Any other account id (another customer's bank account or wallet, an
 * unknown id) is refused like a foreign resource, unless the integrator's `allowQuoteDestination` says
 * yes (a merchant's own account, say). Without this check the quote response would also reveal the
 * other account's currency, rail and beneficiary name.
 */
export async function requireQuoteDestination(
  ctx: Context,
  allow: WalletHandlerOptions['allowQuoteDestination'],
): Promise<void> {
  const destination = asRecord((ctx.json ?? {}).destination);
  if (destination?.destinationType === 'UMA_ADDRESS') {
    if (!hasOnlyKeys(destination, ['destinationType', 'umaAddress', 'currency'])) {
      throw invalidInput(
        'A UMA destination has exactly destinationType, umaAddress and optionally currency.',
        'destination',
      );
    }
    return;
  }
  if (
    destination?.destinationType !== 'ACCOUNT' ||
    typeof destination.accountId !== 'string' ||
    !destination.accountId ||
    !hasOnlyKeys(destination, ['destinationType', 'accountId'])
  ) {
    throw invalidInput(
      'destination must be {"destinationType":"ACCOUNT","accountId":…} or {"destinationType":"UMA_ADDRESS","umaAddress":…}.',
      'destination',
    );
  }
  if (await ctx.ownership.ownsDestination(destination.accountId)) return;
  if (
    allow &&
    (await allow(
      { destinationType: 'ACCOUNT', accountId: destination.accountId },
      { customerId: ctx.customerId },
    )) === true
  ) {
    return;
  }
  throw forbidden('Quotes from the wallet may only pay into the signed-in customer’s own accounts.');
}
