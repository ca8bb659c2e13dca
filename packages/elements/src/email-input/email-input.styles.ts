import { css } from 'lit';

export const emailInputStyles = css`
  :host {
    display: block;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: calc(var(--_kh-space) * 0.5);
  }
  input[aria-invalid='true'] {
    border-color: var(--_kh-danger);
    border-width: 2px;
  }
`;
