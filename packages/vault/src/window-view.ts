import { askApproval } from './approval-view.js';
import { copyFor, windowCopyFor } from './copy.js';
import { dirOf, shippedLanguage } from '@keyhold/locales';
import { EXPORT_OPERATIONS, summarise } from './summary.js';
import { WINDOW_MARK, type WindowMessage } from './window-approval.js';

/**
 * The vault's approval window (`?view=window`): a top-level window of the vault's origin that the frame
 * opened with the person's click. It refuses to run framed or without its opener, takes one request from
 * the opener only if that is a document of this same origin (exact `event.source` and origin), shows the
 * whole summary with its own gate, answers the opener and closes. The page around the frame cannot crop,
 * cover, restyle, move or focus it.
 */
export function startWindow(): void {
  if (window.top !== window) return;
  const opener = window.opener as Window | null;
  if (!opener) return;
  const onMessage = (event: MessageEvent): void => {
    if (event.source !== opener || event.origin !== location.origin) return;
    const data = event.data as Partial<Extract<WindowMessage, { type: 'request' }>> | null;
    if (data?.mark !== WINDOW_MARK || data.type !== 'request' || typeof data.payloadToSign !== 'string')
      return;
    window.removeEventListener('message', onMessage);
    const lang = shippedLanguage(data.lang);
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
    const t = copyFor(lang);
    // The payee as the frame looked it up (its opener, of this origin), never from the page.
    const payee = typeof data.payee === 'string' ? data.payee : undefined;
    const summary = summarise(data.payloadToSign, t, lang, payee);
    if (EXPORT_OPERATIONS.has(summary.operation)) summary.headline = windowCopyFor(lang).exportHeadline;
    const offset = Number.isFinite(data.offsetMs) ? Number(data.offsetMs) : 0;
    const answer = (approved: boolean): void => {
      const message: WindowMessage = { mark: WINDOW_MARK, type: 'answer', approved };
      opener.postMessage(message, location.origin);
      window.close();
    };
    askApproval({
      summary,
      payloadToSign: data.payloadToSign,
      expiresAtMs: Number(data.expiresAtMs),
      now: () => Date.now() + offset,
      t,
      lang,
    }).then(
      () => answer(true),
      () => answer(false),
    );
  };
  window.addEventListener('message', onMessage);
  const ready: WindowMessage = { mark: WINDOW_MARK, type: 'ready' };
  opener.postMessage(ready, location.origin);
}
