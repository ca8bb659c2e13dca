/**
 * Payment approval (the service's published operations): `POST /transactions/{transactionId}/approve`
 * `{receiverCustomerInfo?}` and `POST /transactions/{transactionId}/reject` `{reason?}` → 200 the
 * incoming Transaction; 404 unknown; 409 `TRANSACTION_NOT_PENDING_APPROVAL`. The webhook side and
 * the timeout: `domain/payment-approval.ts`.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param } from '../http/request.js';
import { presentTransaction } from '../domain/ledger.js';
import { approvePayment, registerPaymentApproval, rejectPayment } from '../domain/payment-approval.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

/** `POST /transactions/{transactionId}/approve {receiverCustomerInfo?}` (the body may be empty). */
const Approve = f.object({ receiverCustomerInfo: f.present(f.record) });

/** `POST /transactions/{transactionId}/reject {reason?}` (the body may be empty). */
const Reject = f.object({ reason: f.string({ max: 1000 }) });

async function approve(ctx: Ctx): Promise<Response> {
  parseBody(Approve, (await ctx.var.json()) ?? {});
  return json(presentTransaction(approvePayment(ctx.var.sandbox, param(ctx, 'transactionId'))));
}

async function reject(ctx: Ctx): Promise<Response> {
  parseBody(Reject, (await ctx.var.json()) ?? {});
  return json(presentTransaction(rejectPayment(ctx.var.sandbox, param(ctx, 'transactionId'))));
}

export const paymentApprovalRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/transactions/:transactionId/approve`, approve],
  ['POST', `${BASE_PATH}/transactions/:transactionId/reject`, reject],
];

export const paymentApprovalModule: SandboxModule = {
  setup: registerPaymentApproval,
  routes: paymentApprovalRoutes,
};
