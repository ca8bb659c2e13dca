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
import { Validator } from '../validation.js';

async function readBody(ctx: Ctx): Promise<Validator> {
  return Validator.body((await ctx.var.json()) ?? {});
}

async function approve(ctx: Ctx): Promise<Response> {
  const v = await readBody(ctx);
  v.object('receiverCustomerInfo');
  v.done();
  return json(presentTransaction(approvePayment(ctx.var.sandbox, param(ctx, 'transactionId'))));
}

async function reject(ctx: Ctx): Promise<Response> {
  const v = await readBody(ctx);
  v.string('reason', { max: 1000 });
  v.done();
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
