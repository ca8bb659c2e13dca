import { css } from 'lit';

/** The dark scheme's defaults: applied by `theme="dark"`, or by the system's dark mode unless `theme="light"`. */
const darkScheme = css`
  color-scheme: dark;
  --_kh-surface: var(--kh-color-surface, #17191e);
  --_kh-text: var(--kh-color-text, #e8eaed);
  --_kh-muted: var(--kh-color-muted, #aab1bd);
  --_kh-border: var(--kh-color-border, #7b8290);
  --_kh-accent: var(--kh-color-accent, #8ab4f8);
  --_kh-on-accent: var(--kh-color-on-accent, #0b1020);
  --_kh-danger: var(--kh-color-danger, #f2b8b5);
  --_kh-on-danger: var(--kh-color-on-danger, #370b0b);
  --_kh-success: var(--kh-color-success, #8fd19e);
  --_kh-focus: var(--kh-color-focus, #8ab4f8);
  --_kh-code-bg: var(--kh-color-code-background, #23262d);
`;

/**
 * The design tokens every component reads. Public tokens are `--kh-*` custom properties an integrator
 * sets on the element or any ancestor; each component resolves them into private `--_kh-*` properties
 * with a light default, a dark default under `prefers-color-scheme: dark`, and `theme="light" | "dark"`
 * on the element forcing one scheme. Setting a public token wins in both schemes (scope it in your own
 * `@media (prefers-color-scheme: dark)` block to give a dark value).
 */
export const tokens = css`
  :host {
    color-scheme: light;
    --_kh-font: var(--kh-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_kh-mono: var(--kh-font-family-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_kh-size: var(--kh-font-size, 1rem);
    --_kh-radius: var(--kh-radius, 0.5rem);
    --_kh-space: var(--kh-spacing, 0.5rem);
    --_kh-surface: var(--kh-color-surface, #ffffff);
    --_kh-text: var(--kh-color-text, #1b1d22);
    --_kh-muted: var(--kh-color-muted, #545b68);
    --_kh-border: var(--kh-color-border, #8a909c);
    --_kh-accent: var(--kh-color-accent, #1d4ed8);
    --_kh-on-accent: var(--kh-color-on-accent, #ffffff);
    --_kh-danger: var(--kh-color-danger, #b3261e);
    --_kh-on-danger: var(--kh-color-on-danger, #ffffff);
    --_kh-success: var(--kh-color-success, #1e6b34);
    --_kh-focus: var(--kh-color-focus, #1d4ed8);
    --_kh-code-bg: var(--kh-color-code-background, #f2f4f7);
    --_kh-shadow: var(--kh-shadow, 0 10px 30px rgb(0 0 0 / 0.25));
    --_kh-backdrop: var(--kh-backdrop, rgb(10 12 16 / 0.55));
    font-family: var(--_kh-font);
    font-size: var(--_kh-size);
    color: var(--_kh-text);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkScheme}
    }
  }
  :host([theme='dark']) {
    ${darkScheme}
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/**
 * Buttons, text fields, messages and cards shared by the components. Headings take focus only
 * programmatically (after the step that had it disappeared), so a focused `h2[tabindex='-1']` has no ring.
 * (Comments stay out of the CSS text: it ships as written.)
 */
export const controls = css`
  button {
    font: inherit;
    min-height: 2.5rem;
    padding: calc(var(--_kh-space) * 1) calc(var(--_kh-space) * 2);
    border-radius: var(--_kh-radius);
    border: 1px solid var(--_kh-border);
    background: var(--_kh-surface);
    color: var(--_kh-text);
    cursor: pointer;
  }
  button.primary {
    background: var(--_kh-accent);
    border-color: var(--_kh-accent);
    color: var(--_kh-on-accent);
  }
  button.danger {
    background: var(--_kh-danger);
    border-color: var(--_kh-danger);
    color: var(--_kh-on-danger);
  }
  button.link {
    border: none;
    background: none;
    color: var(--_kh-accent);
    text-decoration: underline;
    padding-inline: 0;
    min-height: 2rem;
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible,
  pre:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--_kh-focus);
    outline-offset: 2px;
  }
  input[type='email'],
  input[type='text'] {
    font: inherit;
    width: 100%;
    min-height: 2.5rem;
    padding: var(--_kh-space);
    border: 1px solid var(--_kh-border);
    border-radius: var(--_kh-radius);
    background: var(--_kh-surface);
    color: var(--_kh-text);
  }
  .error {
    color: var(--_kh-danger);
    margin: var(--_kh-space) 0;
  }
  .hint {
    color: var(--_kh-muted);
    margin: var(--_kh-space) 0;
    font-size: 0.9em;
  }
  .status {
    min-height: 1.25em;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: calc(var(--_kh-space) * 0.5);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_kh-space);
    justify-content: flex-end;
    margin-top: calc(var(--_kh-space) * 2);
  }
  .card {
    background: var(--_kh-surface);
    color: var(--_kh-text);
    border: 1px solid var(--_kh-border);
    border-radius: var(--_kh-radius);
    padding: calc(var(--_kh-space) * 3);
  }
  h2 {
    font-size: 1.25em;
    margin: 0 0 var(--_kh-space);
  }
  h2[tabindex='-1']:focus {
    outline: none;
  }
`;

/**
 * For the field elements (`<kh-otp-input>`, `<kh-email-input>`), which have no card of their own: in the
 * dark scheme their light text gets the scheme's surface under it, so a dark field standing alone on a
 * light page stays readable (inside a card the surface is the same colour).
 */
export const fieldGround = css`
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      background: var(--_kh-surface);
    }
  }
  :host([theme='dark']) {
    background: var(--_kh-surface);
  }
`;
