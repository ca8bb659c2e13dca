import { css } from 'lit';

export const reauthStyles = css`
  dialog {
    width: min(28rem, calc(100vw - 2rem));
  }
  kh-sign-in {
    --kh-sign-in-width: 100%;
  }
  kh-sign-in::part(card) {
    border: none;
    padding: 0;
  }
`;
