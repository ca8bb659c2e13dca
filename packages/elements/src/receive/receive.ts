import { LitElement, css, html, nothing, svg } from 'lit';
import { button } from '../shared/button.js';
import { LocalizeController, addEnglishTerms, type Copy } from '../shared/localize.js';
import type { MoneyWalletLike, ReceivingLike } from '../shared/money-wallet.js';
import { watchForWallet } from '../shared/no-wallet.js';
import { SessionRead, type MoneyReadState } from '../shared/session-read.js';
import { controls, tokens } from '../shared/tokens.js';
import { WalletController } from '../shared/wallet.js';
import { enWalletMoneyTerms } from '@keyhold/locales/en/wallet';

// The English money terms load with the money elements (the fallback of every language).
addEnglishTerms(enWalletMoneyTerms);

/** What `<kh-receive>` shows. */
export type ReceiveState = MoneyReadState;

/** The funding instruction fields shown, in this order (never an internal id). */
const FUNDING_FIELDS = [
  'bankName',
  'accountNumber',
  'routingNumber',
  'iban',
  'swiftCode',
  'address',
  'paymentRails',
  'reference',
];

/**
 * The QR code's modules as one SVG path (`M x y h1 v1 h-1 z` per dark module), from the matrix of the `qr`
 * library, which loads with `import()` when there is an address to draw (its encoder is most of this
 * element's weight).
 */
async function qrPath(text: string): Promise<{ size: number; d: string }> {
  const { encodeQR } = await import('qr');
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
  let d = '';
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size: rows.length, d };
}

/**
 * Where the customer can be paid: their UMA address as text and as a QR code (encoded by the `qr`
 * library, drawn as SVG, dark on light whatever the theme so every scanner reads it), a Copy button, and
 * the wallet's funding instructions when the service gives them (bank details with the reference to
 * include). Loading, signed-out and unreachable states are said in words.
 *
 * @tagname kh-receive
 * @summary The wallet's UMA address with a QR code and Copy, and its funding instructions.
 *
 * @csspart card - The section around everything.
 * @csspart title - The heading (replace it with the `title` slot).
 * @csspart address - The UMA address as text.
 * @csspart qr - The QR code (an `<svg role="img">` labelled with the address).
 * @csspart copy-button - "Copy address".
 * @csspart funding - The funding instructions.
 * @csspart message - The sentence shown instead (loading, signed out, unreachable).
 *
 * @slot title - Replaces the heading "Receive".
 *
 * @cssprop --kh-receive-qr-size - The QR code's width and height (default 12rem).
 *
 * @fires kh-error - Reading failed for a reason other than an unreachable service.
 */
export class KhReceive extends LitElement {
  static override styles = [
    tokens,
    controls,
    css`
      :host {
        display: block;
        background: var(--_kh-surface);
        color: var(--_kh-text);
        padding: var(--_kh-space);
        border-radius: var(--_kh-radius);
      }
      h2,
      h3 {
        margin: 0 0 var(--_kh-space);
        font-size: 1.1em;
      }
      h3 {
        font-size: 1em;
        margin-top: calc(var(--_kh-space) * 2);
      }
      p {
        margin: 0 0 var(--_kh-space);
      }
      [part='address'] {
        display: block;
        font-family: var(--_kh-mono);
        font-weight: 600;
        overflow-wrap: anywhere;
        margin-bottom: var(--_kh-space);
      }
      [part='qr'] {
        display: block;
        width: var(--kh-receive-qr-size, 12rem);
        height: var(--kh-receive-qr-size, 12rem);
        max-width: 100%;
        margin-bottom: var(--_kh-space);
      }
      dl {
        display: grid;
        /* A long label wraps in its column; the value keeps the larger part (an account number on one line). */
        grid-template-columns: fit-content(45%) minmax(0, 1fr);
        gap: 0.25rem var(--_kh-space);
        margin: 0;
      }
      dt {
        color: var(--_kh-muted);
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
        font-family: var(--_kh-mono);
      }
    `,
  ];

  static override properties = {
    wallet: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _receiving: { state: true },
    _copied: { state: true },
    _qr: { state: true },
  };

