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
 * Shows the recovery phrase, only here: numbered words, Copy (the clipboard is cleared again after a
 * while where the engine lets the frame), Hide / Show, auto-hide, and Done, which wipes the words from
 * the view and calls `onDone`.
 */
export function showPhrase(phrase: string, t: VaultCopy, onDone: () => void): void {
  const root = view();
  let words: string[] | null = phrase.split(/\s+/).filter(Boolean);
  const list = el('ol', { class: 'phrase', dir: 'ltr', id: 'phrase' });
  const status = el('p', { class: 'status', role: 'status' });
  const hide = el('button', { type: 'button' }, t.hide);
  const copy = el('button', { type: 'button' }, t.copy);
  const done = el('button', { type: 'button', class: 'primary' }, t.done);
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
    const text = words.join(' ');
    navigator.clipboard
      .writeText(text)
      .then(() => {
        status.textContent = t.copied;
        setTimeout(
          () => void navigator.clipboard.writeText('').catch(() => undefined),
          CLIPBOARD_CLEAR_SECONDS * 1000,
        );
      })
      .catch(() => (status.textContent = t.copyFailed));
  });
  done.addEventListener('click', () => {
    clearTimeout(autoHide);
    words = null;
    phrase = '';
    root.replaceChildren();
    onDone();
  });
  root.append(
    el('h1', { id: 'title' }, t.exportTitle),
    el('p', { class: 'hint' }, t.phraseIntro),
    list,
    status,
    el('div', { class: 'actions' }, hide, copy, done),
  );
  render();
}
