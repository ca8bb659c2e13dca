import { css } from 'lit';

export const approveDialogStyles = css`
  dialog {
    width: min(36rem, calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
    overflow: auto;
  }
  .header {
    display: flex;
    align-items: center;
    gap: var(--_kh-space);
  }
  .operation {
    font-weight: 600;
    font-size: 1.05em;
  }
  h3 {
    font-size: 0.95em;
    margin: calc(var(--_kh-space) * 2) 0 var(--_kh-space);
  }
  pre {
    font-family: var(--_kh-mono);
    font-size: 0.85em;
    background: var(--_kh-code-bg);
    color: var(--_kh-text);
    border-radius: var(--_kh-radius);
    padding: var(--_kh-space);
    margin: 0;
    max-height: 16rem;
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-all;
  }
  details {
    margin-top: var(--_kh-space);
  }
  .expired {
    color: var(--_kh-danger);
  }
`;

/** The quote summary of an EXECUTE_QUOTE request. */
export const quoteSummaryStyles = css`
  dl.summary {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--_kh-space) * 0.5) calc(var(--_kh-space) * 2);
    margin: var(--_kh-space) 0;
  }
  dl.summary > div {
    display: contents;
  }
  dl.summary dt {
    color: var(--_kh-muted);
  }
  dl.summary dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .effect {
    margin-top: 0;
  }
`;
