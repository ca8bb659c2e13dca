/**
 * UMA invitations (§2.12, §3.4, §4.3):
 * - `POST /invitations {inviterUma, firstName?, amountToSend? {amount, currency}, expiresInSeconds?}`
 *   → 201 (a gap: the create operation; `inviterUma` must be a customer's UMA address; expiry
 *   defaults to 7 days, 60 s to 90 days);
 * - `GET /invitations/{code}`, `GET /invitations?inviterUma=&status=` (paginated);
 * - `POST /invitations/{code}/claim {inviteeUma}` → the CLAIMED invitation and the
 *   `INVITATION.CLAIMED` webhook; `POST /invitations/{code}/cancel` (a gap) → CANCELLED.
 * A PENDING invitation past `expiresAt` reads as EXPIRED. Claiming a CLAIMED one is 409
 * `INVITATION_ALREADY_CLAIMED`, a CANCELLED one 409 `INVITATION_CANCELLED`, an EXPIRED one 400
 * `INVITATION_EXPIRED`, one's own invitation 400 `INVITATION_SELF_CLAIM`.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import { isCurrencyCode } from '../currencies.js';
import { MAX_AMOUNT } from '../domain/accounts.js';
import {
  cancelInvitation,
  claimInvitation,
  createInvitation,
  DEFAULT_TTL,
  getInvitation,
  invitations,
  presentInvitation,
  refresh,
} from '../domain/invitations.js';
import { UMA_PATTERN } from '../domain/uma.js';
import { emitWebhook } from '../domain/webhooks.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import { isIsoDateTime, Validator } from '../validation.js';

const umaRule = { pattern: UMA_PATTERN, patternMessage: 'must be a UMA address like $name@domain.com' };

async function postInvitation(ctx: Ctx): Promise<Response> {
  const app = ctx.var.sandbox;
  const v = Validator.body(await ctx.var.json());
  const inviterUma = v.string('inviterUma', { required: true, max: 128, ...umaRule });
  const firstName = v.label('firstName', { max: 100 });
  // `amountToSend`: an integer in the inviter's currency (the service's form) or `{amount, currency}`.
  const asInteger = typeof v.input['amountToSend'] === 'number';
  const amount = asInteger ? undefined : v.object('amountToSend');
  const value = asInteger
    ? v.integer('amountToSend', { min: 1, max: MAX_AMOUNT })
    : amount?.integer('amount', { required: true, min: 1, max: MAX_AMOUNT });
  const currency = amount?.string('currency', { required: true });
  if (currency !== undefined && !isCurrencyCode(currency))
    amount?.fail('currency', 'must be a supported ISO 4217 currency code');
  const ttl = v.integer('expiresInSeconds', { min: 60, max: 90 * 86_400 });
  const expiresAt = v.string('expiresAt', { max: 40 });
  let expiresAtMs: number | undefined;
  if (expiresAt !== undefined) {
    expiresAtMs = isIsoDateTime(expiresAt) ? Date.parse(expiresAt) : undefined;
    const ahead = expiresAtMs === undefined ? 0 : (expiresAtMs - app.clock.nowMs()) / 1000;
    if (expiresAtMs === undefined) v.fail('expiresAt', 'must be an ISO 8601 date-time');
    else if (ahead < 60 || ahead > 90 * 86_400)
      v.fail('expiresAt', 'must be between 60 seconds and 90 days from now');
    if (ttl !== undefined) v.fail('expiresAt', 'must not be combined with expiresInSeconds');
  }
  v.done();
  const inv = createInvitation(app, {
    inviterUma: inviterUma!,
    ...(firstName !== undefined ? { firstName } : {}),
    ...(value !== undefined ? { amount: value } : {}),
    ...(currency !== undefined ? { currency } : {}),
    expiresAt:
      expiresAtMs !== undefined ? new Date(expiresAtMs).toISOString() : app.clock.isoIn(ttl ?? DEFAULT_TTL),
  });
  return json(presentInvitation(inv), 201);
}

function listInvitations(ctx: Ctx): Response {
  const app = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
  const inviterUma = q.string('inviterUma');
  const status = q.enum('status', ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const);
  const page = q.page();
  q.done();
  const col = invitations(app);
  const items = col.filter(
    (i) =>
      (inviterUma === undefined || i.inviterUma === inviterUma) &&
      (status === undefined || refresh(app, i).status === status),
  );
  return json(paginate(col, items, page, (i) => presentInvitation(refresh(app, i))));
}

function readInvitation(ctx: Ctx): Response {
  const app = ctx.var.sandbox;
  return json(presentInvitation(getInvitation(app, param(ctx, 'code'))));
}

async function claim(ctx: Ctx): Promise<Response> {
  const app = ctx.var.sandbox;
  const inv = getInvitation(app, param(ctx, 'code'));
  const v = Validator.body(await ctx.var.json());
  const inviteeUma = v.string('inviteeUma', { required: true, max: 128, ...umaRule });
  v.done();
  claimInvitation(app, inv, inviteeUma!);
  const wire = presentInvitation(inv);
  emitWebhook(app, 'INVITATION.CLAIMED', wire);
  return json(wire);
}

function cancel(ctx: Ctx): Response {
  const app = ctx.var.sandbox;
  const inv = getInvitation(app, param(ctx, 'code'));
  cancelInvitation(inv);
  return json(presentInvitation(inv));
}

export const invitationRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/invitations`, postInvitation],
  ['GET', `${BASE_PATH}/invitations`, listInvitations],
  ['GET', `${BASE_PATH}/invitations/:code`, readInvitation],
  ['POST', `${BASE_PATH}/invitations/:code/claim`, claim],
  ['POST', `${BASE_PATH}/invitations/:code/cancel`, cancel],
];

export const invitationModule: SandboxModule = { routes: invitationRoutes };
