import { css } from 'lit';

export const reauthStyles = css`
  :host {
    display: contents;
  }
  dialog {
    width: min(28rem, calc(100vw - 2rem));
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
  kh-sign-in {
    --kh-sign-in-width: 100%;
  }
  kh-sign-in::part(card) {
    border: none;
    padding: 0;
  }
`;
