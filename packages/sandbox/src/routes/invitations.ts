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
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';
import { isIsoDateTime } from '../validation.js';

const umaRule = { pattern: UMA_PATTERN, patternMessage: 'must be a UMA address like $name@domain.com' };

/**
 * `POST /invitations`: `amountToSend` is an integer in the inviter's currency (the service's form) or
 * `{amount, currency}`; `expiresAt` (60 s to 90 days after `nowMs`) or `expiresInSeconds`, not both.
 */
function newInvitation(nowMs: number) {
  const amountObject = f.object({
    amount: f.integer({ required: true, min: 1, max: MAX_AMOUNT }),
    currency: f.currencyCode({ required: true }),
  });
  const amountInteger = f.integer({ min: 1, max: MAX_AMOUNT });
  const expiresAt = v.pipe(
    f.string({ max: 40 }),
    v.check((s) => s === undefined || isIsoDateTime(s), 'must be an ISO 8601 date-time'),
    v.check((s) => {
      const ahead = s === undefined ? 60 : (Date.parse(s) - nowMs) / 1000;
      return ahead >= 60 && ahead <= 90 * 86_400;
    }, 'must be between 60 seconds and 90 days from now'),
  );
  return v.pipe(
    f.object({
      inviterUma: f.string({ required: true, max: 128, ...umaRule }),
      firstName: f.label({ max: 100 }),
      amountToSend: f.present(v.lazy((input) => (typeof input === 'number' ? amountInteger : amountObject))),
      expiresInSeconds: f.integer({ min: 60, max: 90 * 86_400 }),
      expiresAt,
    }),
    v.forward(
      v.check(
        (b) => b.expiresAt === undefined || b.expiresInSeconds === undefined,
        'must not be combined with expiresInSeconds',
      ),
      ['expiresAt'],
    ),
  );
}

/** `POST /invitations/{code}/claim {inviteeUma}` */
const Claim = f.object({ inviteeUma: f.string({ required: true, max: 128, ...umaRule }) });

async function postInvitation(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const body = parseBody(newInvitation(sandbox.clock.nowMs()), await ctx.var.json());
  const amount = body.amountToSend;
  const value = typeof amount === 'number' ? amount : amount?.amount;
  const currency = typeof amount === 'number' ? undefined : amount?.currency;
  const ttl = body.expiresInSeconds;
  const expiresAtMs = body.expiresAt === undefined ? undefined : Date.parse(body.expiresAt);
  const { inviterUma, firstName } = body;
  const inv = createInvitation(sandbox, {
    inviterUma,
    ...(firstName !== undefined ? { firstName } : {}),
    ...(value !== undefined ? { amount: value } : {}),
    ...(currency !== undefined ? { currency } : {}),
    expiresAt:
      expiresAtMs !== undefined
        ? new Date(expiresAtMs).toISOString()
        : sandbox.clock.isoIn(ttl ?? DEFAULT_TTL),
  });
  return json(presentInvitation(inv), 201);
}

function listInvitations(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
  const inviterUma = q.string('inviterUma');
  const status = q.enum('status', ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const);
  const page = q.page();
  q.done();
  const col = invitations(sandbox);
  const items = col.filter(
    (i) =>
      (inviterUma === undefined || i.inviterUma === inviterUma) &&
      (status === undefined || refresh(sandbox, i).status === status),
  );
  return json(paginate(col, items, page, (i) => presentInvitation(refresh(sandbox, i))));
}

function readInvitation(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(presentInvitation(getInvitation(sandbox, param(ctx, 'code'))));
}

async function claim(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const inv = getInvitation(sandbox, param(ctx, 'code'));
  const { inviteeUma } = parseBody(Claim, await ctx.var.json());
  claimInvitation(sandbox, inv, inviteeUma);
  const wire = presentInvitation(inv);
  emitWebhook(sandbox, 'INVITATION.CLAIMED', wire);
  return json(wire);
}

function cancel(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const inv = getInvitation(sandbox, param(ctx, 'code'));
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
