import { html, nothing, type TemplateResult } from 'lit';
import type { FlowRunner } from './flow.js';
import type { LocalizeController } from './localize.js';
import type { WalletController, WalletLike } from './wallet.js';

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
    <kh-approve-dialog .copy=${copy} theme=${theme ?? nothing}></kh-approve-dialog>`;
}
