import { css } from 'lit';

/** `.boxes > input` is more specific than the shared text-field rule, which would stretch the boxes. */
export const otpInputStyles = css`
  :host {
    display: block;
    --_kh-box-size: var(--kh-otp-box-size, 2.75rem);
    --_kh-box-gap: var(--kh-otp-box-gap, var(--_kh-space));
  }
  .label {
    display: block;
    margin-bottom: var(--_kh-space);
    font-weight: 600;
  }
  .boxes {
    display: flex;
    gap: var(--_kh-box-gap);
  }
  .boxes > input {
    flex: 0 0 auto;
    padding: 0;
    min-height: 0;
    width: var(--_kh-box-size);
    height: calc(var(--_kh-box-size) * 1.2);
    text-align: center;
    font: inherit;
    font-size: 1.4em;
    font-variant-numeric: tabular-nums;
    border: 1px solid var(--_kh-border);
    border-radius: var(--_kh-radius);
    background: var(--_kh-surface);
    color: var(--_kh-text);
    caret-color: var(--_kh-accent);
  }
  .boxes > input[aria-invalid='true'] {
    border-color: var(--_kh-danger);
    border-width: 2px;
  }
  .boxes > input:disabled {
    opacity: 0.6;
  }
  .resend {
    margin-top: var(--_kh-space);
  }
`;
