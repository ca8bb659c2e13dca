import { LitElement, css, html, nothing } from 'lit';
import { BackoffPoll } from '../shared/backoff-poll.js';
import { button } from '../shared/button.js';
import { emit } from '../shared/events.js';
import { listStyles } from '../shared/list.styles.js';
import { LocalizeController, addEnglishTerms, type Copy } from '../shared/localize.js';
import {
  isFinalStatus,
  type MoneyWalletLike,
  type PayeeLike,
  type TransactionLike,
} from '../shared/money-wallet.js';
import { watchForWallet } from '../shared/no-wallet.js';
import { SessionRead, type MoneyReadState } from '../shared/session-read.js';
import { enWalletMoneyTerms } from '@keyhold/locales/en/wallet';
import { formatAbsolute, formatRelative } from '../shared/time.js';
import { controls, tokens } from '../shared/tokens.js';
import { WalletController } from '../shared/wallet.js';
import { amountWords, counterpartyWords, headlineWords, statusWords } from './transaction-words.js';

/** What `<kh-activity>` shows. */
export type ActivityState = MoneyReadState;

// The English money terms load with the money elements (the fallback of every language).
addEnglishTerms(enWalletMoneyTerms);

/**
 * The wallet's payments, newest first, a page at a time ("Show older payments"): direction and who is on
 * the other side in words, the amounts in both currencies, the status and a failure's reason as sentences,
 * the time relative and exact. A payment still in progress is read again with a back-off (1 s, doubling to
 * 15 s) until it reaches its final state, which replaces it on screen without a reload; new payments are
 * looked for every 5 s, slowing to once a minute while nothing changes (never while the page is hidden).
 * Each change fires `kh-transaction`, so a `<kh-balance>` on the page reads again.
 *
 * @tagname kh-activity
 * @summary The wallet's payments, newest first and paged, following those in progress to their end.
 *
 * @csspart card - The section around everything.
 * @csspart title - The heading (replace it with the `title` slot).
 * @csspart list - The list of payments.
 * @csspart transaction - One payment (`data-status` carries the service's status for styling).
 * @csspart status - A payment's status in words (and a failure's reason).
 * @csspart more-button - "Show older payments".
 * @csspart message - The sentence shown instead of the list (loading, signed out, unreachable, none).
 *
 * @slot title - Replaces the heading "Activity".
 *
 * @fires kh-transaction - A payment appeared or changed status: `{ transactionId, status }`.
 * @fires kh-error - Reading failed for a reason other than an unreachable service.
 */
export class KhActivity extends LitElement {
  static override styles = [
    tokens,
    controls,
    listStyles,
    css`
      :host {
        background: var(--_kh-surface);
        color: var(--_kh-text);
        padding: var(--_kh-space);
        border-radius: var(--_kh-radius);
      }
      h2 {
        margin: 0 0 var(--_kh-space);
        font-size: 1.1em;
      }
      li {
        display: block;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0 var(--_kh-space);
      }
      .row > span,
      .meta {
        min-width: 0;
        flex: 1 1 12rem;
        overflow-wrap: anywhere;
      }
      [part='status'] {
        font-weight: 600;
      }
      [data-status='FAILED'] [part='status'],
      [data-status='REJECTED'] [part='status'],
      [data-status='EXPIRED'] [part='status'] {
        color: var(--_kh-danger);
      }
      [data-status='COMPLETED'] [part='status'] {
        color: var(--_kh-success);
      }
      p {
        margin: 0;
      }
      .live {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    `,
  ];

  static override properties = {
    wallet: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    pageSize: { type: Number, attribute: 'page-size' },
    _items: { state: true },
    _more: { state: true },
    _announce: { state: true },
    _loadingMore: { state: true },
  };

  declare wallet: MoneyWalletLike | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  /** Payments per page (1 to 100). */
  declare pageSize: number;
  declare private _items: TransactionLike[] | undefined;
  /** The cursor of the next (older) page, when there is one. */
  declare private _more: string | undefined;
  declare private _announce: string;
  declare private _loadingMore: boolean;

  readonly #t = new LocalizeController(this);
  readonly #session = new WalletController(this);
  /** The newest page, looked for again and again; older pages load on "Show older payments". */
  readonly #head = new SessionRead(this, this.#session, this.#t, {
    fetch: (ledger) => ledger.transactions({ limit: this.#limit() }),
    apply: (page) => {
      const first = this._items === undefined;
      if (first) this._more = page.hasMore ? page.nextCursor : undefined;
      return this.#merge(page.transactions, 'front', !first) || first;
    },
    reset: () => {
      this._items = undefined;
      this._more = undefined;
      this.#payees = new Map();
      this.#progress.stop();
    },
    loaded: () => this._items !== undefined,
    keepOnFailure: true,
    poll: { minMs: 5_000, maxMs: 60_000 },
    followPayments: true,
    started: (current) => void this.#readPayees(current),
  });
  readonly #progress = new BackoffPoll(() => this.#readInProgress(), 1_000, 15_000);
  #payees = new Map<string, PayeeLike>();

  constructor() {
    super();
    this.wallet = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this.pageSize = 10;
    this._items = undefined;
    this._more = undefined;
    this._announce = '';
    this._loadingMore = false;
  }

  /** The state shown. */
  get state(): ActivityState {
    return this.#head.state;
  }

