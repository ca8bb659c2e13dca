/**
 * Same-currency transfers (§4.2) and transaction listing:
 * - `POST /transfer-in {source: {accountId: <external>}, destination: {accountId: <internal>}, amount, description?}`
 * - `POST /transfer-out {source: {accountId: <internal>}, destination: {accountId: <external>}, amount, description?}`
 *   both answer 201 with the Transaction, honour `Idempotency-Key`, and follow the §3.6 suffix of
 *   the external account: 002 insufficient funds and 003 account closed fail at once (FAILED),
 *   004 is REJECTED by the bank (nothing moves), 005 stays PROCESSING for 30 s then FAILED (refunded),
 *   other suffixes complete at once.
 * - `GET /transactions` (a gap: the platform-wide list with the filters of `/agents/me/transactions`
 *   plus `customerId`).
 *
 * An EMBEDDED_WALLET cannot be the source of a transfer-out: its funds move only by a quote executed
 * with a wallet signature (400 `EMBEDDED_WALLET_SOURCE_NOT_ALLOWED`).
 */
import type { Ctx, Handler, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { presentTransaction } from '../domain/ledger.js';
import { listTransactions, readTransactionQuery } from '../domain/transactions.js';
import { executeTransfer, parseTransferBody, resolveTransfer } from '../domain/transfers.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';

/** `POST /transfer-in` and `POST /transfer-out`: one handler per direction. */
function transfer(direction: 'TRANSFER_IN' | 'TRANSFER_OUT'): Handler {
  return function postTransfer(ctx) {
    return withIdempotency(ctx, async () => {
      const sandbox = ctx.var.sandbox;
      const req = parseTransferBody(await ctx.var.json(), direction);
      const tx = executeTransfer(sandbox, resolveTransfer(sandbox, direction, req));
      return json(presentTransaction(tx), 201);
    });
  };
}

const transferIn = transfer('TRANSFER_IN');
const transferOut = transfer('TRANSFER_OUT');

function listAllTransactions(ctx: Ctx): Response {
  const { filter, page } = readTransactionQuery(query(ctx), true);
  return json(listTransactions(ctx.var.sandbox, filter, page));
}

export const transferRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/transfer-in`, transferIn],
  ['POST', `${BASE_PATH}/transfer-out`, transferOut],
  ['GET', `${BASE_PATH}/transactions`, listAllTransactions],
];

export const transferModule: SandboxModule = { routes: transferRoutes };
