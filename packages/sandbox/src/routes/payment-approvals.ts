/**
 * Payment approval (the service's published operations): `POST /transactions/{transactionId}/approve`
 * `{receiverCustomerInfo?}` and `POST /transactions/{transactionId}/reject` `{reason?}` → 200 the
 * incoming Transaction; 404 unknown; 409 `TRANSACTION_NOT_PENDING_APPROVAL`. The webhook side and
 * the timeout: `domain/payment-approval.ts`.
 */
import type { RequestContext, RouteRow, SandboxModule } from '../contracts.js';
import { presentTransaction } from '../domain/ledger.js';
import { approvePayment, registerPaymentApproval, rejectPayment } from '../domain/payment-approval.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

async function readBody(ctx: RequestContext): Promise<Validator> {
  return Validator.body((await ctx.json()) ?? {});
}

async function approve(ctx: RequestContext): Promise<Response> {
  const v = await readBody(ctx);
  v.object('receiverCustomerInfo');
  v.done();
  return json(presentTransaction(approvePayment(ctx.app, ctx.params['transactionId']!)));
}

async function reject(ctx: RequestContext): Promise<Response> {
  const v = await readBody(ctx);
  v.string('reason', { max: 1000 });
  v.done();
  return json(presentTransaction(rejectPayment(ctx.app, ctx.params['transactionId']!)));
}

export const paymentApprovalRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/transactions/{transactionId}/approve`, approve],
  ['POST', `${BASE_PATH}/transactions/{transactionId}/reject`, reject],
];

export const registerPaymentApprovalRoutes: SandboxModule = (app) => {
  registerPaymentApproval(app);
  app.router.table(paymentApprovalRoutes);
};
