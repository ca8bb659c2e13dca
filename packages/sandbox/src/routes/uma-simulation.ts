/**
 * Sandbox simulation (§4.6):
 * - `POST /sandbox/send {quoteId, currencyCode}`: the payment into a real-time funded quote arrives;
 *   the quote executes (its payout follows the destination's scenario). After `expiresAt` the
 *   transaction is EXPIRED with `failureReason` QUOTE_EXPIRED. → 200 Transaction.
 * - `POST /sandbox/uma/receive {senderUmaAddress, receiverUmaAddress | customerId, receivingCurrencyCode,
 *   receivingCurrencyAmount}`: an incoming UMA payment to a platform customer. The sender address
 *   selects the scenario (`$pending.long.*` completes after 6 min, `$fail.compliance.*` fails, others
 *   succeed). Funds go to the customer's default UMA deposit (external) account, else to the
 *   customer's internal account in that currency (INTERNAL_FIAT first, then the wallet), else to the
 *   primary internal account converted at the sandbox rate. → 200 Transaction (INCOMING). With
 *   `paymentApprovalRequired` (`PATCH /config`) it waits in PENDING for the platform's approval.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { MAX_AMOUNT } from '../domain/accounts.js';
import { presentTransaction } from '../domain/ledger.js';
import { fundRealtimeQuote } from '../domain/payouts.js';
import { getQuote } from '../domain/quote-records.js';
import { receiveIncomingPayment } from '../domain/payment-approval.js';
import { incomingReceiver } from '../domain/uma-delivery.js';
import { resolveUma, UMA_PATTERN, type UmaScenario } from '../domain/uma.js';
import { badRequest } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

/** `POST /sandbox/send {quoteId, currencyCode}`: funds a real-time quote. */
const Send = f.object({
  quoteId: f.string({ required: true, max: 200 }),
  currencyCode: f.currencyCode({ required: true }),
});

const uma = { pattern: UMA_PATTERN, patternMessage: 'must be a UMA address like $name@domain.com' };

/** `POST /sandbox/uma/receive`: an incoming UMA payment to a UMA address or a customer. */
const UmaReceive = v.pipe(
  f.object({
    senderUmaAddress: f.string({ required: true, ...uma }),
    receiverUmaAddress: f.string(uma),
    customerId: f.string({ max: 200 }),
    receivingCurrencyCode: f.currencyCode({ required: true }),
    receivingCurrencyAmount: f.integer({ required: true, min: 1, max: MAX_AMOUNT }),
  }),
  v.forward(
    v.check(
      (b) => b.receiverUmaAddress !== undefined || b.customerId !== undefined,
      'or customerId is required',
    ),
    ['receiverUmaAddress'],
  ),
);

async function simulateSend(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const { quoteId, currencyCode } = parseBody(Send, await ctx.var.json());
  const quote = getQuote(sandbox, quoteId);
  if (currencyCode !== quote.sendingCurrency.code) {
    throw badRequest('CURRENCY_MISMATCH', `The quote is funded in ${quote.sendingCurrency.code}.`, {
      expected: quote.sendingCurrency.code,
      given: currencyCode,
    });
  }
  return json(presentTransaction(fundRealtimeQuote(sandbox, quote)));
}

async function simulateUmaReceive(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const body = parseBody(UmaReceive, await ctx.var.json());
  const { senderUmaAddress: sender, receiverUmaAddress: receiver, customerId } = body;
  const customer = incomingReceiver(sandbox, receiver, customerId);
  const from = resolveUma(sandbox, sender);
  const scenario: UmaScenario = from && !from.customer ? from.scenario : 'SUCCESS';
  const tx = receiveIncomingPayment(sandbox, {
    customer,
    senderUmaAddress: sender,
    currency: body.receivingCurrencyCode,
    amount: body.receivingCurrencyAmount,
    scenario,
  });
  return json(presentTransaction(tx));
}

export const umaSimulationRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/sandbox/send`, simulateSend],
  ['POST', `${BASE_PATH}/sandbox/uma/receive`, simulateUmaReceive],
];

export const umaSimulationModule: SandboxModule = { routes: umaSimulationRoutes };
