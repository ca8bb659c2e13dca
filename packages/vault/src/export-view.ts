import { type PendingCopy, copyAndClearLater } from './clipboard.js';
import type { VaultCopy } from './copy.js';
import { el, view } from './dom.js';

/** Seconds after which the phrase hides itself; after which a copied phrase is cleared from the clipboard. */
export const AUTO_HIDE_SECONDS = 120;
export const CLIPBOARD_CLEAR_SECONDS = 60;

/** While waiting for the person's approval of an export this frame started. */
export function showExportWaiting(t: VaultCopy): void {
  view().append(el('h1', { id: 'title' }, t.exportTitle), el('p', { class: 'hint' }, t.waitingExport));
}

/**
 * An export the frame refused to open (its envelope is not the one approved, or does not verify): the
 * reason in the frame's words, no word of any phrase.
 */
export function showExportRefused(t: VaultCopy, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  const message = code === 'EXPORT_NOT_BOUND' ? t.exportNotBound : t.exportUnreadable;
  view().append(
    el('h1', { id: 'title' }, t.exportTitle),
    el('p', { class: 'status', role: 'alert' }, message),
  );
}

/**
 * Shows the recovery phrase, only here: numbered words, Copy (in a minute the phrase is taken off the
 * clipboard if it is still there; see clipboard.ts), Hide / Show, auto-hide, and Done, which wipes the
 * words from the view and calls `onDone`.
 */
export function showPhrase(phrase: string, t: VaultCopy, onDone: () => void): void {
  const root = view();
  let words: string[] | null = phrase.split(/\s+/).filter(Boolean);
  const list = el('ol', { class: 'phrase', dir: 'ltr', id: 'phrase' });
  const status = el('p', { class: 'status', role: 'status' });
  const hide = el('button', { type: 'button' }, t.hide);
  const copy = el('button', { type: 'button' }, t.copy);
  const done = el('button', { type: 'button', class: 'primary' }, t.done);
  const clearNow = el('button', { type: 'button', hidden: '' }, t.clipboardClear);
  let copied: PendingCopy | null = null;
  let hidden = false;
  const render = (): void => {
    list.replaceChildren(...(hidden || !words ? [] : words.map((w) => el('li', {}, w))));
    hide.textContent = hidden ? t.show : t.hide;
    if (hidden) status.textContent = t.hiddenNotice;
  };
  let autoHide = setTimeout(() => setHidden(true), AUTO_HIDE_SECONDS * 1000);
  const setHidden = (value: boolean): void => {
    hidden = value;
    clearTimeout(autoHide);
    if (!hidden) autoHide = setTimeout(() => setHidden(true), AUTO_HIDE_SECONDS * 1000);
    render();
  };
  hide.addEventListener('click', () => setHidden(!hidden));
  copy.addEventListener('click', () => {
    if (!words) return;
    copied?.cancel();
    clearNow.hidden = true;
    copied = copyAndClearLater(words.join(' '), {
      words: t,
      say: (sentence) => (status.textContent = sentence),
      offerClear: (clear) => {
        clearNow.hidden = false;
        clearNow.onclick = () => {
          clearNow.hidden = true;
          void clear();
        };
      },
      clearAfterMs: CLIPBOARD_CLEAR_SECONDS * 1000,
    });
  });
  done.addEventListener('click', () => {
    const pending = copied?.settle();
    clearTimeout(autoHide);
    words = null;
    phrase = '';
    root.replaceChildren();
    void (pending ?? Promise.resolve()).finally(onDone);
  });
  root.append(
    el('h1', { id: 'title' }, t.exportTitle),
    el('p', { class: 'hint' }, t.phraseIntro),
    list,
    status,
    el('div', { class: 'actions' }, clearNow, hide, copy, done),
  );
  render();
}
