import { css } from 'lit';

/**
 * Lists of credentials and sessions. A long address or name wraps inside its line (`li > span`): the
 * button never overflows at 375 px.
 */
export const listStyles = css`
  :host {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--_kh-space);
    padding: var(--_kh-space) 0;
    border-bottom: 1px solid var(--_kh-border);
  }
  li > span {
    min-width: 0;
    flex: 1 1 auto;
    overflow-wrap: anywhere;
  }
  li > button {
    flex: 0 0 auto;
  }
  li:last-child {
    border-bottom: none;
  }
  .name {
    font-weight: 600;
  }
  .meta {
    display: block;
    color: var(--_kh-muted);
    font-size: 0.9em;
  }
  .badge {
    display: inline-block;
    margin-inline-start: var(--_kh-space);
    padding: 0 calc(var(--_kh-space) * 0.75);
    border-radius: 999px;
    border: 1px solid var(--_kh-success);
    color: var(--_kh-success);
    font-size: 0.8em;
    font-weight: 600;
  }
  form.inline {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_kh-space);
    align-items: end;
    margin-top: var(--_kh-space);
  }
  form.inline > div {
    flex: 1 1 12rem;
  }
`;
