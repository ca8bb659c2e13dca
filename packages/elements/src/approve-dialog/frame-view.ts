import { html, nothing, type TemplateResult } from 'lit';
import { button } from '../shared/button.js';
import type { LocalizeController } from '../shared/localize.js';

/**
 * The dialog's body in frame mode: the vault frame shows the request in its own words and takes the
 * person's click itself, so the dialog only hosts it (the `vault` part, where the core mounts the frame),
 * says what went wrong, and offers to close (which declines).
 */
export function renderFrameApproval(
  t: LocalizeController,
  c: { error: string; busy: boolean; onReject(): void },
): TemplateResult {
  return html`
    <div class="header">
      <slot name="logo"></slot>
      <h2 id="title" part="title"><slot name="title">${t.term('approveTitle')}</slot></h2>
    </div>
    <div part="vault" class="vault" id="operation"></div>
    ${c.error ? html`<p class="error" part="error" role="alert">${c.error}</p>` : nothing}
    <div class="actions">
      ${button('reject-button', c.busy ? t.term('rejectButton') : t.term('close'), c.onReject)}
    </div>
  `;
}
