import { css } from 'lit';

export const emailInputStyles = css`
  :host {
    display: block;
  }
  input[aria-invalid='true'] {
    border-color: var(--_kh-danger);
    border-width: 2px;
  }
`;