  declare wallet: MoneyWalletLike | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _receiving: ReceivingLike | undefined;
  /** The Copy outcome shown ('' before any). */
  declare private _copied: string;
  /** The drawn QR code of the address, once the encoder loaded. */
  declare private _qr: { size: number; d: string } | undefined;

  readonly #t = new LocalizeController(this);
  readonly #session = new WalletController(this);
  readonly #read = new SessionRead(this, this.#session, this.#t, {
    fetch: (ledger) => ledger.receiving(),
    apply: (receiving) => {
      this._receiving = receiving;
      if (receiving.umaAddress) void this.#drawQr(receiving.umaAddress);
      return true;
    },
    reset: () => {
      this._receiving = undefined;
      this._copied = '';
      this._qr = undefined;
    },
    loaded: () => this._receiving !== undefined,
  });

  constructor() {
    super();
    this.wallet = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this._receiving = undefined;
    this._copied = '';
    this._qr = undefined;
  }

  /** The state shown (`ready` may come a moment before the QR code, whose encoder loads then). */
  get state(): ReceiveState {
    return this.#read.state;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }

  async #drawQr(address: string): Promise<void> {
    const readFor = this.#read.key;
    // Without the encoder (it could not load) the address and Copy stay: the QR code is a convenience.
    const qr = await qrPath(address).catch(() => undefined);
    if (qr === undefined) return;
    if (this.#read.key === readFor && this._receiving?.umaAddress === address) this._qr = qr;
  }

  #copy = async (): Promise<void> => {
    const address = this._receiving?.umaAddress;
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      this._copied = this.#t.term('receiveCopied');
    } catch {
      this._copied = this.#t.term('receiveCopyFailed');
    }
  };

  #funding(receiving: ReceivingLike): unknown {
    const t = this.#t;
    const entries = receiving.fundingInstructions
      .map((instruction) => instruction.accountOrWalletInfo)
      .filter((info) => info.accountType !== 'EMBEDDED_WALLET');
    if (entries.length === 0) return nothing;
    return html`<h3>${t.term('receiveFundingTitle')}</h3>
      ${entries.map(
        (info) =>
          html`<dl part="funding">
            ${FUNDING_FIELDS.filter((f) => info[f] !== undefined && info[f] !== '').map(
              (f) =>
                html`<dt>${t.term('receiveFundingField', f)}</dt>
                  <dd>${Array.isArray(info[f]) ? (info[f] as unknown[]).join(', ') : String(info[f])}</dd>`,
            )}
          </dl>`,
      )}`;
  }

  #ready(receiving: ReceivingLike): unknown {
    const t = this.#t;
    const address = receiving.umaAddress;
    if (!address)
      return html`<p part="message">${t.term('receiveNoAddress')}</p>
        ${this.#funding(receiving)}`;
    const qr = this._qr;
    return html`<p>${t.term('receiveAddressLabel')}</p>
      <span part="address"><bdi dir="ltr">${address}</bdi></span>
      ${qr ? this.#qr(address, qr) : nothing} ${button('copy-button', t.term('receiveCopy'), this.#copy)}
      <p role="status">${this._copied}</p>
      ${this.#funding(receiving)}`;
  }

  #qr(address: string, qr: { size: number; d: string }): unknown {
    return html`<svg
      part="qr"
      role="img"
      aria-label=${this.#t.term('receiveQrLabel', address)}
      viewBox="0 0 ${qr.size} ${qr.size}"
      shape-rendering="crispEdges"
    >
      ${svg`<rect width=${qr.size} height=${qr.size} fill="#ffffff"></rect><path d=${qr.d} fill="#000000"></path>`}
    </svg>`;
  }

  protected override render(): unknown {
    const t = this.#t;
    const state = this.state;
    let body: unknown;
    if (state === 'ready' && this._receiving) body = this.#ready(this._receiving);
    else {
      const text = this.#read.message({ signedOut: 'receiveSignedOut', unreachable: 'receiveUnreachable' });
      body = html`<p part="message" role="status" data-state=${state}>${text}</p>`;
    }
    return html`<section part="card" aria-labelledby="title" aria-busy=${state === 'loading'}>
      <h2 part="title" id="title"><slot name="title">${t.term('receiveTitle')}</slot></h2>
      ${body}
    </section>`;
  }
}
