import { css } from 'lit';

/** The modal card of `<kh-approve-dialog>` and `<kh-reauth>` (each sets its own width). */
export const dialogStyles = css`
  :host {
    display: contents;
  }
  dialog {
    padding: calc(var(--_kh-space) * 3);
    border: 1px solid var(--_kh-border);
    border-radius: var(--_kh-radius);
    background: var(--_kh-surface);
    color: var(--_kh-text);
    box-shadow: var(--_kh-shadow);
    font-family: var(--_kh-font);
  }
  dialog::backdrop {
    background: var(--kh-backdrop, rgb(10 12 16 / 0.55));
  }
`;
