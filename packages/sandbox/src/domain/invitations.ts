/**
 * UMA invitations (§2.12, §3.4): the record, read-time expiry, codes and the wire shape.
 */
import type { SandboxHost } from '../contracts.js';
import { currencyObject } from '../currencies.js';
import { SANDBOX_UMA_DOMAIN } from './customers.js';
import { notFound } from '../errors.js';

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

export function invitations(app: SandboxHost) {
  return app.state.collection<InvitationRecord>('invitations');
}

export function refresh(app: SandboxHost, inv: InvitationRecord): InvitationRecord {
  if (
    inv.status === 'PENDING' &&
    inv.expiresAt !== undefined &&
    Date.parse(inv.expiresAt) <= app.clock.nowMs()
  )
    inv.status = 'EXPIRED';
  return inv;
}

export function presentInvitation(inv: InvitationRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    code: inv.id,
    createdAt: inv.createdAt,
    url: `https://${SANDBOX_UMA_DOMAIN}/invite/${inv.id}`,
    inviterUma: inv.inviterUma,
    status: inv.status,
  };
  if (inv.claimedAt !== undefined) out['claimedAt'] = inv.claimedAt;
  if (inv.expiresAt !== undefined) out['expiresAt'] = inv.expiresAt;
  if (inv.inviteeUma !== undefined) out['inviteeUma'] = inv.inviteeUma;
  if (inv.firstName !== undefined) out['firstName'] = inv.firstName;
  if (inv.amountToSend)
    out['amountToSend'] = {
      amount: inv.amountToSend.amount,
      currency: currencyObject(inv.amountToSend.currency),
    };
  return out;
}

export function getInvitation(app: SandboxHost, code: string): InvitationRecord {
  const inv = invitations(app).get(code.toUpperCase());
  if (!inv) throw notFound('Invitation', code);
  return refresh(app, inv);
}
