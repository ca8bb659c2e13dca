import { readSignedPayloadStrict, showInvisibles } from '@keyhold/core/protocol';
import { localeFor } from '@keyhold/locales';
import { formatMinorUnits, quoteFromPayload } from '@keyhold/core/summary';
import type { VaultCopy } from './copy.js';

/** The frame's own account of a payload: a headline and the lines under it, all in words. */
export interface Summary {
  operation: string;
  headline: string;
  lines: string[];
  /** The payload's own expiry (service's clock), when it says. */
  expiresAt?: string;
  /** The account and the request the payload names (both, or absent): an export's envelope must name them. */
  binding?: { accountId: string; requestId: string };
}

/**
 * Free text of the payload as the person is shown it: bidirectional controls and invisible characters
 * made visible (`⟨U+202E⟩`), never obeyed.
 */
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? showInvisibles(v) : undefined;

/** Provider names an OAuth credential's issuer is shown by. */
function providerName(p: Record<string, unknown>): string | undefined {
  const issuer = text(p['issuer']) ?? text(p['provider']);
  if (issuer === undefined) return text(p['nickname']) ?? text(p['email']);
  if (/google/i.test(issuer)) return 'Google';
  if (/apple/i.test(issuer)) return 'Apple';
  if (/microsoft|live\.com/i.test(issuer)) return 'Microsoft';
  try {
    return new URL(issuer).hostname;
  } catch {
    return issuer;
  }
}

/** Operations that only take power away (a sign-out): never moved to the approval window. */
export const REVOKING_OPERATIONS: ReadonlySet<string> = new Set(['REVOKE_AUTH_SESSION', 'REVOKE_SESSION']);

/** Operations whose payload must name a client key this frame made for an export it started. */
export const EXPORT_OPERATIONS: ReadonlySet<string> = new Set(['EXPORT_WALLET']);

/**
 * What a `payloadToSign` does, in the frame's words, read from the payload's own bytes (never from what the
 * page says it is): the operation, amounts in currency, the payee, the credential added or removed.
 * `payee`: the payee's words the frame looked up itself (payee.ts), for a payment to an account.
 */
export function summarise(payloadToSign: string, t: VaultCopy, lang: string, payee?: string): Summary {
  // Strict: a payload naming a key twice, or a field a payload does not have, is unrecognised.
  const payload = readSignedPayloadStrict(payloadToSign);
  if (!payload) return { operation: 'UNKNOWN', headline: t.opUnknown, lines: [] };
  const p = payload.parameters;
  const out: Summary = { operation: payload.operation, headline: t.opUnknown, lines: [] };
  if (payload.expiresAt !== undefined) out.expiresAt = payload.expiresAt;
  if (payload.accountId !== undefined && payload.requestId !== undefined)
    out.binding = { accountId: payload.accountId, requestId: payload.requestId };
  switch (payload.operation) {
    case 'EXECUTE_QUOTE': {
      out.headline = t.opExecuteQuote;
      const q = quoteFromPayload(payloadToSign) ?? {};
      if (q.sendingCurrency && typeof q.totalSendingAmount === 'number')
        out.lines.push(
          t.send(formatMinorUnits(q.totalSendingAmount, { code: q.sendingCurrency }, localeFor(lang))),
        );
      if (q.receivingCurrency && typeof q.totalReceivingAmount === 'number')
        out.lines.push(
          t.receive(formatMinorUnits(q.totalReceivingAmount, { code: q.receivingCurrency }, localeFor(lang))),
        );
      if (q.destination)
        out.lines.push(
          t.to(
            'umaAddress' in q.destination
              ? showInvisibles(q.destination.umaAddress)
              : (payee ?? t.payeeAccount),
          ),
        );
      if (q.description) out.lines.push(t.note(showInvisibles(q.description)));
      break;
    }
    case 'EXPORT_WALLET':
      out.headline = t.opExport;
      break;
    case 'CREATE_AUTH_CREDENTIAL':
    case 'ADD_CREDENTIAL': {
      const type = text(p['type']);
      const name = text(p['nickname']) ?? text(p['email']);
      if (type === 'EMAIL_OTP' && name) out.headline = t.opAddEmail(name);
      else if (type === 'PASSKEY' && name) out.headline = t.opAddPasskey(name);
      else if (type === 'OAUTH' && providerName(p)) out.headline = t.opAddOAuth(providerName(p)!);
      else out.headline = t.opAddCredential;
      break;
    }
    case 'REVOKE_AUTH_CREDENTIAL':
    case 'REVOKE_CREDENTIAL': {
      const name = text(p['nickname']) ?? text(p['email']);
      out.headline = name ? t.opRevokeCredential(name) : t.opRevokeCredentialPlain;
      break;
    }
    case 'UPDATE_CUSTOMER_EMAIL':
    case 'CHANGE_EMAIL': {
      const email = text(p['email']);
      out.headline = email ? t.opChangeEmail(email) : t.opUnknown;
      break;
    }
    case 'REVOKE_AUTH_SESSION':
    case 'REVOKE_SESSION':
      out.headline = t.opRevokeSession;
      break;
    default:
      out.operation = 'UNKNOWN';
  }
  return out;
}
