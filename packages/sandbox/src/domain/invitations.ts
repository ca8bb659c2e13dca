/**
 * UMA invitations (§2.12, §3.4): the record, read-time expiry, codes and the wire shape.
 */
import type { Invitation } from '@keyhold/protocol/wire';
import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../host/context.js';
import { currencyObject } from '../currencies.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { SANDBOX_UMA_DOMAIN } from './customers.js';

export type InvitationStatus = 'PENDING' | 'CLAIMED' | 'EXPIRED' | 'CANCELLED';

export interface InvitationRecord {
  /** The invitation code. */
  id: string;
  createdAt: string;
  inviterUma: string;
  status: InvitationStatus;
  claimedAt?: string;
  expiresAt?: string;
  inviteeUma?: string;
  firstName?: string;
  amountToSend?: { amount: number; currency: string };
}

export const DEFAULT_TTL = 7 * 86_400;
export const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function invitations(sandbox: SandboxContext) {
  return sandbox.state.collection<InvitationRecord>('invitations');
}

export function refresh(sandbox: SandboxContext, inv: InvitationRecord): InvitationRecord {
  if (
    inv.status === 'PENDING' &&
    inv.expiresAt !== undefined &&
    Date.parse(inv.expiresAt) <= sandbox.clock.nowMs()
  )
    inv.status = 'EXPIRED';
  return inv;
}

export function presentInvitation(inv: InvitationRecord): Invitation {
  const out: Invitation = {
    code: inv.id,
    createdAt: inv.createdAt,
    url: `https://${SANDBOX_UMA_DOMAIN}/invite/${inv.id}`,
    inviterUma: inv.inviterUma,
    status: inv.status,
  };
  if (inv.claimedAt !== undefined) out.claimedAt = inv.claimedAt;
  if (inv.expiresAt !== undefined) out.expiresAt = inv.expiresAt;
  if (inv.inviteeUma !== undefined) out.inviteeUma = inv.inviteeUma;
  if (inv.firstName !== undefined) out.firstName = inv.firstName;
  if (inv.amountToSend)
    out.amountToSend = {
      amount: inv.amountToSend.amount,
      currency: currencyObject(inv.amountToSend.currency),
    };
  return out;
}

export function getInvitation(sandbox: SandboxContext, code: string): InvitationRecord {
  const inv = invitations(sandbox).get(code.toUpperCase());
  if (!inv) throw notFound('Invitation', code);
  return refresh(sandbox, inv);
}

export interface NewInvitation {
  inviterUma: string;
  firstName?: string;
  /** Smallest unit; in `currency`, else in the inviter's first currency. */
  amount?: number;
  currency?: string;
  expiresAt: string;
}

/** Creates a PENDING invitation with a fresh code; the inviter must be a live customer's UMA address. */
export function createInvitation(sandbox: SandboxContext, spec: NewInvitation): InvitationRecord {
  const inviter = sandbox.state.customers.find((c) => !c.isDeleted && c.umaAddress === spec.inviterUma);
  if (!inviter) throw notFound('Customer with UMA address', spec.inviterUma);
  let code = '';
  do {
    code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  } while (invitations(sandbox).has(code));
  const inv: InvitationRecord = {
    id: code,
    createdAt: sandbox.nowIso(),
    inviterUma: spec.inviterUma,
    status: 'PENDING',
    expiresAt: spec.expiresAt,
  };
  if (spec.firstName !== undefined) inv.firstName = spec.firstName;
  if (spec.amount !== undefined)
    inv.amountToSend = { amount: spec.amount, currency: spec.currency ?? inviter.currencies[0] ?? 'USD' };
  return invitations(sandbox).set(inv);
}

/** Claims a PENDING invitation for `inviteeUma` (409/400 otherwise; never the inviter itself). */
export function claimInvitation(sandbox: SandboxContext, inv: InvitationRecord, inviteeUma: string): void {
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
  inv.inviteeUma = inviteeUma;
  inv.claimedAt = sandbox.nowIso();
}

/** Cancels a PENDING invitation (409 otherwise). */
export function cancelInvitation(inv: InvitationRecord): void {
  if (inv.status !== 'PENDING')
    throw conflict(
      'INVITATION_NOT_PENDING',
      `The invitation is ${inv.status}; only PENDING invitations can be cancelled.`,
      {
        status: inv.status,
      },
    );
  inv.status = 'CANCELLED';
}
