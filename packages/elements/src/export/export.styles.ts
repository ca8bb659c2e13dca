import { css } from 'lit';

export const exportStyles = css`
  :host {
    display: block;
  }
  .warning {
    border-inline-start: 4px solid var(--_kh-danger);
    padding-inline-start: var(--_kh-space);
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    gap: var(--_kh-space);
    padding: 0;
    margin: calc(var(--_kh-space) * 2) 0;
    list-style: none;
    counter-reset: word;
  }
  li {
    counter-increment: word;
    font-family: var(--_kh-mono);
    background: var(--_kh-code-bg);
    border-radius: var(--_kh-radius);
    padding: calc(var(--_kh-space) * 0.75) var(--_kh-space);
  }
  li::before {
    content: counter(word) '. ';
    color: var(--_kh-muted);
  }
`;
