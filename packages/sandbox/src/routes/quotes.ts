/**
 * Quotes (§2.8, §4.2): `POST /quotes` (Idempotency-Key), `GET /quotes` (list, `domain/quote-list.ts`),
 * `GET /quotes/{quoteId}`,
 * `POST /quotes/{quoteId}/execute` (Idempotency-Key; `Service-Wallet-Signature` for an EMBEDDED_WALLET
 * source) and `GET /transactions/{transactionId}`. Pricing, sources and destinations: `domain/quotes.ts`
 * and `domain/pricing.ts`.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import { onTransactionChange, presentTransaction } from '../domain/ledger.js';
import {
  assertExecutable,
  authorizeExecution,
  executeQuote,
  expireQuoteTransaction,
  QUOTE_EXPIRY_TIMER,
  quoteFollowsTransaction,
} from '../domain/payouts.js';
import { parseBody } from '../schemas/parse.js';
import { NewQuote } from '../schemas/quote.js';
import { listQuotes, readQuoteQuery } from '../domain/quote-list.js';
import { getQuote, presentQuote } from '../domain/quote-records.js';
import { createQuote } from '../domain/quotes.js';
import { notFound } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import { SIGNATURE_HEADER } from '@keyhold/protocol';
import * as f from '../schemas/fields.js';

/** `POST /quotes/{quoteId}/execute`: no fields; a body, when sent, is a JSON object. */
const Execute = f.object({});

function postQuote(ctx: Ctx): Promise<Response> {
  return withIdempotency(ctx, async () => {
    const quote = createQuote(ctx.var.sandbox, parseBody(NewQuote, await ctx.var.json()));
    return json(presentQuote(quote), 201);
  });
}

function readQuotes(ctx: Ctx): Response {
  const { filter, page } = readQuoteQuery(query(ctx));
  return json(listQuotes(ctx.var.sandbox, filter, page));
}

function readQuote(ctx: Ctx): Response {
  return json(presentQuote(getQuote(ctx.var.sandbox, param(ctx, 'quoteId'))));
}

function postExecute(ctx: Ctx): Promise<Response> {
  return withIdempotency(ctx, async () => {
    const sandbox = ctx.var.sandbox;
    const quote = getQuote(sandbox, param(ctx, 'quoteId'));
    const body = await ctx.var.json();
    if (body !== undefined) parseBody(Execute, body);
    assertExecutable(sandbox, quote);
    await authorizeExecution(sandbox, quote, ctx.req.header(SIGNATURE_HEADER));
    executeQuote(sandbox, quote);
    return json(presentQuote(quote));
  });
}

function readTransaction(ctx: Ctx): Response {
  const id = param(ctx, 'transactionId');
  const t = ctx.var.sandbox.state.transactions.get(id);
  if (!t) throw notFound('Transaction', id);
  return json(presentTransaction(t));
}

export const quoteRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/quotes`, postQuote],
  ['GET', `${BASE_PATH}/quotes`, readQuotes],
  ['GET', `${BASE_PATH}/quotes/:quoteId`, readQuote],
  ['POST', `${BASE_PATH}/quotes/:quoteId/execute`, postExecute],
  ['GET', `${BASE_PATH}/transactions/:transactionId`, readTransaction],
];

export const quoteModule: SandboxModule = {
  routes: quoteRoutes,
  setup(sandbox) {
    onTransactionChange(sandbox, quoteFollowsTransaction);
    sandbox.onTimer(QUOTE_EXPIRY_TIMER, (data) => {
      const quote = sandbox.state.quotes.get((data as { quoteId: string }).quoteId);
      if (quote) expireQuoteTransaction(sandbox, quote);
    });
  },
};
