import { html, nothing, type TemplateResult } from 'lit';
import { button } from '../shared/button.js';
import type { LocalizeController } from '../shared/localize.js';

/** What the frame-mode body shows: the dialog's state while the vault frame handles the request. */
export interface FrameApprovalContext {
  error: string;
  /** A request is under way (the frame asks the person, or the approval waits for a new session). */
  busy: boolean;
  /** The vault frame is mounted in the `vault` part: it shows the request with its own Decline and Approve. */
  framed: boolean;
  /** The approval waits for the person to sign in again (no frame yet). */
  waiting: boolean;
  onReject(): void;
}

/**
 * The dialog's body in frame mode: the vault frame shows the request in its own words and takes the
 * person's click itself, so the dialog only hosts it (the `vault` part, where the core mounts the frame)
 * and says what went wrong. While the frame is there, its Decline is the only one (Escape still declines);
 * the dialog offers its own Decline only while no frame is (waiting for a new sign-in), and Close after a
 * failure.
 */
export function renderFrameApproval(t: LocalizeController, c: FrameApprovalContext): TemplateResult {
  return html`
    <div class="header">
      <slot name="logo"></slot>
      <h2 id="title" part="title"><slot name="title">${t.term('approveTitle')}</slot></h2>
    </div>
    <div part="vault" class="vault" id="operation"></div>
    ${c.waiting && !c.framed
      ? html`<p class="hint" part="countdown" role="status">${t.term('approveWaitingReauth')}</p>`
      : nothing}
    ${c.error ? html`<p class="error" part="error" role="alert">${c.error}</p>` : nothing}
    ${c.busy && c.framed
      ? nothing
      : html`<div class="actions">
          ${button('reject-button', c.busy ? t.term('rejectButton') : t.term('close'), c.onReject)}
        </div>`}
  `;
}
