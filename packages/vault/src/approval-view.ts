import { type VaultCopy, inWords } from './copy.js';
import { el, view } from './dom.js';
import { clickGate } from './gate.js';
import type { Summary } from './summary.js';
import { showInvisibles } from '@keyhold/core/protocol';

/** A refusal the frame answers with (`code` is a KeyholdErrorCode). */
export class VaultRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ApprovalInput {
  summary: Summary;
  payloadToSign: string;
  /** When the request expires, epoch ms on the service's clock. */
  expiresAtMs: number;
  /** The service's time now (epoch ms). */
  now: () => number;
  t: VaultCopy;
  lang: string;
  /** The payee's words the frame looked up itself (payee.ts): the window shows them too. */
  payee?: string;
}

/**
 * Shows the frame's own summary of the request (operation, amounts, payee, expiry in words; the exact
 * text under a disclosure) with Decline and Approve. Resolves when the person approves with a trusted
 * click on the armed Approve button; rejects `REJECTED` when they decline (Decline or Escape),
 * `VAULT_APPROVAL_EXPIRED` when
 * nobody approved before the request expired.
 */
export function askApproval(input: ApprovalInput): Promise<void> {
  const { summary, t, lang } = input;
  const root = view();
  const countdown = el('p', { class: 'hint', id: 'expiry' });
  // No control has an id: a URL's fragment must not be able to focus it (see gate.ts).
  const approve = el('button', { type: 'button', class: 'primary' }, t.approve);
  const decline = el('button', { type: 'button' }, t.decline);
  const status = el('p', { class: 'status', role: 'status' });
  root.append(
    el('h1', { id: 'title' }, t.approveTitle),
    el('p', { class: 'hint' }, t.intro),
    el('p', { class: 'operation', id: 'operation' }, summary.headline),
    ...(summary.lines.length
      ? [el('ul', { class: 'lines' }, ...summary.lines.map((line) => el('li', {}, line)))]
      : []),
    countdown,
    el(
      'details',
      {},
      el('summary', {}, t.exactText),
      el(
        'pre',
        { dir: 'ltr', tabindex: '0', 'aria-label': t.exactText },
        showInvisibles(input.payloadToSign),
      ),
    ),
    status,
    el('div', { class: 'actions' }, decline, approve),
  );
  return new Promise<void>((resolve, reject) => {
    const end = (): void => {
      clearInterval(ticker);
      stopGate();
      document.removeEventListener('keydown', onKey);
      approve.disabled = true;
      decline.disabled = true;
    };
    const tick = (): void => {
      const left = input.expiresAtMs - input.now();
      if (left <= 0) {
        end();
        countdown.textContent = '';
        status.textContent = t.expired;
        status.setAttribute('role', 'alert');
        reject(new VaultRefusal('VAULT_APPROVAL_EXPIRED', 'Nobody approved the request before it expired.'));
        return;
      }
      countdown.textContent = t.expiresIn(inWords(left, lang));
    };
    const stopGate = clickGate(approve, () => {
      end();
      status.textContent = t.signed;
      resolve();
    });
    const onDecline = (): void => {
      end();
      status.textContent = t.declined;
      reject(new VaultRefusal('REJECTED', 'The person declined in the vault frame.'));
    };
    decline.addEventListener('click', onDecline);
    // Escape declines, as it does in the dialog hosting the frame (declining only ever takes power away).
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !decline.disabled) onDecline();
    };
    document.addEventListener('keydown', onKey);
    tick();
    const ticker = setInterval(tick, 1000);
  });
}
