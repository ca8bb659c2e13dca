import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { CountdownController } from '../shared/countdown.js';
import { emit, toErrorInfo, type CloseReason, type KhErrorInfo } from '../shared/events.js';
import { LocalizeController, addEnglishTerms, loadErrorCopy, type Copy } from '../shared/localize.js';
import { ModalController } from '../shared/modal.js';
import { dialogStyles } from '../shared/dialog.styles.js';
import { controls, tokens } from '../shared/tokens.js';
import type { ServiceClockSource } from '../shared/time.js';
import type { ApprovableRequest } from '../shared/wallet.js';
import { personCode } from '../shared/errors.js';
import { approveDialogStyles, quoteSummaryStyles } from './approve-dialog.styles.js';
import type { QuoteLike } from './quote-summary.js';
import { deadlineOf } from './request-clock.js';
import { VaultMount, inFrameMode, type VaultHostWallet } from '../shared/vault-host.js';

export type { ApprovableRequest } from '../shared/wallet.js';
export type { QuoteLike } from './quote-summary.js';

/**
 * How a `show()` ended. A decline after the service refused a signed approval has `signed: true`: the
 * person signed, nothing took effect, and "nothing was signed" would be false.
 */
export type ApprovalOutcome =
  | { approved: true; result: unknown }
  | { approved: false; signed?: true; error?: KhErrorInfo };

/** What the dialog listens to on its `wallet`: the clock and the wait for re-auth. */
export type ApproveDialogWallet = ServiceClockSource &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'> &
  VaultHostWallet;

type ApprovalView = typeof import('./approve-view.js');
let view: ApprovalView | undefined;
let viewLoading: Promise<ApprovalView> | undefined;

/**
 * The request view (the body, the quote in words, the payload) loads on demand: nothing shows before a
 * request arrives. Every dialog starts loading it once connected, so it is there when `show()` needs it.
 */
function loadView(): Promise<ApprovalView> {
  viewLoading ??= import('./approve-view.js').then(
    (module) => {
      addEnglishTerms(module.enApprovalTerms);
      return (view = module);
    },
    (error: unknown) => {
      viewLoading = undefined;
      throw error;
    },
  );
  return viewLoading;
}

/**
 * The "approve signed payload" dialog: a native modal `<dialog>` that shows what an operation is about to
 * sign (the operation in words, `payloadToSign` pretty-printed and read-only, the exact text, the time
 * left) and signs only when the person presses Approve. A second press while one signing is in flight
 * does nothing. Escape (or the platform back gesture) fires a cancelable `kh-request-close`; unless a
 * listener cancels it the request is declined. Focus moves to the payload on open and returns to the
 * element that had it on close. Once the challenge expires, Approve is disabled: the person never signs
 * something newer than what they saw. With a frame-mode wallet (`createWallet({ vault })`) the dialog hosts
 * the vault frame instead: the frame shows the request in its own words and the person approves inside it.
 *
 * @tagname kh-approve-dialog
 * @summary Shows a signed request and approves or declines it.
 *
 * @example
 * ```js
 * const dialog = document.querySelector('kh-approve-dialog')
 * const outcome = await dialog.show(await wallet.revokeSession(id))
 * if (outcome.approved) refreshList()
 * ```
 *
 * @slot logo - Branding beside the title.
 * @slot title - The dialog title (default: "Approve with your wallet").
 * @slot details - Extra context from the host (amounts, recipients) shown above the payload.
 *
 * @csspart dialog - The native `<dialog>`.
 * @csspart title - The heading.
 * @csspart operation - The sentence that says what is being approved.
 * @csspart countdown - Time left before the challenge expires.
 * @csspart payload - The pretty-printed payload.
 * @csspart raw - The `<details>` with the exact text that is signed.
 * @csspart error - The error message.
 * @csspart approve-button - The Approve button.
 * @csspart reject-button - The Decline button.
 * @csspart vault - Frame mode: where the vault frame is mounted (it shows the request and takes the click).
 *
 * @cssproperty --kh-backdrop - Backdrop behind the modal.
 * @cssproperty --kh-color-code-background - Background of the payload.
 * @cssproperty --kh-font-family-mono - Font of the payload.
 *
 * @fires kh-approved - The request was signed and the service accepted it; `detail.result` is its result.
 * @fires kh-rejected - The person declined; nothing was signed.
 * @fires kh-request-close - Escape or back was pressed (cancelable: cancel to keep the dialog open).
 * @fires kh-error - Signing or sending failed; the dialog stays open to try again or decline.
 *
 * While an approval waits for a new session, a `kh-reauth-cancelled` event anywhere on the page (from
 * `<kh-reauth>`) declines the request.
 */
export class KhApproveDialog extends LitElement {
  static override styles = [tokens, controls, dialogStyles, approveDialogStyles, quoteSummaryStyles];

