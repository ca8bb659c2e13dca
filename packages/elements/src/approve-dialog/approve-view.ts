import { html, nothing, type TemplateResult } from 'lit';
import { showInvisibles } from '@keyhold/core/summary';
import { button } from '../shared/button.js';
import type { LocalizeController } from '../shared/localize.js';
import { prettyPayload } from '../shared/payload.js';
import type { ApprovableRequest, QuoteLike } from '../shared/wallet.js';
import type { ServiceClockSource } from '../shared/time.js';
import { quoteFromPayload, renderQuoteSummary } from './quote-summary.js';
import { clockOf } from './request-clock.js';

export { enApprovalTerms } from '@keyhold/locales/en/approval';
// Frame mode's body and the look it passes to the vault frame load with the view, not up front.
export { renderFrameApproval } from './frame-view.js';
export { vaultDisplay } from '../shared/vault-display.js';

/**
 * Refusals after which approving the same request again cannot succeed: Approve is disabled and the
 * person is told what to do next (get a new quote, add funds, start again).
 */
export const FINAL_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'QUOTE_EXPIRED',
  'QUOTE_ALREADY_EXECUTED',
  'CANNOT_REVOKE_LAST_CREDENTIAL',
  'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
  'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
  'OAUTH_CREDENTIAL_ALREADY_EXISTS',
  'REQUEST_ID_REUSED',
  'CHALLENGE_EXPIRED',
]);

/**
 * What the request view of `<kh-approve-dialog>` reads and calls (the element is the one implementation).
 * The view is loaded on demand: the dialog shows nothing before a request arrives.
 */
export interface ApprovalViewContext {
  t: LocalizeController;
  request: ApprovableRequest;
  quote: QuoteLike | null;
  wallet: ServiceClockSource | undefined;
  expired: boolean;
  remaining: number;
  busy: boolean;
  error: string;
  refused: boolean;
  /** The service refused a signed approval (something was signed). */
  signedRefusal: boolean;
  waiting: boolean;
  onApprove(): void;
  onReject(): void;
}

/**
 * The request as the person checks it before signing: the operation and what approving changes, the quote
 * of an EXECUTE_QUOTE in words, the time left, the payload pretty-printed and the exact text, then Decline
 * and Approve.
 */
export function renderApproval(c: ApprovalViewContext): TemplateResult {
  const { t, request, expired } = c;
  const pretty = prettyPayload(request.payloadToSign);
  const quote =
    request.operation === 'EXECUTE_QUOTE'
      ? (c.quote ?? request.quote ?? quoteFromPayload(request.payloadToSign))
      : undefined;
  return html`
    <div class="header">
      <slot name="logo"></slot>
      <h2 id="title" part="title"><slot name="title">${t.term('approveTitle')}</slot></h2>
    </div>
    <p class="hint">${t.term('approveIntro')}</p>
    <p class="operation" part="operation" id="operation">
      ${t.term('approveOperation', request.operation, request.type)}
    </p>
    <p class="effect" part="effect">${t.term('approveEffect', request.operation, request.type)}</p>
    ${quote ? renderQuoteSummary(t, quote, c.wallet?.serviceNow ? c.wallet : clockOf(request)) : nothing}
    <p class=${expired ? 'expired' : 'hint'} part="countdown" role=${expired ? 'alert' : nothing}>
      ${expired ? t.term('approveExpiredNotice') : t.term('expiresIn', c.remaining)}
    </p>
    <slot name="details"></slot>
    <h3 id="payload-label">${t.term('approvePayloadLabel')}</h3>
    <pre part="payload" dir="ltr" tabindex="0" role="region" aria-labelledby="payload-label" autofocus>
${showInvisibles(pretty, { keepLineFeeds: true })}</pre
    >
    ${pretty !== request.payloadToSign
      ? html`<details part="raw">
          <summary>${t.term('approveExactText')}</summary>
          <pre dir="ltr" tabindex="0" role="region" aria-label=${t.term('approveExactText')}>
${showInvisibles(request.payloadToSign)}</pre
          >
        </details>`
      : nothing}
    ${c.error
      ? html`<p class="error" part="error" role="alert">
          ${c.error} ${c.signedRefusal && c.refused ? t.term('approveSignedRefused') : nothing}
        </p>`
      : nothing}
    <div class="actions">
      ${button('reject-button', c.refused ? t.term('close') : t.term('rejectButton'), c.onReject, {
        disabled: c.busy,
      })}
      ${button(
        'approve-button',
        c.waiting ? t.term('approveWaitingReauth') : c.busy ? t.term('approveBusy') : t.term('approveButton'),
        c.onApprove,
        { kind: 'primary', disabled: c.busy || expired || c.refused },
      )}
    </div>
  `;
}
