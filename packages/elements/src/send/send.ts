import { LitElement, html, nothing } from 'lit';
import { CountdownController } from '../shared/countdown.js';
import { emit, toErrorInfo } from '../shared/events.js';
import { LocalizeController, addEnglishTerms, type Copy } from '../shared/localize.js';
import { currencyDecimals, formatMinorUnits, parseAmount, type CurrencyLike } from '../shared/money.js';
import {
  isFinalStatus,
  type BalanceLike,
  type PayeeLike,
  type TransactionLike,
} from '../shared/money-wallet.js';
import { watchForWallet } from '../shared/no-wallet.js';
import { SessionRead, isUnreachable, type MoneyReadState } from '../shared/session-read.js';
import { localDeadline } from '../shared/time.js';
import { controls, tokens } from '../shared/tokens.js';
import { WalletController } from '../shared/wallet.js';
import { enWalletMoneyTerms } from '@keyhold/locales/en/wallet';
import { followPayment } from './send-follow.js';
import { formView, outcomeView } from './send-form.js';
import { quoteView } from './send-view.js';
import { sendStyles } from './send.styles.js';
import type { SendApprover, SendQuoteLike, SendRequestLike, SendWalletLike } from './send-wallet.js';

addEnglishTerms(enWalletMoneyTerms);

/** What `<kh-send>` shows: the read's states, then each step of a payment. */
export type SendState =
  | MoneyReadState
  | 'no-payees'
  | 'form'
  | 'quoting'
  | 'quoted'
  | 'approving'
  | 'following'
  | 'completed'
  | 'failed';

type Step = 'form' | 'quoting' | 'quoted' | 'approving' | 'following' | 'done';

/**
 * Pays one of the customer's payees from the wallet: choose the payee, type an amount in what you send
 * or what they receive, see the quote (what you send, the fees, what they receive, the rate as a person
 * reads it, a countdown on the service's clock; a fresh quote when it expires), approve it in
 * `<kh-approve-dialog>` (in frame mode, inside the vault frame), then follow the payment to completed
 * or failed, with the reason in words. Nothing is signed twice: while a payment is being approved or
 * sent, another click does nothing. Each change of the payment fires `kh-transaction`, so a
 * `<kh-balance>` and a `<kh-activity>` on the page read again.
 *
 * @tagname kh-send
 * @summary Pays a payee from the wallet: quote, approval in the dialog, the payment followed to its end.
 *
 * @csspart card - The section around everything.
 * @csspart title - The heading (replace it with the `title` slot).
 * @csspart payee - The payee picker (a `<select>`).
 * @csspart amount - The amount field.
 * @csspart side - The choice of which side the amount fixes (what you send, what they receive).
 * @csspart quote-button - "Get a quote".
 * @csspart quote - The quote (a `<dl>`): amounts, fees, rate, time left.
 * @csspart quote-sent - What leaves the wallet.
 * @csspart quote-received - What the payee receives.
 * @csspart quote-rate - The rate, "1 EUR = 1.12 USD".
 * @csspart countdown - The time left on the quote.
 * @csspart send-button - "Send $10.00" (opens the approval).
 * @csspart change-button - Back to the form.
 * @csspart problem - Why the amount cannot be quoted, or why a step failed.
 * @csspart message - The sentence shown instead of the form (loading, signed out, unreachable, no payees).
 * @csspart outcome - The payment's progress and its end (`data-outcome`: following, completed, failed).
 * @csspart another-button - "Send another payment".
 * @csspart approve-dialog - The element's own `<kh-approve-dialog>` (when no `dialog` is given).
 *
 * @slot title - Replaces the heading "Send money".
 *
 * @fires kh-transaction - The payment was sent or changed status: `{ transactionId, status }`.
 * @fires kh-error - A step failed for a reason other than an unreachable service.
 */
export class KhSend extends LitElement {
  static override styles = [tokens, controls, sendStyles];

  static override properties = {
    wallet: { attribute: false },
    dialog: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _step: { state: true },
    _payeeId: { state: true },
    _lock: { state: true },
    _amount: { state: true },
    _quote: { state: true },
    _problem: { state: true },
    _note: { state: true },
    _tx: { state: true },
  };

  declare wallet: SendWalletLike | undefined;
  /** The approve dialog to use (a `<kh-approve-dialog>` of your page); without it the element shows its own. */
  declare dialog: SendApprover | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _step: Step;
  declare private _payeeId: string | undefined;
  declare private _lock: 'SENDING' | 'RECEIVING';
  declare private _amount: string;
  declare private _quote: SendQuoteLike | undefined;
  /** Why the last step failed, as a sentence (role=alert). */
  declare private _problem: string;
  /** What happened that the person should know (a renewed quote, a decline), as a sentence. */
  declare private _note: string;
  declare private _tx: TransactionLike | undefined;

