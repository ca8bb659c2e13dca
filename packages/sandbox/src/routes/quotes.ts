/**
 * Quotes (§2.8, §4.2): `POST /quotes` (Idempotency-Key), `GET /quotes` (list, `domain/quote-list.ts`),
 * `GET /quotes/{quoteId}`,
 * `POST /quotes/{quoteId}/execute` (Idempotency-Key; `Service-Wallet-Signature` for an EMBEDDED_WALLET
 * source) and `GET /transactions/{transactionId}`. Pricing, sources and destinations: `domain/quotes.ts`
 * and `domain/pricing.ts`.
 */
import type { RequestContext, RouteRow, SandboxModule } from '../contracts.js';
import { onTransactionChange, presentTransaction } from '../domain/ledger.js';
import {
  assertExecutable,
  authorizeExecution,
  executeQuote,
  expireQuoteTransaction,
  QUOTE_EXPIRY_TIMER,
  quoteFollowsTransaction,
} from '../domain/payouts.js';
import { parseQuoteBody } from '../domain/quote-input.js';
import { listQuotes, readQuoteQuery } from '../domain/quote-list.js';
import { getQuote, presentQuote } from '../domain/quote-records.js';
import { createQuote } from '../domain/quotes.js';
import { notFound } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { SIGNATURE_HEADER } from '../signed-retry.js';
import { Validator } from '../validation.js';

function postQuote(ctx: RequestContext): Promise<Response> {
  return withIdempotency(ctx, async () => {
    const quote = createQuote(ctx.app, parseQuoteBody(await ctx.json()));
    return json(presentQuote(quote), 201);
  });
}

function readQuotes(ctx: RequestContext): Response {
  const { filter, page } = readQuoteQuery(ctx.query);
  return json(listQuotes(ctx.app, filter, page));
}

function readQuote(ctx: RequestContext): Response {
  return json(presentQuote(getQuote(ctx.app, ctx.params['quoteId']!)));
}

function postExecute(ctx: RequestContext): Promise<Response> {
  return withIdempotency(ctx, async () => {
    const { app } = ctx;
    const quote = getQuote(app, ctx.params['quoteId']!);
    const body = await ctx.json();
    if (body !== undefined) Validator.body(body);
    assertExecutable(app, quote);
    await authorizeExecution(app, quote, ctx.header(SIGNATURE_HEADER));
    executeQuote(app, quote);
    return json(presentQuote(quote));
  });
}

function readTransaction(ctx: RequestContext): Response {
  const id = ctx.params['transactionId']!;
  const t = ctx.app.state.transactions.get(id);
  if (!t) throw notFound('Transaction', id);
  return json(presentTransaction(t));
}

export const quoteRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/quotes`, postQuote],
  ['GET', `${BASE_PATH}/quotes`, readQuotes],
  ['GET', `${BASE_PATH}/quotes/{quoteId}`, readQuote],
  ['POST', `${BASE_PATH}/quotes/{quoteId}/execute`, postExecute],
  ['GET', `${BASE_PATH}/transactions/{transactionId}`, readTransaction],
];

export const registerQuoteRoutes: SandboxModule = (app) => {
  onTransactionChange(app, quoteFollowsTransaction);
  app.onTimer(QUOTE_EXPIRY_TIMER, (data) => {
    const quote = app.state.quotes.get((data as { quoteId: string }).quoteId);
    if (quote) expireQuoteTransaction(app, quote);
  });
  app.router.table(quoteRoutes);
};
