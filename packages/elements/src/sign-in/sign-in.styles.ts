import { css } from 'lit';

export const signInStyles = css`
  :host {
    display: block;
    max-width: var(--kh-sign-in-width, 26rem);
  }
  .stack {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_kh-space) * 1.5);
  }
  .stack > button {
    width: 100%;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: var(--_kh-space);
  }
  .divider {
    display: flex;
    align-items: center;
    gap: var(--_kh-space);
    color: var(--_kh-muted);
  }
  .divider::before,
  .divider::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--_kh-border);
  }
`;
