/**
 * Following a transaction: polls it until it reaches a status to stop at, reporting each change. Loaded
 * with `import()` by `wallet.followTransaction()` (page weight: most pages never follow one).
 */
import { KeyholdError } from '../errors.js';
import { isTerminalTransaction } from '../quotes.js';
import type { Transaction, TransactionStatus } from '../types.js';

/**
 * Options of following a transaction: how often and how long to poll, the statuses to stop at, a callback on
 * each change, the signal that stops it.
 */
export interface FollowTransactionOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** Stop at these statuses (default: the terminal ones). */
  until?: TransactionStatus[];
  /** Called with the transaction each time its status changes. */
  onUpdate?: (transaction: Transaction) => void;
  signal?: AbortSignal;
}

/** Reads the transaction with `read` every `intervalMs` until `until` (or a terminal status), or times out. */
export async function follow(
  read: () => Promise<Transaction>,
  options: FollowTransactionOptions,
): Promise<Transaction> {
  const interval = options.intervalMs ?? 1000;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let last: string | undefined;
  for (;;) {
    if (options.signal?.aborted) throw new KeyholdError('ABORTED', 'Stopped following the transaction.');
    const tx = await read();
    if (tx.status !== last) {
      last = tx.status;
      options.onUpdate?.(tx);
    }
    if (options.until ? options.until.includes(tx.status) : isTerminalTransaction(tx.status)) return tx;
    if (Date.now() + interval > deadline) {
      throw new KeyholdError('TIMEOUT', `The transaction is still ${tx.status}.`, {
        details: { transaction: tx },
      });
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