  readonly #t = new LocalizeController(this);
  readonly #session = new WalletController(this);
  #payees: PayeeLike[] | undefined;
  #balances: BalanceLike[] = [];
  readonly #read = new SessionRead(this, this.#session, this.#t, {
    fetch: (ledger) => Promise.all([ledger.payees(), ledger.balances()]),
    apply: ([payees, balances]) => {
      this.#payees = payees;
      this.#balances = balances;
      if (!payees.some((p) => p.id === this._payeeId)) this._payeeId = payees[0]?.id;
      return true;
    },
    reset: () => {
      this.#payees = undefined;
      this.#reset();
    },
    loaded: () => this.#payees !== undefined,
  });
  readonly #expiry = new CountdownController(this, {
    onDone: () => void this.updateComplete.then(() => this.#renew()),
  });
  /** The quote asked for last (a renewal asks for the same). */
  #asked: Omit<SendRequestLike, 'idempotencyKey'> | undefined;
  /** True from the click on Send until the payment is followed or declined: a second click does nothing. */
  #sending = false;

  constructor() {
    super();
    this.wallet = undefined;
    this.dialog = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this._step = 'form';
    this._payeeId = undefined;
    this._lock = 'SENDING';
    this._amount = '';
    this._quote = undefined;
    this._problem = '';
    this._note = '';
    this._tx = undefined;
  }

  /** The state shown. */
  get state(): SendState {
    const read = this.#read.state;
    if (read !== 'ready') return read;
    if (this.#payees?.length === 0) return 'no-payees';
    if (this._step !== 'done') return this._step;
    return this._tx?.status === 'COMPLETED' ? 'completed' : 'failed';
  }

  /** The countdown follows the service's clock as the wallet learns it (it may jump ahead of this device's). */
  protected override willUpdate(): void {
    if (this._step === 'quoted' && this._quote && this.wallet)
      this.#expiry.until(localDeadline(this._quote.expiresAt, this.wallet));
  }

  /** Reads the payees and the balance again (after your page added a payee, say). */
  async refresh(): Promise<void> {
    await this.#read.read();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }

  #reset(): void {
    this._step = 'form';
    this._quote = undefined;
    this._problem = '';
    this._note = '';
    this._tx = undefined;
    this.#asked = undefined;
    this.#expiry.stop();
  }

  get #payee(): PayeeLike | undefined {
    return this.#payees?.find((p) => p.id === this._payeeId);
  }

  get #sendingCurrency(): CurrencyLike | undefined {
    return this.#balances[0]?.currency;
  }

  #onQuote = (event: SubmitEvent): void => {
    event.preventDefault();
    if (this._step !== 'form') return;
    const payee = this.#payee;
    const sending = this.#sendingCurrency;
    if (!payee || !sending) return;
    const currency = this._lock === 'SENDING' ? sending : { code: payee.currency };
    const parsed = parseAmount(this._amount, currency, this.#t.lang);
    if (!parsed.ok) {
      const t = this.#t;
      const example = formatMinorUnits(1050, { code: currency.code, decimals: 2 }, t.lang);
      this._problem =
        parsed.problem === 'format'
          ? t.term('sendAmountFormat', currency.code, example)
          : parsed.problem === 'precision'
            ? t.term('sendAmountPrecision', currency.code, currencyDecimals(currency))
            : parsed.problem === 'zero'
              ? t.term('sendAmountZero')
              : t.term('sendAmountLarge');
      return;
    }
    this.#asked = { to: payee.id, amount: parsed.amount, lock: this._lock };
    this._note = '';
    void this.#askQuote();
  };

  /** Asks for a quote for what was asked last; the form again (with the reason) when none comes. */
  async #askQuote(): Promise<void> {
    const wallet = this.wallet;
    const asked = this.#asked;
    const readFor = this.#read.key;
    if (!wallet || !asked) return;
    this._step = 'quoting';
    this._problem = '';
    try {
      const ledger = await wallet.ledger();
      const quote = await ledger.quotePayment({ ...asked, idempotencyKey: crypto.randomUUID() });
      if (this.#read.key !== readFor || this.#asked !== asked) return;
      this._quote = quote;
      this._step = 'quoted';
      this.#expiry.until(localDeadline(quote.expiresAt, wallet));
    } catch (error) {
      if (this.#read.key !== readFor) return;
      this._step = 'form';
      this._quote = undefined;
      this._problem = this.#failure(error, 'sendQuoteUnreachable');
    }
  }

  /** The quote expired before it was sent: a fresh one for the same amount, said in words. */
  async #renew(): Promise<void> {
    if (this._step !== 'quoted' || this.#sending) return;
    this._step = 'form';
    await this.#askQuote();
    if ((this._step as Step) === 'quoted') this._note = this.#t.term('sendQuoteRenewed');
  }

  /** A failure as a sentence; `kh-error` for a refusal (an unreachable service is said, not an error). */
  #failure(error: unknown, unreachable: 'sendQuoteUnreachable' | 'sendUnreachableMidway'): string {
    if (isUnreachable(error)) return this.#t.term(unreachable);
    const info = toErrorInfo(error);
    emit(this, 'kh-error', { error: info });
    return this.#t.errorMessage(info);
  }

  #change = (): void => {
    if (this.#sending) return;
    this.#reset();
  };

  #approver(): SendApprover | null {
    return this.dialog ?? this.renderRoot.querySelector<HTMLElement & SendApprover>('kh-approve-dialog');
  }

  #send = async (): Promise<void> => {
    const wallet = this.wallet;
    const quote = this._quote;
    const approver = this.#approver();
    if (this._step !== 'quoted' || this.#sending || !wallet || !quote || !approver) return;
    this.#sending = true;
    this._step = 'approving';
    this._note = '';
    this._problem = '';
    const readFor = this.#read.key;
    try {
      const request = await wallet.executeQuote(quote);
      const payee = this.#payee;
      const destination = {
        ...(quote.destination ?? {}),
        ...(payee ? { accountInfo: payee.accountInfo } : {}),
      };
      const outcome = await approver.show(request, { quote: { ...quote, destination } });
      if (this.#read.key !== readFor) return;
      if (!outcome.approved) {
        this._step = 'quoted';
        if (outcome.signed) this._problem = this.#t.term('sendRefused');
        else this._note = this.#t.term('sendDeclined');
        if (!this.#expiry.running) void this.updateComplete.then(() => this.#renew());
        return;
      }
      const executed = outcome.result as SendQuoteLike;
      this.#expiry.stop();
      this._quote = executed;
      this._step = 'following';
      const id = executed.transactionId;
      if (id) {
        emit(this, 'kh-transaction', { transactionId: id, status: 'PROCESSING' });
        void this.#follow(id, readFor);
      }
    } catch (error) {
      if (this.#read.key !== readFor) return;
      this._step = 'quoted';
      if (toErrorInfo(error).code === 'QUOTE_EXPIRED') void this.updateComplete.then(() => this.#renew());
      else this._problem = this.#failure(error, 'sendUnreachableMidway');
    } finally {
      this.#sending = false;
    }
  };

  /** Follows the payment to its final state, firing `kh-transaction` on each change of status. */
  async #follow(transactionId: string, readFor: string | undefined): Promise<void> {
    const ledger = await this.wallet!.ledger();
    await followPayment(() => ledger.getTransaction(transactionId), {
      current: () => this.isConnected && this.#read.key === readFor,
      update: (tx, changed) => {
        this._problem = '';
        this._tx = tx;
        if (changed) emit(this, 'kh-transaction', { transactionId, status: tx.status });
        if (isFinalStatus(tx.status)) this._step = 'done';
      },
      failed: (error) =>
        (this._problem = isUnreachable(error)
          ? this.#t.term('sendFollowUnreachable')
          : this.#failure(error, 'sendUnreachableMidway')),
    });
  }

  #another = (): void => {
    this.#reset();
    this._amount = '';
    void this.refresh();
  };

  #form(payees: PayeeLike[]): unknown {
    return formView(this.#t, {
      payees,
      payeeId: this._payeeId,
      lock: this._lock,
      amount: this._amount,
      step: this._step,
      invalid: this._problem !== '' && this._step === 'form',
      sending: this.#sendingCurrency?.code ?? '',
      receiving: this.#payee?.currency ?? '',
      onSubmit: this.#onQuote,
      onPayee: (id) => (this._payeeId = id),
      onLock: (lock) => (this._lock = lock),
      onAmount: (text) => (this._amount = text),
    });
  }

  protected override render(): unknown {
    const t = this.#t;
    const state = this.state;
    const payees = this.#payees ?? [];
    let body: unknown;
    if (state === 'no-payees') body = html`<p part="message" role="status">${t.term('sendNoPayees')}</p>`;
    else if (payees.length === 0 || this.#read.state !== 'ready') {
      body = html`<p part="message" role="status" data-state=${state}>
        ${this.#read.message({ signedOut: 'sendSignedOut', unreachable: 'sendUnreachable' })}
      </p>`;
    } else {
      const step = this._step;
      const quote = this._quote;
      body = html`${step === 'following' || step === 'done' ? nothing : this.#form(payees)}
        ${quote && (step === 'quoted' || step === 'approving')
          ? quoteView(t, quote, this.#expiry.remaining, {
              send: () => void this.#send(),
              change: this.#change,
              busy: step !== 'quoted',
            })
          : nothing}
        ${step === 'following' || step === 'done'
          ? outcomeView(this.#t, this._tx, this._quote, this.#payee, step === 'following', this.#another)
          : nothing}
        <p role="status">${step === 'approving' ? t.term('sendApproving') : this._note}</p>
        <p part="problem" id="problem" role="alert">${this._problem}</p>`;
    }
    return html`<section
        part="card"
        aria-labelledby="title"
        aria-busy=${state === 'loading' || state === 'quoting'}
      >
        <h2 part="title" id="title"><slot name="title">${t.term('sendTitle')}</slot></h2>
        ${body}
      </section>
      ${this.dialog
        ? nothing
        : html`<kh-approve-dialog
            part="approve-dialog"
            theme=${this.theme ?? nothing}
            .wallet=${this.wallet}
          ></kh-approve-dialog>`}`;
  }
}
