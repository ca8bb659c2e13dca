import { css } from 'lit';

/** `<kh-send>`'s own layout (the tokens and controls come first). */
export const sendStyles = css`
  :host {
    display: block;
    background: var(--_kh-surface);
    color: var(--_kh-text);
    padding: var(--_kh-space);
    border-radius: var(--_kh-radius);
  }
  h2 {
    margin: 0 0 var(--_kh-space);
    font-size: 1.1em;
  }
  form,
  .field {
    display: grid;
    gap: calc(var(--_kh-space) / 2);
  }
  form {
    gap: var(--_kh-space);
  }
  select,
  input[type='text'] {
    font: inherit;
    min-height: 2.5rem;
    padding: 0 var(--_kh-space);
    border-radius: var(--_kh-radius);
    border: 1px solid var(--_kh-border);
    background: var(--_kh-surface);
    color: var(--_kh-text);
    min-width: 0;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_kh-space) / 2) calc(var(--_kh-space) * 2);
  }
  legend {
    padding: 0;
    margin-bottom: calc(var(--_kh-space) / 2);
  }
  fieldset label {
    display: inline-flex;
    gap: 0.4em;
    align-items: center;
  }
  dl {
    display: grid;
    grid-template-columns: fit-content(50%) minmax(0, 1fr);
    gap: 0.25rem var(--_kh-space);
    margin: 0 0 var(--_kh-space);
  }
  dt {
    color: var(--_kh-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_kh-space);
  }
  p {
    margin: 0 0 var(--_kh-space);
  }
  [part='problem'],
  [data-outcome='failed'] {
    color: var(--_kh-danger);
  }
  [data-outcome='completed'] {
    color: var(--_kh-success);
  }
`;
