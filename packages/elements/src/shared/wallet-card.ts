import { LitElement, html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { FlowRunner } from './flow.js';
import { watchForWallet } from './no-wallet.js';
import type { Copy, LocalizeController } from './localize.js';
import type { WalletController, WalletLike } from './wallet.js';

/**
 * What the wallet-bound cards (`<kh-credential-manager>`, `<kh-session-list>`, `<kh-export>`) have in
 * common: the `wallet`, `copy` and `theme` properties and the text of the live status line.
 */
export class WalletCard extends LitElement {
  static override properties: PropertyDeclarations = {
    wallet: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _status: { state: true },
  };

  /** The wallet from `createWallet()`. */
  declare wallet: WalletLike | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  /** The live status line (after a step completed). */
  declare protected _status: string;

  constructor() {
    super();
    this.wallet = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this._status = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }
}

/**
 * What a wallet-bound card shows instead of its body while there is nothing to act on: no wallet, the
 * wallet not ready yet, or nobody signed in. Undefined once a session is live.
 */
export function sessionGate(
  t: LocalizeController,
  wallet: WalletLike | undefined,
  session: WalletController,
): TemplateResult | undefined {
  if (!wallet) return html`<p>${t.term('noWallet')}</p>`;
  if (!session.ready) return html`<p>${t.term('loading')}</p>`;
  if (!session.session) return html`<p>${t.term('signInFirst')}</p>`;
  return undefined;
}

/** The parts of a wallet-bound card (`<kh-credential-manager>`, `<kh-session-list>`, `<kh-export>`). */
export interface WalletCardParts {
  t: LocalizeController;
  flow: FlowRunner;
  /** The default heading (the `title` slot replaces it). */
  title: string;
  body: unknown;
  /** The live status line (shows "Working…" while a step runs). */
  status: string;
  /** Passed on to the inner `<kh-approve-dialog>`. */
  copy: unknown;
  theme: string | undefined;
  /** Passed on to the inner `<kh-approve-dialog>` (service clock, waiting for re-auth). */
  wallet?: WalletLike | undefined;
}

/**
 * The card shell those components share: the `card` section with its `title`, the body, the `error`
 * alert and the `status` line, then the built-in `<kh-approve-dialog>` that shows their signed requests.
 */
export function renderWalletCard({
  t,
  flow,
  title,
  body,
  status,
  copy,
  theme,
  wallet,
}: WalletCardParts): TemplateResult {
  return html`<section
      class="card"
      part="card"
      aria-labelledby="title"
      aria-busy=${flow.busy ? 'true' : 'false'}
    >
      <h2 id="title" part="title" tabindex="-1"><slot name="title">${title}</slot></h2>
      ${body} ${flow.error ? html`<p class="error" part="error" role="alert">${flow.error}</p>` : nothing}
      <p class="hint status" part="status" role="status">${flow.busy ? t.term('working') : status}</p>
    </section>
    <kh-approve-dialog .copy=${copy} .wallet=${wallet} theme=${theme ?? nothing}></kh-approve-dialog>`;
}