  /** Looks for new payments now (after a payment your page made, say). */
  async refresh(): Promise<void> {
    await this.#head.read();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#progress.stop();
  }

  /** Payees name the accounts payments went to; without them a payee reads as "your bank account". */
  async #readPayees(current: () => boolean): Promise<void> {
    const list = await this.wallet!.ledger()
      .then((l) => l.payees())
      .catch(() => [] as PayeeLike[]);
    if (!current()) return;
    this.#payees = new Map(list.map((p) => [p.id, p]));
    this.requestUpdate();
  }

  #limit(): number {
    const n = Math.trunc(Number(this.pageSize));
    return Number.isFinite(n) ? Math.min(100, Math.max(1, n)) : 10;
  }

  /** Reads each payment in progress again; true when one changed. */
  async #readInProgress(): Promise<boolean> {
    const wallet = this.wallet;
    const readFor = this.#head.key;
    const open = (this._items ?? []).filter((tx) => !isFinalStatus(tx.status));
    if (!wallet || open.length === 0) return false;
    const ledger = await wallet.ledger().catch(() => undefined);
    if (!ledger) return false;
    const fresh = await Promise.all(open.map((tx) => ledger.getTransaction(tx.id).catch(() => tx)));
    // An answer for the session before is not shown.
    if (this.#head.key !== readFor) return false;
    return this.#merge(fresh, 'front', true);
  }

  #loadOlder = async (): Promise<void> => {
    const wallet = this.wallet;
    const cursor = this._more;
    const readFor = this.#head.key;
    if (!wallet || cursor === undefined || this._loadingMore) return;
    this._loadingMore = true;
    try {
      const page = await (await wallet.ledger()).transactions({ limit: this.#limit(), cursor });
      if (this.#head.key !== readFor) return;
      this.#merge(page.transactions, 'back', false);
      this._more = page.hasMore ? page.nextCursor : undefined;
    } catch {
      // The list on screen stays (it was true when read); the button stays for another try.
    } finally {
      this._loadingMore = false;
    }
  };

  /**
   * Puts `incoming` into the list (new ones at `where`, known ones replaced), newest first. Announces and
   * fires `kh-transaction` for what changed when `report`. Starts following payments in progress.
   */
  #merge(incoming: TransactionLike[], where: 'front' | 'back', report: boolean): boolean {
    const items = [...(this._items ?? [])];
    const index = new Map(items.map((tx, i) => [tx.id, i]));
    const added: TransactionLike[] = [];
    const changed: TransactionLike[] = [];
    for (const tx of incoming) {
      const at = index.get(tx.id);
      if (at === undefined) added.push(tx);
      else if (items[at]!.status !== tx.status || items[at]!.updatedAt !== tx.updatedAt) {
        if (items[at]!.status !== tx.status) changed.push(tx);
        items[at] = tx;
      }
    }
    const next = where === 'front' ? [...added, ...items] : [...items, ...added];
    next.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    this._items = next;
    if (next.some((tx) => !isFinalStatus(tx.status))) this.#progress.start();
    else this.#progress.stop();
    if (report) {
      for (const tx of [...added, ...changed]) {
        emit(this, 'kh-transaction', { transactionId: tx.id, status: tx.status });
      }
      const last = changed[0] ?? added[0];
      if (last) {
        this._announce = this.#t.term(
          'activityUpdated',
          statusWords(this.#t, last).status,
          counterpartyWords(this.#t, last, this.#payees),
        );
      }
    }
    return added.length > 0 || changed.length > 0;
  }

  #item(tx: TransactionLike): unknown {
    const t = this.#t;
    const { status, reason } = statusWords(t, tx);
    const amounts = amountWords(t, tx);
    return html`<li part="transaction" data-status=${tx.status}>
      <div class="row">
        <span class="name">${headlineWords(t, tx, this.#payees)}</span>
        <time datetime=${tx.createdAt} title=${formatAbsolute(tx.createdAt, t.lang, this.wallet)}
          >${formatRelative(tx.createdAt, t.lang, this.wallet)}</time
        >
      </div>
      ${amounts.length ? html`<span class="meta">${amounts.join(' · ')}</span>` : nothing}
      <span class="meta" part="status">${reason ? `${status}. ${reason}` : status}</span>
    </li>`;
  }

  protected override render(): unknown {
    const t = this.#t;
    const state = this.state;
    let body: unknown;
    if (state === 'ready' && this._items && this._items.length > 0) {
      body = html`<ul part="list">
          ${this._items.map((tx) => this.#item(tx))}
        </ul>
        ${this._more !== undefined
          ? button('more-button', t.term('activityMore'), this.#loadOlder, { disabled: this._loadingMore })
          : nothing}`;
    } else {
      const text = this.#head.message({
        signedOut: 'activitySignedOut',
        unreachable: 'activityUnreachable',
        empty: 'activityEmpty',
      });
      body = html`<p part="message" role="status" data-state=${state}>${text}</p>`;
    }
    return html`<section part="card" aria-labelledby="title" aria-busy=${state === 'loading'}>
      <h2 part="title" id="title"><slot name="title">${t.term('activityTitle')}</slot></h2>
      ${body}
      <p class="live" role="status" aria-live="polite">${this._announce}</p>
    </section>`;
  }
}
