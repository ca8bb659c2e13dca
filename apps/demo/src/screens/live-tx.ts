// A payment result that keeps itself current: while its transaction is still moving (created, pending,
// processing) it is read again every two seconds and the panel's sentence follows it to its end.
import { explorerApi, type Transaction } from '../explorer-api.js';
import { update } from '../state.js';
import { poll } from './panel.js';

const MOVING = new Set(['CREATED', 'PENDING', 'PROCESSING']);

export const isMoving = (tx: Transaction) => MOVING.has(tx.status);

export class LiveTransaction {
  tx: Transaction | null = null;
  #stop: (() => void) | null = null;
  #since = 0;

  /**
   * @param words the transaction in words
   * @param shown where its sentence goes as it changes (a panel's status line)
   */
  constructor(
    private readonly words: (tx: Transaction) => string,
    private readonly shown: (sentence: string) => void = () => {},
    /**
     * How long a completed payment is still watched (ms): a receiving bank may return a paid quote later
     * (§3.6 suffix 005), and the line should say so without a reload. 0 for transfers.
     */
    private readonly watchCompletedMs = 0,
  ) {}

  /** The current sentence ("" when nothing is shown). */
  get sentence(): string {
    return this.tx ? this.#sentence(this.tx) : '';
  }

  /** Follows `tx` while it moves. Returns its sentence. */
  show(tx: Transaction): string {
    this.clear();
    this.tx = tx;
    this.#since = Date.now();
    if (this.#watched(tx)) this.#stop = poll(() => this.#refresh(), 2000);
    return this.#sentence(tx);
  }

  /** Stops following (a new request on the panel, or leaving the screen). */
  clear(): void {
    this.#stop?.();
    this.#stop = null;
    this.tx = null;
  }

  #watched(tx: Transaction): boolean {
    if (isMoving(tx)) return true;
    return tx.status === 'COMPLETED' && Date.now() - this.#since < this.watchCompletedMs;
  }

  #sentence(tx: Transaction): string {
    return isMoving(tx) ? `${this.words(tx)} This line follows it live.` : this.words(tx);
  }

  async #refresh(): Promise<void> {
    const current = this.tx;
    if (!current) return;
    const fresh = await explorerApi.transaction(current.id);
    if (this.tx?.id !== fresh.id) return;
    this.tx = fresh;
    this.shown(this.#sentence(fresh));
    if (!this.#watched(fresh)) {
      this.#stop?.();
      this.#stop = null;
    }
    update();
  }
}
