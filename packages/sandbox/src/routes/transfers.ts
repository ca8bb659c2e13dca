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
import type { SandboxHost } from '../contracts.js';
import { presentTransaction } from '../domain/ledger.js';
import { listTransactions, readTransactionQuery } from '../domain/transactions.js';
import { executeTransfer, parseTransferBody, resolveTransfer } from '../domain/transfers.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';

export function registerTransferRoutes(app: SandboxHost): void {
  const { router } = app;
  for (const [path, direction] of [
    ['transfer-in', 'TRANSFER_IN'],
    ['transfer-out', 'TRANSFER_OUT'],
  ] as const) {
    router.post(`${BASE_PATH}/${path}`, (ctx) =>
      withIdempotency(ctx, async () => {
        const req = parseTransferBody(await ctx.json(), direction);
        const tx = executeTransfer(app, resolveTransfer(app, direction, req));
        return json(presentTransaction(tx), 201);
      }),
    );
  }

  router.get(`${BASE_PATH}/transactions`, (ctx) => {
    const { filter, page } = readTransactionQuery(ctx.query, true);
    return json(listTransactions(app, filter, page));
  });
}
