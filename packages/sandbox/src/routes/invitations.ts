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
import { randomInt } from 'node:crypto';
import type { SandboxHost } from '../contracts.js';
import { isCurrencyCode } from '../currencies.js';
import { MAX_AMOUNT } from '../domain/accounts.js';
import {
  ALPHABET,
  DEFAULT_TTL,
  getInvitation,
  type InvitationRecord,
  invitations,
  presentInvitation,
  refresh,
} from '../domain/invitations.js';
import { UMA_PATTERN } from '../domain/uma.js';
import { emitWebhook } from '../domain/webhooks.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../router.js';
import { isIsoDateTime, Validator } from '../validation.js';

export function registerInvitationRoutes(app: SandboxHost): void {
  const { router, state } = app;
  const umaRule = { pattern: UMA_PATTERN, patternMessage: 'must be a UMA address like $name@domain.com' };

  router.post(`${BASE_PATH}/invitations`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const inviterUma = v.string('inviterUma', { required: true, max: 128, ...umaRule });
    const firstName = v.label('firstName', { max: 100 });
    // `amountToSend`: an integer in the inviter's currency (the service's form) or `{amount, currency}`.
    const asInteger = typeof v.input['amountToSend'] === 'number';
    const amount = asInteger ? undefined : v.object('amountToSend');
    const value = asInteger
      ? v.integer('amountToSend', { min: 1, max: MAX_AMOUNT })
      : amount?.integer('amount', { required: true, min: 1, max: MAX_AMOUNT });
    let currency = amount?.string('currency', { required: true });
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
    const inviter = state.customers.find((c) => !c.isDeleted && c.umaAddress === inviterUma);
    if (!inviter) throw notFound('Customer with UMA address', inviterUma);
    if (asInteger) currency = inviter.currencies[0] ?? 'USD';
    let code = '';
    do {
      code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    } while (invitations(app).has(code));
    const inv: InvitationRecord = {
      id: code,
      createdAt: app.nowIso(),
      inviterUma: inviterUma!,
      status: 'PENDING',
      expiresAt:
        expiresAtMs !== undefined ? new Date(expiresAtMs).toISOString() : app.clock.isoIn(ttl ?? DEFAULT_TTL),
    };
    if (firstName !== undefined) inv.firstName = firstName;
    if (value !== undefined && currency !== undefined) inv.amountToSend = { amount: value, currency };
    invitations(app).set(inv);
    return json(presentInvitation(inv), 201);
  });

  router.get(`${BASE_PATH}/invitations`, (ctx) => {
    const q = new QueryReader(ctx.query);
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
  });

  router.get(`${BASE_PATH}/invitations/{code}`, (ctx) =>
    json(presentInvitation(getInvitation(app, ctx.params['code']!))),
  );

  router.post(`${BASE_PATH}/invitations/{code}/claim`, async (ctx) => {
    const inv = getInvitation(app, ctx.params['code']!);
    const v = Validator.body(await ctx.json());
    const inviteeUma = v.string('inviteeUma', { required: true, max: 128, ...umaRule });
    v.done();
    if (inv.status === 'CLAIMED')
      throw conflict('INVITATION_ALREADY_CLAIMED', 'This invitation was already claimed.', { code: inv.id });
    if (inv.status === 'CANCELLED')
      throw conflict('INVITATION_CANCELLED', 'This invitation was cancelled.', { code: inv.id });
    if (inv.status === 'EXPIRED')
      throw badRequest('INVITATION_EXPIRED', 'This invitation expired.', { code: inv.id });
    if (inviteeUma === inv.inviterUma)
      throw badRequest('INVITATION_SELF_CLAIM', 'The inviter cannot claim its own invitation.', {
        code: inv.id,
      });
    inv.status = 'CLAIMED';
    inv.inviteeUma = inviteeUma!;
    inv.claimedAt = app.nowIso();
    const wire = presentInvitation(inv);
    emitWebhook(app, 'INVITATION.CLAIMED', wire);
    return json(wire);
  });

  router.post(`${BASE_PATH}/invitations/{code}/cancel`, (ctx) => {
    const inv = getInvitation(app, ctx.params['code']!);
    if (inv.status !== 'PENDING')
      throw conflict(
        'INVITATION_NOT_PENDING',
        `The invitation is ${inv.status}; only PENDING invitations can be cancelled.`,
        {
          status: inv.status,
        },
      );
    inv.status = 'CANCELLED';
    return json(presentInvitation(inv));
  });
}
