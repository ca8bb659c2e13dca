import type { LocalizeController } from '../shared/localize.js';
import { formatMinorUnits } from '../shared/money.js';
import type { PayeeLike, TransactionLike } from '../shared/money-wallet.js';

/** The last four characters of an account number, IBAN or key, masked ("•••• 3000"); never the whole. */
function masked(info: Record<string, unknown>): string | undefined {
  for (const field of ['iban', 'accountNumber', 'pixKey', 'clabe', 'address']) {
    const value = info[field];
    if (typeof value === 'string' && value.length >= 4) return `•••• ${value.slice(-4)}`;
  }
  return undefined;
}

/** A payee in words: the verified or given beneficiary name, else its account kind and masked number. */
export function payeeWords(t: LocalizeController, payee: PayeeLike | undefined): string {
  if (!payee) return t.term('activityPayeeAccount', undefined, undefined);
  const info = payee.accountInfo as Record<string, unknown>;
  const beneficiary = info.beneficiary as { fullName?: unknown } | undefined;
  const name = payee.beneficiaryVerifiedData?.fullName ?? beneficiary?.fullName;
  if (typeof name === 'string' && name) return name;
  const type = typeof info.accountType === 'string' ? info.accountType : undefined;
  return t.term('activityPayeeAccount', type, masked(info));
}

/** Who is on the other side of a transaction, in words: an address, a payee, or "another account". */
export function counterpartyWords(
  t: LocalizeController,
  tx: TransactionLike,
  payees: ReadonlyMap<string, PayeeLike>,
): string {
  const other = tx.type === 'OUTGOING' ? tx.destination : tx.source;
  if (typeof other.umaAddress === 'string' && other.umaAddress) return other.umaAddress;
  const id = other.accountId;
  if (typeof id === 'string' && id.startsWith('ExternalAccount:')) return payeeWords(t, payees.get(id));
  return t.term('activitySomeone');
}

/** "Sent to …" / "Received from …". */
export function headlineWords(
  t: LocalizeController,
  tx: TransactionLike,
  payees: ReadonlyMap<string, PayeeLike>,
): string {
  const who = counterpartyWords(t, tx, payees);
  return tx.type === 'OUTGOING' ? t.term('activitySent', who) : t.term('activityReceived', who);
}

/** The amounts in both currencies where the transaction gives both, each in words. */
export function amountWords(t: LocalizeController, tx: TransactionLike): string[] {
  const out: string[] = [];
  if (tx.type === 'OUTGOING' && tx.sentAmount) {
    out.push(
      t.term('activityAmountSent', formatMinorUnits(tx.sentAmount.amount, tx.sentAmount.currency, t.lang)),
    );
  }
  if (tx.receivedAmount) {
    const amount = formatMinorUnits(tx.receivedAmount.amount, tx.receivedAmount.currency, t.lang);
    out.push(tx.type === 'OUTGOING' ? t.term('activityAmountReceived', amount) : amount);
  }
  return out;
}

/** The status in words, and for a failure its reason as a sentence. */
export function statusWords(t: LocalizeController, tx: TransactionLike): { status: string; reason?: string } {
  const status = t.term('transactionStatus', tx.status);
  return tx.failureReason ? { status, reason: t.term('transactionFailure', tx.failureReason) } : { status };
}
