import { KeyholdError } from '@keyhold/core/errors';
import { AutoHideController } from './auto-hide.js';
import { html, type PropertyValues } from 'lit';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { button } from '../shared/button.js';
import { emit } from '../shared/events.js';
import { FlowRunner } from '../shared/flow.js';
import { LocalizeController } from '../shared/localize.js';
import { controls, tokens } from '../shared/tokens.js';
import { WalletController, type ApprovableRequest } from '../shared/wallet.js';
import { WalletCard, renderWalletCard, sessionGate } from '../shared/wallet-card.js';
import { exportStyles } from './export.styles.js';
import { inFrameMode, loadFrameMode } from '../shared/vault-host.js';

type Step = 'intro' | 'ready' | 'revealed' | 'framed';

/**
 * Wallet export: after a warning, requests the export (a signed request shown in the built-in
 * `<kh-approve-dialog>`), receives the recovery phrase decrypted in the core, and keeps it hidden until
 * the person presses Reveal. It can be copied to the clipboard; Hide and Done take it off the screen, and
 * Done, a session change, a wallet change or removing the element forget it. An export waiting for
 * re-auth (its session expired or was refused) finishes by itself once the same account signs in again;
 * a sign-out, another account, another wallet or removal abandons it. The phrase is never put in
 * an attribute, a property, an event, storage or a log.
 *
 * @tagname kh-export
 * @summary Export the recovery phrase, revealed only on request.
 *
 * @example
 * ```html
 * <kh-export></kh-export>
 * ```
 *
 * @slot title - The heading (default: "Export recovery phrase").
 * @slot warning - Replaces the default warning text.
 *
 * @csspart card - The outer card.
 * @csspart title - The heading.
 * @csspart warning - The warning.
 * @csspart start-button - "Export recovery phrase".
 * @csspart reveal-button - "Reveal recovery phrase".
 * @csspart words - The list of words (hidden again after `hide-after` seconds, or when the page is hidden).
 * @csspart copy-button - "Copy".
 * @csspart hide-button - "Hide".
 * @csspart done-button - "Done" (forgets the phrase).
 * @csspart error - The error message.
 * @csspart status - The live status line.
 *
 * @fires kh-export-revealed - The phrase was revealed (the detail never carries it).
 * @fires kh-approved - The export request was approved (from the inner approve dialog; no result in the detail).
 * @fires kh-rejected - The export request was declined.
 * @fires kh-error - A step failed; the message is shown too.
 */
export class KhExport extends WalletCard {
  static override styles = [tokens, controls, exportStyles];

  static override properties = {
    hideAfter: { type: Number, attribute: 'hide-after' },
    _step: { state: true },
  };

  declare private _step: Step;
  /** Seconds the revealed phrase stays on screen before it hides itself (default 60; 0: only on page hide). */
  declare hideAfter: number;

  readonly #t = new LocalizeController(this);
  readonly #wallet = new WalletController(this);
  readonly #flow = new FlowRunner(this, this.#t);
  // Only here, never in reactive state: Lit keeps no copy of it beyond the rendered text.
  #phrase: string | null = null;
  #sessionId: string | null = null;
  /** The account the phrase (held or on its way) belongs to. */
  #accountId: string | null = null;
  /** The export in flight (shown in the dialog, or approved and maybe waiting for re-auth). */
  #pending: ApprovableRequest<string> | null = null;