  static override properties = {
    request: { attribute: false },
    quote: { attribute: false },
    wallet: { attribute: false },
    open: { type: Boolean, reflect: true },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _busy: { state: true },
    _error: { state: true },
    _refused: { state: true },
    _waiting: { state: true },
  };

  /** The request shown; `show(request)` sets it. */
  declare request: ApprovableRequest | null;
  /**
   * The quote an `EXECUTE_QUOTE` request executes (`show(request, { quote })` sets it): its amounts, rate,
   * fees, destination and expiry are explained above the payload. Without it, the amounts the payload
   * itself carries are shown.
   */
  declare quote: QuoteLike | null;
  /**
   * The wallet the request comes from (optional): its `serviceNow()` puts countdowns on the service's
   * clock, and its `reauth-required` / `session` events show that an approval waits for a new sign-in.
   */
  declare wallet: ApproveDialogWallet | undefined;
  /** True while the dialog is shown (read it; use `show()` and `close()` to change it). */
  declare open: boolean;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _busy: boolean;
  declare private _error: string;
  declare private _refused: boolean;
  declare private _waiting: boolean;

  readonly #t = new LocalizeController(this);
  readonly #expiry = new CountdownController(this);
  readonly #vault = new VaultMount(this);
  readonly #modal = new ModalController(this, {
    dialog: () => this.#dialog,
    onRequestClose: (reason) => this.#requestClose(reason),
    onForcedClose: () => {
      // Closed by the browser without asking: keep a signature in flight visible, else decline.
      if (this._busy) this.#dialog?.showModal();
      else this.#decline();
    },
  });
  #settle: ((outcome: ApprovalOutcome) => void) | null = null;
  #pending: Promise<ApprovalOutcome> | null = null;
  /** The last failure of a signed approval the service answered (something was signed). */
  #signedFailure: KhErrorInfo | null = null;

  constructor() {
    super();
    this.request = null;
    this.quote = null;
    this.wallet = undefined;
    this.open = false;
    this.copy = undefined;
    this.theme = undefined;
    this._busy = false;
    this._error = '';
    this._refused = false;
    this._waiting = false;
  }

  /** True while an approval is being signed and sent. */
  get busy(): boolean {
    return this._busy;
  }

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot?.querySelector('dialog') ?? null;
  }

  /**
   * Opens the dialog for `request` (or the current `request`) and resolves once it is approved or declined.
   * Opening another request while one is pending declines the first.
   */
  async show(
    request: ApprovableRequest | null = this.request,
    options: { quote?: QuoteLike | null } = {},
  ): Promise<ApprovalOutcome> {
    if (request === null) throw new TypeError('kh-approve-dialog: show() needs a request.');
    if (request.state === 'approved') {
      // The service completed it without a signature (e.g. a first credential): nothing to show or sign.
      const result = await request.approve();
      emit(this, 'kh-approved', { operation: request.operation, result });
      return { approved: true, result };
    }
    // The same request again: the same pending outcome.
    if (this.#pending !== null && request === this.request) return this.#pending;
    if (this.#pending !== null) {
      if (this._busy) throw new TypeError('kh-approve-dialog: a request is being signed.');
      this.#decline();
    }
    this.request = request;
    if (options.quote !== undefined) this.quote = options.quote;
    this._error = '';
    this._refused = false;
    this._waiting = false;
    this.#signedFailure = null;
    const outcome = new Promise<ApprovalOutcome>((resolve) => (this.#settle = resolve));
    this.#pending = outcome;
    this.open = true;
    await this.updateComplete;
    if (!view) {
      // The request view could not load (offline, blocked): nothing can be checked, so nothing is signed.
      console.error('kh-approve-dialog: the request view could not be loaded; the request is declined.');
      this.#decline();
      return outcome;
    }
    this.#modal.show();
    // Frame mode: the vault frame mounted in the dialog shows the request and takes the click itself.
    if (inFrameMode(this.wallet)) void this.#onApprove();
    return outcome;
  }

  /** Declines and closes, unless an approval is in flight (then returns false and stays open). */
  close(): boolean {
    if (this._busy) return false;
    if (this.#settle !== null) this.#decline();
    else this.#hide();
    return true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!view)
      void loadView().then(
        () => this.requestUpdate(),
        () => undefined,
      );
  }

  /** Also waits for the request view, while a request is set and the view is still loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    if (this.request && !view) {
      await loadView().then(
        () => this.requestUpdate(),
        () => undefined,
      );
    }
    return super.getUpdateComplete();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('request') || changed.has('wallet')) && this.request)
      this.#expiry.until(deadlineOf(this.request, this.wallet));
  }

  #onReauthRequired = (): void => {
    if (this._busy) this._waiting = true;
  };

  #onSession = (): void => {
    this._waiting = false;
  };

  #finish(outcome: ApprovalOutcome): void {
    const settle = this.#settle;
    this.#settle = null;
    this.#pending = null;
    this.#hide();
    settle?.(outcome);
  }

  #hide(): void {
    this.open = false;
    this.#modal.hide();
  }

  #decline(): void {
    const request = this.request;
    if (request === null) return;
    request.reject();
    emit(this, 'kh-rejected', { operation: request.operation, ...this.#signedNote() });
    this.#finish(this.#declined());
  }

  /** `signed: true` once the service refused a signed approval of this request (else nothing). */
  #signedNote(): { signed?: true } {
    return this.#signedFailure === null ? {} : { signed: true };
  }

  #declined(): ApprovalOutcome {
    const failure = this.#signedFailure;
    return failure === null ? { approved: false } : { approved: false, signed: true, error: failure };
  }

  #requestClose(reason: CloseReason): void {
    if (this._busy && inFrameMode(this.wallet) && this.#settle !== null) {
      if (emit(this, 'kh-request-close', { reason }, { cancelable: true })) this.request?.reject();
      return;
    }
    if (this._busy || this.#settle === null) return;
    if (emit(this, 'kh-request-close', { reason }, { cancelable: true })) this.#decline();
  }

  #onApprove = async (): Promise<void> => {
    const request = this.request;
    if (request === null || this._busy || this.#expiry.done || this._refused) return;
    this._busy = true;
    this._error = '';
    // A failure is worded from the error sentences: fetched while the approval runs, not before.
    void loadErrorCopy();
    // Approval may wait for a new session (re-auth); if the person dismisses the re-auth, decline.
    const onReauthCancelled = (): void => request.reject();
    globalThis.addEventListener?.('kh-reauth-cancelled', onReauthCancelled);
    const wallet = this.wallet;
    wallet?.addEventListener('reauth-required', this.#onReauthRequired);
    wallet?.addEventListener('session', this.#onSession);
    const framed = inFrameMode(wallet);
    if (framed && view) {
      // The view is loaded: a request shows (and can be approved) only once it is.
      const { vaultDisplay } = view;
      await this.updateComplete;
      wallet.setApprovalContainer(
        this.#vault.container(() => this.renderRoot.querySelector<HTMLElement>('[part="vault"]')),
        () => vaultDisplay(this, this.theme),
      );
    }
    try {
      const result = await request.approve();
      this._busy = false;
      emit(this, 'kh-approved', { operation: request.operation, result });
      this.#finish({ approved: true, result });
    } catch (error) {
      const info = toErrorInfo(error);
      if (info.code !== 'REJECTED') await loadErrorCopy();
      this._busy = false;
      emit(this, 'kh-error', { error: info });
      if (info.code === 'REJECTED') {
        this.#finish(this.#declined());
        return;
      }
      // The service answered a signed request: it was signed, whatever happens next.
      if (info.status !== undefined && info.status >= 400) this.#signedFailure = info;
      this._refused = view?.FINAL_REFUSALS.has(personCode(info)) ?? false;
      this._error = this.#t.errorMessage(info);
    } finally {
      if (framed) wallet.setApprovalContainer(null);
      this.#vault.release();
      this._waiting = false;
      globalThis.removeEventListener?.('kh-reauth-cancelled', onReauthCancelled);
      wallet?.removeEventListener('reauth-required', this.#onReauthRequired);
      wallet?.removeEventListener('session', this.#onSession);
    }
  };

  #onReject = (): void => {
    // Frame mode: the dialog is busy while the frame waits for the person; closing declines it there too.
    if (this._busy && inFrameMode(this.wallet)) this.request?.reject();
    if (this._busy) return;
    this.#decline();
  };

  protected override render(): unknown {
    const request = this.request;
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      aria-describedby="operation"
      aria-busy=${this._busy ? 'true' : 'false'}
      @keydown=${this.#modal.handleKeydown}
      @cancel=${this.#modal.handleCancel}
      @close=${this.#modal.handleClose}
    >
      ${request && view && inFrameMode(this.wallet)
        ? view.renderFrameApproval(this.#t, {
            error: this._error,
            busy: this._busy,
            framed: this.#vault.mounted,
            waiting: this._waiting,
            onReject: this.#onReject,
          })
        : request && view
          ? view.renderApproval({
              t: this.#t,
              request,
              quote: this.quote,
              wallet: this.wallet,
              expired: this.#expiry.done,
              remaining: this.#expiry.remaining,
              busy: this._busy,
              error: this._error,
              refused: this._refused,
              signedRefusal: this.#signedFailure !== null,
              waiting: this._waiting,
              onApprove: this.#onApprove,
              onReject: this.#onReject,
            })
          : nothing}
    </dialog>`;
  }
}
