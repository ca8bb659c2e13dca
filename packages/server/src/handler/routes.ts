import type { ServiceClient } from '../client/service-client.js';
import { listWalletAccounts } from './account-listing.js';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { forward, mirror } from './forwarding.js';
import type { ResolvedOptions } from './options.js';
import type { Prefetched } from './ownership.js';
import { quoteSource, requireQuoteDestination } from './quote-policy.js';
import type { PasskeyRegistration } from './registration.js';
import { forbidden, hasOnlyKeys, json, requireQuery, requireString } from './responses.js';
import { type Action, type OwnerCheck, route, type Route, servicePath } from './route-table.js';
import type { SignedRequests } from './signed-requests.js';
import { listOwnPayees, listOwnTransactions, readOwnReceiving } from './wallet-reads.js';

export interface RouteDeps {
  options: ResolvedOptions;
  service: ServiceClient;
  signed: SignedRequests;
  registration: PasskeyRegistration;
}

/**
 * The allow-list: every call the browser may make, one line each (method, path, owner check, action).
 * Anything else is 404. Paths are the service's own paths.
 */
export function walletRoutes(deps: RouteDeps): Route[] {
  const { options, service, signed, registration } = deps;
  const send = (ctx: Context, method: string, path: string, query?: URLSearchParams): Promise<Answer> =>
    forward(service, signed, ctx, method, path, query);

  // ── owner checks
  const anyone: OwnerCheck = async () => undefined;
  const bodyAccount: OwnerCheck = (ctx) =>
    ctx.ownership.requireAccount(requireString(ctx.json ?? {}, 'accountId'));
  const queryAccount: OwnerCheck = (ctx) => ctx.ownership.requireAccount(requireQuery(ctx.url, 'accountId'));
  const account =
    (p: string): OwnerCheck =>
    (ctx) =>
      ctx.ownership.requireAccount(ctx.params[p]!);
  const credential =
    (p: string): OwnerCheck =>
    (ctx) =>
      ctx.ownership.requireCredential(ctx.params[p]!);
  const session =
    (p: string): OwnerCheck =>
    (ctx) =>
      ctx.ownership.requireSession(ctx.params[p]!);
  const quote =
    (p: string): OwnerCheck =>
    (ctx) =>
      ctx.ownership.requireQuote(ctx.params[p]!);
  const transaction =
    (p: string): OwnerCheck =>
    (ctx) =>
      ctx.ownership.requireTransaction(ctx.params[p]!);
  const newQuote: OwnerCheck = async (ctx) => {
    await ctx.ownership.requireAccount(quoteSource(ctx));
    await requireQuoteDestination(ctx, options.allowQuoteDestination);
  };

  // ── actions
  /** The same call to the same service path. */
  const same =
    (template: string): Action =>
    (ctx) =>
      send(ctx, ctx.request.method, servicePath(template, ctx.params));
  /** The same call with only `accountId` in the query. */
  const sameForAccount =
    (template: string): Action =>
    (ctx) =>
      send(
        ctx,
        ctx.request.method,
        template,
        new URLSearchParams({ accountId: requireQuery(ctx.url, 'accountId') }),
      );
  /** A read the owner check may already have made: mirror it, else forward. */
  const read =
    (template: string): Action =>
    (ctx, prefetched) =>
      prefetched ? Promise.resolve(mirror(prefetched)) : same(template)(ctx, undefined);
  /** A write after a lookup: a failed lookup (not 404, which is refused) is mirrored. */
  const afterLookup =
    (template: string): Action =>
    (ctx, prefetched: Prefetched | undefined) =>
      prefetched && (prefetched.status < 200 || prefetched.status > 299)
        ? Promise.resolve(mirror(prefetched))
        : same(template)(ctx, undefined);
  const config: Action = async (ctx) =>
    json(200, {
      sandbox: options.sandbox,
      rpId: options.rpId,
      rpName: options.rpName,
      customerId: ctx.customerId,
    });
  const createCredential: Action = (ctx) =>
    (ctx.json ?? {}).type === 'PASSKEY'
      ? registration.createCredential(ctx, requireString(ctx.json ?? {}, 'accountId'), send)
      : send(ctx, 'POST', '/auth/credentials');

  // prettier-ignore
  return [
    route('GET',    '/config',                                anyone,                 config),
    route('GET',    '/customers/internal-accounts',           anyone,                 (ctx) => listWalletAccounts(service, ctx)),
    route('POST',   '/passkeys/registration-options',         bodyAccount,            (ctx) => registration.options(ctx)),
    route('POST',   '/auth/credentials',                      bodyAccount,            createCredential),
    route('GET',    '/auth/credentials',                      queryAccount,           sameForAccount('/auth/credentials')),
    route('POST',   '/auth/credentials/:credentialId/challenge', credential('credentialId'), same('/auth/credentials/:credentialId/challenge'), 'challenge'),
    route('POST',   '/auth/credentials/:credentialId/verify',    credential('credentialId'), same('/auth/credentials/:credentialId/verify'), 'verify'),
    route('DELETE', '/auth/credentials/:credentialId',       credential('credentialId'), same('/auth/credentials/:credentialId')),
    route('GET',    '/auth/sessions',                         queryAccount,           sameForAccount('/auth/sessions')),
    route('DELETE', '/auth/sessions/:sessionId',             session('sessionId'),   same('/auth/sessions/:sessionId')),
    route('POST',   '/internal-accounts/:accountId/export',  account('accountId'),   same('/internal-accounts/:accountId/export')),
    route('PATCH',  '/customers/:customerId',                async (ctx) => { if (ctx.params['customerId'] !== ctx.customerId || !hasOnlyKeys(ctx.json ?? {}, ['email']) || typeof ctx.json?.['email'] !== 'string') throw forbidden('A wallet may change only the email of its own customer.'); }, same('/customers/:customerId')),
    route('POST',   '/quotes',                                newQuote,               same('/quotes')),
    route('GET',    '/quotes/:quoteId',                      quote('quoteId'),       read('/quotes/:quoteId')),
    route('POST',   '/quotes/:quoteId/execute',              quote('quoteId'),       afterLookup('/quotes/:quoteId/execute')),
    route('GET',    '/transactions/:transactionId',          transaction('transactionId'), read('/transactions/:transactionId')),
    // The wallet elements' reads (wallet-reads.ts): pinned to the signed-in customer, answers checked.
    route('GET',    '/transactions',                          anyone,                 (ctx) => listOwnTransactions(service, ctx)),
    route('GET',    '/customers/external-accounts',           anyone,                 (ctx) => listOwnPayees(service, ctx)),
    // The handler's own (like /config): GET /customers/:customerId cannot sit beside the static /customers/… reads.
    route('GET',    '/receiving',                             anyone,                 (ctx) => readOwnReceiving(service, ctx)),
  ];
}