  readonly #autoHide = new AutoHideController(this, () => {
    if (this._step !== 'revealed') return;
    this._step = 'ready';
    this._status = this.#t.term('exportAutoHidden');
  });

  constructor() {
    super();
    this._step = 'intro';
    this.hideAfter = 60;
  }

  /** True while a phrase is held (revealed or not). */
  get holdsPhrase(): boolean {
    return this.#phrase !== null;
  }

  /** True while an export is in flight: shown for approval, or approved and waiting (e.g. for re-auth). */
  get exporting(): boolean {
    return this.#pending !== null;
  }

  /** Forgets the phrase, abandons an export in flight (declined, nothing more is signed) and goes back to the start. */
  clear(): void {
    this.#abandon();
    this.#forget();
  }

  #forget(): void {
    this.#autoHide.stop();
    this.#phrase = null;
    this._step = 'intro';
    this._status = '';
  }

  #abandon(): void {
    const request = this.#pending;
    if (request === null) return;
    this.#pending = null;
    // Idle dialog: declines and closes. Approval in flight (maybe waiting for re-auth): rejecting the
    // request ends it with REJECTED, which closes the dialog as declined.
    const dialog = this.renderRoot?.querySelector<KhApproveDialog>('kh-approve-dialog');
    if (!dialog?.close()) request.reject();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clear();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const session = this.#wallet.session;
    const sessionId = session?.id ?? null;
    if (changed.has('wallet')) {
      this.#sessionId = sessionId;
      if (changed.get('wallet') !== undefined || this.#phrase !== null || this.#pending !== null)
        this.clear();
      return;
    }
    if (sessionId === this.#sessionId) return;
    this.#sessionId = sessionId;
    // A held phrase never outlives the session it was exported in.
    if (this.#phrase !== null) this.#forget();
    if (this.#pending === null) return;
    // An export in flight survives the session's expiry or revocation (the core waits for re-auth) and a
    // sign-in to the same account; a sign-out or another account abandons it.
    const ended = this.#wallet.ended;
    if (session === null ? ended === 'signed-out' : session.accountId !== this.#accountId) this.clear();
  }

  #start = async (): Promise<void> => {
    const wallet = this.wallet;
    const accountId = this.#wallet.session?.accountId;
    if (!wallet || accountId === undefined || this.#pending !== null) return;
    this._status = '';
    if (inFrameMode(wallet)) {
      // Frame mode: the vault frame shows the request and then the phrase, in this card. Its view loads now.
      const frame = await this.#flow.run(() => loadFrameMode(() => import('./frame-export.js')));
      if (!frame) return;
      this._step = 'framed';
      await this.updateComplete;
      this.#accountId = accountId;
      await frame.exportInFrame(
        this,
        wallet as typeof wallet & Required<typeof wallet>,
        () => this.renderRoot.querySelector<HTMLElement>('[part="vault"]'),
        (work) => this.#flow.run(work),
        (request) => (this.#pending = request),
        () => {
          this.#pending = null;
          if (this._step === 'framed') this._step = 'intro';
        },
      );
      return;
    }
    const request = await this.#flow.run(() => wallet.exportWallet());
    if (!request) return;
    const dialog = this.renderRoot.querySelector<KhApproveDialog>('kh-approve-dialog');
    if (
      !dialog ||
      !this.isConnected ||
      this.wallet !== wallet ||
      this.#wallet.session?.accountId !== accountId
    ) {
      request.reject();
      return;
    }
    this.#pending = request;
    this.#accountId = accountId;
    // The phrase must not travel in the dialog's kh-approved event: wrap the request so its result stays here.
    let phrase: string | null = null;
    const outcome = await dialog.show({
      operation: request.operation,
      type: request.type,
      payloadToSign: request.payloadToSign,
      requestId: request.requestId,
      expiresAt: request.expiresAt,
      approve: async () => {
        phrase = await request.approve();
        return undefined;
      },
      reject: () => request.reject(),
    });
    // Abandoned meanwhile (sign-out, another account or wallet, removal): the phrase is dropped here.
    if (this.#pending !== request) return;
    this.#pending = null;
    if (!outcome.approved || phrase === null) return;
    if (this.#wallet.session?.accountId !== accountId) return;
    this.#phrase = phrase;
    this._step = 'ready';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=reveal-button]')?.focus();
  };

  #reveal = async (): Promise<void> => {
    if (this.#phrase === null) return;
    this._step = 'revealed';
    this.#autoHide.start(this.hideAfter);
    emit(this, 'kh-export-revealed', { accountId: this.#wallet.session?.accountId ?? '' });
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=words]')?.focus();
  };

  #hide = async (): Promise<void> => {
    this.#autoHide.stop();
    this._step = 'ready';
    this._status = '';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=reveal-button]')?.focus();
  };

  #done = async (): Promise<void> => {
    this.clear();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  };

  #copyPhrase = async (): Promise<void> => {
    const phrase = this.#phrase;
    if (phrase === null) return;
    const copied = await this.#flow.run(async () => {
      try {
        // No clipboard here (an insecure page, an old browser) throws too.
        await navigator.clipboard.writeText(phrase);
      } catch {
        throw new KeyholdError('CLIPBOARD_UNAVAILABLE', 'The clipboard is not available.');
      }
      return true;
    });
    if (copied) this._status = this.#t.term('exportCopied');
  };

  #renderBody(): unknown {
    const t = this.#t;
    const busy = this.#flow.busy;
    if (this._step === 'revealed' && this.#phrase !== null) {
      const words = this.#phrase.split(/\s+/).filter(Boolean);
      return html`<ol part="words" tabindex="-1" aria-label=${t.term('exportPhraseLabel')}>
          ${words.map((word) => html`<li>${word}</li>`)}
        </ol>
        <div class="actions">
          ${button('copy-button', t.term('exportCopy'), this.#copyPhrase, { disabled: busy })}
          ${button('hide-button', t.term('exportHide'), this.#hide)}
          ${button('done-button', t.term('exportDone'), this.#done, { kind: 'primary' })}
        </div>`;
    }
    if (this._step === 'ready' && this.#phrase !== null) {
      return html`<p>${t.term('exportReadyNotice')}</p>
        <div class="actions">
          ${button('done-button', t.term('exportDone'), this.#done)}
          ${button('reveal-button', t.term('exportReveal'), this.#reveal, { kind: 'primary' })}
        </div>`;
    }
    if (this._step === 'framed') return html`<div part="vault" class="vault"></div>`;
    return html`<div class="actions">
      ${button('start-button', t.term('exportStart'), this.#start, { kind: 'danger', disabled: busy })}
    </div>`;
  }

  /**
   * Frame mode: an export in flight keeps its vault frame while the session is gone (expired or revoked:
   * the core waits for re-auth). Removing the frame would unload it, and the export could never finish.
   */
  #framedExportWaits(): boolean {
    return this._step === 'framed' && this.#pending !== null;
  }

  protected override render(): unknown {
    const t = this.#t;
    return renderWalletCard({
      t,
      flow: this.#flow,
      title: t.term('exportTitle'),
      body: html`<p class="warning" part="warning"><slot name="warning">${t.term('exportWarning')}</slot></p>
        ${this.#framedExportWaits()
          ? this.#renderBody()
          : (sessionGate(t, this.wallet, this.#wallet) ?? this.#renderBody())}`,
      status: this._status,
      copy: this.copy,
      theme: this.theme,
      wallet: this.wallet,
    });
  }
}
