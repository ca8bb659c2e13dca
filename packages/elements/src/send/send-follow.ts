import { isFinalStatus, type TransactionLike } from '../shared/money-wallet.js';

/** What following a payment reports to its element. */
export interface FollowHooks {
  /** False once the element left the page or its session changed: the loop ends. */
  current(): boolean;
  /** The payment as read; `changed` when its status differs from the last read. */
  update(tx: TransactionLike, changed: boolean): void;
  /** A read failed (the loop goes on, slower). */
  failed(error: unknown): void;
}

/**
 * Reads the payment again until it reaches its final state: 1 s, doubling to 15 s while nothing changes
 * or a read fails, back to 1 s on a change.
 */
export async function followPayment(read: () => Promise<TransactionLike>, hooks: FollowHooks): Promise<void> {
  let delay = 1_000;
  let last: string | undefined;
  while (hooks.current()) {
    try {
      const tx = await read();
      if (!hooks.current()) return;
      const changed = tx.status !== last;
      last = tx.status;
      delay = changed ? 1_000 : Math.min(delay * 2, 15_000);
      hooks.update(tx, changed);
      if (isFinalStatus(tx.status)) return;
    } catch (error) {
      if (!hooks.current()) return;
      hooks.failed(error);
      delay = Math.min(delay * 2, 15_000);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
