import { LitElement, css, html } from 'lit';
import { LocalizeController, addEnglishTerms, type Copy } from '../shared/localize.js';
import { currencyDecimals, formatMinorUnits } from '../shared/money.js';
import type { BalanceLike, MoneyWalletLike } from '../shared/money-wallet.js';
import { watchForWallet } from '../shared/no-wallet.js';
import { SessionRead, type MoneyReadState } from '../shared/session-read.js';
import { enWalletMoneyTerms } from '@keyhold/locales/en/wallet';
import { tokens } from '../shared/tokens.js';
import { WalletController } from '../shared/wallet.js';

/** What `<kh-balance>` shows. */
export type BalanceState = MoneyReadState;

// The English money terms load with the money elements (the fallback of every language).
addEnglishTerms(enWalletMoneyTerms);

/**
 * The wallet's balance(s) in currency, formatted for the reader's language (never minor units). Reads
 * through the integrator backend when a session starts, again right after a payment made on this page
 * (`kh-transaction` from `<kh-activity>`, or `refresh()`), and on its own with a back-off (every 5 s,
 * slowing to once a minute while nothing changes; not while the page is hidden), so money that arrives
 * shows up. While it cannot read, it says so: it never shows a stale or zero amount as current.
 *
 * @tagname kh-balance
 * @summary The wallet's balance in currency: loading, signed out, unreachable, updated after payments.
 *
 * @csspart card - The section around everything.
 * @csspart title - The heading (replace it with the `title` slot).
 * @csspart amount - One balance (a `<data>` whose `value` is the amount in the currency's units).
 * @csspart status - The sentence shown instead of an amount (loading, signed out, unreachable).
 *
 * @slot title - Replaces the heading "Balance".
 *
 * @cssprop --kh-balance-amount-size - The amount's font size (default 1.75em).
 *
 * @fires kh-error - A read failed for a reason other than an unreachable service; the sentence is shown.
 */
export class KhBalance extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: block;
        background: var(--_kh-surface);
        color: var(--_kh-text);
        padding: var(--_kh-space);
        border-radius: var(--_kh-radius);
      }
      h2 {
        margin: 0 0 var(--_kh-space);
        font-size: 1em;
        color: var(--_kh-muted);
        font-weight: 600;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      [part='amount'] {
        display: block;
        font-size: var(--kh-balance-amount-size, 1.75em);
        font-weight: 700;
        overflow-wrap: anywhere;
        font-variant-numeric: tabular-nums;
      }
      p {
        margin: 0;
      }
      [data-state='unreachable'] {
        color: var(--_kh-danger);
      }
    `,
  ];

  static override properties = {
    wallet: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _balances: { state: true },
  };

  declare wallet: MoneyWalletLike | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _balances: BalanceLike[] | undefined;

  readonly #t = new LocalizeController(this);
  readonly #session = new WalletController(this);
  readonly #read = new SessionRead(this, this.#session, this.#t, {
    fetch: (ledger) => ledger.balances(),
    apply: (balances) => {
      const changed = JSON.stringify(balances) !== JSON.stringify(this._balances);
      this._balances = balances;
      return changed;
    },
    reset: () => (this._balances = undefined),
    loaded: () => this._balances !== undefined,
    poll: { minMs: 5_000, maxMs: 60_000 },
    followPayments: true,
  });

  constructor() {
    super();
    this.wallet = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this._balances = undefined;
  }

  /** The state shown. */
  get state(): BalanceState {
    return this.#read.state;
  }

  /** Reads the balance now (after a payment your page made, say). */
  async refresh(): Promise<void> {
    await this.#read.read();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }

  protected override render(): unknown {
    const t = this.#t;
    const state = this.state;
    let body: unknown;
    if (state === 'ready' && this._balances && this._balances.length > 0) {
      body = html`<ul>
        ${this._balances.map(
          (b) =>
            html`<li>
              <data part="amount" value=${unitsOf(b)}>${formatMinorUnits(b.amount, b.currency, t.lang)}</data>
            </li>`,
        )}
      </ul>`;
    } else {
      const text = this.#read.message({
        signedOut: 'balanceSignedOut',
        unreachable: 'balanceUnreachable',
        empty: 'balanceNone',
      });
      body = html`<p part="status" data-state=${state}>${text}</p>`;
    }
    return html`<section part="card" aria-labelledby="title" aria-busy=${state === 'loading'}>
      <h2 part="title" id="title"><slot name="title">${t.term('balanceTitle')}</slot></h2>
      <div role="status" aria-live="polite">${body}</div>
    </section>`;
  }
}

/** The amount in the currency's units as a decimal string (the `<data>` value machines read). */
function unitsOf(balance: BalanceLike): string {
  const decimals = currencyDecimals(balance.currency);
  return (balance.amount / 10 ** decimals).toFixed(decimals);
}
