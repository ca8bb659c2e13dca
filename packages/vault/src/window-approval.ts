import type { VaultConfig } from '@keyhold/core/vault-protocol';
import { type ApprovalInput, VaultRefusal } from './approval-view.js';
import { el, view } from './dom.js';
import { hasVisibilityV2 } from './gate.js';
import { REVOKING_OPERATIONS } from './summary.js';
import { windowCopyFor } from './copy.js';

/** Marks the messages between the frame and the window it opened (same origin, exact source checked). */
export const WINDOW_MARK = 'keyhold-vault-window';

/** The frame's request to its window, and the window's answer. */
export type WindowMessage =
  | { mark: typeof WINDOW_MARK; type: 'ready' }
  | {
      mark: typeof WINDOW_MARK;
      type: 'request';
      payloadToSign: string;
      lang: string;
      expiresAtMs: number;
      offsetMs: number;
      /** The payee's words the frame looked up itself (payee.ts), for a payment to an account. */
      payee?: string;
    }
  | { mark: typeof WINDOW_MARK; type: 'answer'; approved: boolean };

/** The window's size: small, top-level, the whole summary without scrolling. */
const FEATURES = 'popup,width=460,height=720';

/**
 * Whether this request is approved in a window of the vault's own origin rather than in the frame, for
 * anything but a sign-out (it only takes power away): where the vault's configuration (its origin's, never
 * the page's) says so, and automatically where the engine cannot prove the frame visible (no
 * IntersectionObserver v2: Firefox, WebKit), since there a transparent or partly covering element of the
 * page over the frame goes unseen. Only a test vault's `approveInFrame` keeps such an engine in the frame.
 */
export function approvesInWindow(
  operation: string,
  config: VaultConfig,
  visibilityProved: boolean = hasVisibilityV2(),
): boolean {
  if (REVOKING_OPERATIONS.has(operation)) return false;
  if (config.approveInWindow === true) return true;
  return !visibilityProved && config.approveInFrame !== true;
}

/** The window's URL: the same vault document, as the window view. */
export function windowUrl(): string {
  const url = new URL(location.href);
  url.search = '?view=window';
  url.hash = '';
  return url.href;
}

/**
 * The frame's side of an approval in a window: the frame says only "Continue in the window" (with
 * Decline); the person's click there opens the window synchronously (no `await` before `window.open`, so
 * the click's activation opens it), the window shows the whole summary and asks with its own gate, and
 * answers here. Messages count only from that window (`event.source`) and this origin. Resolves when the
 * person approved in the window; rejects `REJECTED` (Decline, Escape) or `VAULT_APPROVAL_EXPIRED`.
 * Closing the window without an answer lets the person continue again.
 */
export function askInWindow(input: ApprovalInput): Promise<void> {
  const { t } = input;
  const w = windowCopyFor(input.lang);
  const root = view();
  const status = el('p', { class: 'status', role: 'status' });
  const go = el('button', { type: 'button', class: 'primary' }, w.continueButton);
  const decline = el('button', { type: 'button' }, t.decline);
  root.append(
    el('h1', {}, t.approveTitle),
    el('p', { class: 'hint' }, w.continueHint),
    status,
    el('div', { class: 'actions' }, decline, go),
  );
  let popup: Window | null = null;
  return new Promise<void>((resolve, reject) => {
    const end = (): void => {
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
      go.disabled = true;
      decline.disabled = true;
      if (popup && !popup.closed) popup.close();
    };
    const send = (message: WindowMessage): void => popup?.postMessage(message, location.origin);
    const onMessage = (event: MessageEvent): void => {
      if (popup === null || event.source !== popup || event.origin !== location.origin) return;
      const data = event.data as Partial<WindowMessage> | null;
      if (data?.mark !== WINDOW_MARK) return;
      if (data.type === 'ready') {
        send({
          mark: WINDOW_MARK,
          type: 'request',
          payloadToSign: input.payloadToSign,
          lang: input.lang,
          expiresAtMs: input.expiresAtMs,
          offsetMs: input.now() - Date.now(),
          ...(input.payee !== undefined ? { payee: input.payee } : {}),
        });
      } else if (data.type === 'answer') {
        end();
        if (data.approved === true) {
          status.textContent = t.signed;
          resolve();
        } else {
          status.textContent = t.declined;
          reject(new VaultRefusal('REJECTED', 'The person declined in the vault window.'));
        }
      }
    };
    window.addEventListener('message', onMessage);
    go.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      if (popup && !popup.closed) {
        popup.focus();
        return;
      }
      popup = window.open(windowUrl(), '_blank', FEATURES);
      status.textContent = popup ? w.windowOpen : w.windowBlocked;
    });
    const onDecline = (): void => {
      end();
      status.textContent = t.declined;
      reject(new VaultRefusal('REJECTED', 'The person declined in the vault frame.'));
    };
    decline.addEventListener('click', onDecline);
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !decline.disabled) onDecline();
    };
    document.addEventListener('keydown', onKey);
    const watch = setInterval(() => {
      if (input.expiresAtMs - input.now() <= 0) {
        end();
        status.textContent = t.expired;
        status.setAttribute('role', 'alert');
        reject(new VaultRefusal('VAULT_APPROVAL_EXPIRED', 'Nobody approved the request before it expired.'));
        return;
      }
      // The person closed the window without deciding: they may continue again.
      if (popup?.closed) {
        popup = null;
        status.textContent = '';
      }
    }, 250);
  });
}
