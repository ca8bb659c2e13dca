import { CLIENT_HEADER, readSignedPayloadStrict, showInvisibles } from '@keyhold/core/protocol';
import type { VaultConfig } from '@keyhold/core/vault-protocol';
import type { SignedOperation } from '@keyhold/protocol';
import type { VaultCopy } from './copy.js';

/** Pages of payees read at most (100 each) before the frame says it could not look the payee up. */
const MAX_PAGES = 5;

/** How long the lookup may take before the frame shows the request without the payee's name. */
const LOOKUP_MS = 5_000;

/** An external account as the wallet handler lists it (the fields the frame reads). */
interface Payee {
  id?: unknown;
  accountInfo?: Record<string, unknown>;
  beneficiaryVerifiedData?: { fullName?: unknown };
}

/**
 * The account an `EXECUTE_QUOTE` payload pays, read from the payload's own bytes: its
 * `destinationAccountId` when that is an account id (an UMA address is shown as it is); else undefined.
 */
export function paidAccount(payloadToSign: string): string | undefined {
  const payload = readSignedPayloadStrict(payloadToSign);
  if (payload?.operation !== ('EXECUTE_QUOTE' satisfies SignedOperation)) return undefined;
  const to = payload.parameters['destinationAccountId'];
  return typeof to === 'string' && to !== '' && !to.includes('@') ? to : undefined;
}

/** The signed-in customer's payee of that id, from the wallet handler of the vault's own configuration. */
async function findPayee(backendUrl: string, id: string, signal: AbortSignal): Promise<Payee | null> {
  const base = backendUrl.replace(/\/+$/, '');
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: '100', ...(cursor !== undefined ? { cursor } : {}) });
    const res = await fetch(`${base}/customers/external-accounts?${query.toString()}`, {
      headers: { Accept: 'application/json', [CLIENT_HEADER]: '1' },
      credentials: 'include',
      signal,
    });
    if (!res.ok) throw new Error(`The wallet backend answered ${res.status}.`);
    const body = (await res.json()) as { data?: unknown; hasMore?: unknown; nextCursor?: unknown };
    if (!Array.isArray(body.data)) throw new Error('The payee list has no data.');
    const found = (body.data as Payee[]).find((p) => p?.id === id);
    if (found) return found;
    if (body.hasMore !== true) return null;
    if (typeof body.nextCursor !== 'string') throw new Error('The payee list has more, but no cursor.');
    cursor = body.nextCursor;
  }
  // Not found in the pages read: the frame cannot say the account is not a payee.
  throw new Error('The payee list is longer than the frame reads.');
}

/** The payee in the vault's words: "Ada Lovelace, IBAN …3000", or its account alone when it has no name. */
function describe(payee: Payee, t: VaultCopy): string {
  const info = payee.accountInfo ?? {};
  const beneficiary = info['beneficiary'] as { fullName?: unknown } | undefined;
  const rawName = payee.beneficiaryVerifiedData?.fullName ?? beneficiary?.fullName;
  const name = typeof rawName === 'string' && rawName.trim() !== '' ? showInvisibles(rawName) : undefined;
  const iban = info['iban'];
  const other = ['accountNumber', 'clabe', 'pixKey', 'address'].map((f) => info[f]).find(Boolean);
  const account =
    typeof iban === 'string' && iban.length >= 4
      ? t.payeeIban(iban.slice(-4))
      : typeof other === 'string' && other.length >= 4
        ? t.payeeNumber(showInvisibles(other.slice(-4)))
        : undefined;
  if (name !== undefined && account !== undefined) return t.payeeNamed(name, account);
  return name ?? account ?? t.payeeAccount;
}

/**
 * Who the payment goes to, in the vault's words, looked up by the frame itself: the signed-in customer's
 * payee of the payload's account, from the wallet handler at the vault's own `backendUrl` (its ownership
 * checks: only this customer's payees are listed), never from anything the page sent. An account that is
 * not among them is said so; a lookup that fails (no `backendUrl`, a refusal, no answer in time) is said
 * so too, and the amounts are still shown.
 */
export async function payeeWords(accountId: string, config: VaultConfig, t: VaultCopy): Promise<string> {
  if (config.backendUrl === undefined) return t.payeeUnchecked;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOOKUP_MS);
  try {
    const payee = await findPayee(config.backendUrl, accountId, controller.signal);
    return payee ? describe(payee, t) : t.payeeNotListed;
  } catch {
    return t.payeeUnchecked;
  } finally {
    clearTimeout(timer);
  }
}
