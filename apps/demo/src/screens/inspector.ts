// The call inspector (`#/inspector`): each request the page made to the demo backend and each one the
// backend made to the service for it, with bodies (secrets, stamps and codes redacted), filterable. A
// signed retry shows as its two legs.
import { html, nothing } from 'lit';
import { explorerApi, type CallEntry } from '../explorer-api.js';
import { formatTime } from '../format.js';
import type { Screen } from '../router.js';
import { update } from '../state.js';
import { poll } from './panel.js';

let calls: CallEntry[] = [];
let stop: (() => void) | null = null;
const filter = { text: '', side: 'all', outcome: 'all' };

async function load(): Promise<void> {
  const { data } = await explorerApi.calls();
  if (data.length !== calls.length || data.at(-1)?.id !== calls.at(-1)?.id) {
    calls = data;
    update();
  }
}

function shown(): CallEntry[] {
  const text = filter.text.toLowerCase();
  return calls.filter(
    (c) =>
      (filter.side === 'all' || c.side === filter.side) &&
      (filter.outcome === 'all' || (filter.outcome === 'errors' ? c.status >= 400 : c.leg !== null)) &&
      (!text || `${c.method} ${c.path} ${c.status}`.toLowerCase().includes(text)),
  );
}

function legText(c: CallEntry): string {
  if (!c.leg) return '';
  return c.leg.step === 1
    ? 'Signed retry, step 1 of 2: the service answers with the payload to sign.'
    : 'Signed retry, step 2 of 2: the same request again, with the stamp.';
}

function item(c: CallEntry) {
  return html`<li class=${`item call ${c.side}`} data-testid="call">
    <div class="call-line">
      <span class="muted">${formatTime(c.at)}</span>
      <span class="badge">${c.side === 'page' ? 'page → backend' : 'backend → service'}</span>
      <strong>${c.method}</strong>
      <code class="call-path">${c.path}</code>
      <span class=${c.status >= 400 ? 'error' : 'ok'} data-testid="call-status">${c.status}</span>
      <span class="muted">${c.ms} ms</span>
    </div>
    ${c.leg ? html`<span data-testid="call-leg">${legText(c)}</span>` : nothing}
    ${c.requestBody || c.responseBody
      ? html`<details>
          <summary>Bodies</summary>
          ${c.requestBody
            ? html`<p class="muted">Request</p>
                <pre>${c.requestBody}</pre>`
            : nothing}
          ${c.responseBody
            ? html`<p class="muted">Response</p>
                <pre>${c.responseBody}</pre>`
            : nothing}
        </details>`
      : nothing}
  </li>`;
}

const onFilter = (event: Event) => {
  const form = (event.target as HTMLElement).closest('form')!;
  const data = new FormData(form);
  filter.text = String(data.get('text') ?? '');
  filter.side = String(data.get('side') ?? 'all');
  filter.outcome = String(data.get('outcome') ?? 'all');
  update();
};

function view() {
  const list = shown();
  return html`<section class="card" aria-labelledby="inspector-title">
    <h2 id="inspector-title">Call inspector</h2>
    <p class="muted">
      Every request this page made to the demo backend, and every request the backend made to the service for
      it. Secrets, stamps and codes are replaced by «redacted».
    </p>
    <form class="row" @input=${onFilter} @change=${onFilter} @submit=${(e: Event) => e.preventDefault()}>
      <label for="call-text">Filter</label>
      <input
        id="call-text"
        name="text"
        type="search"
        placeholder="quotes, 202, DELETE…"
        .value=${filter.text}
      />
      <label for="call-side">Made by</label>
      <select id="call-side" name="side">
        <option value="all">Both</option>
        <option value="page">The page</option>
        <option value="service">The backend</option>
      </select>
      <label for="call-outcome">Show</label>
      <select id="call-outcome" name="outcome">
        <option value="all">All calls</option>
        <option value="errors">Refusals and errors</option>
        <option value="signed">Signed retries</option>
      </select>
    </form>
    <p class="muted" data-testid="call-count">${list.length} of ${calls.length} calls.</p>
    <ol class="items" data-testid="calls" reversed>
      ${[...list].reverse().map(item)}
    </ol>
  </section>`;
}

export const inspectorScreen: Screen = {
  path: '/inspector',
  title: 'Call inspector',
  view,
  enter: () => {
    void load();
    stop = poll(load, 1500);
  },
  leave: () => {
    stop?.();
    stop = null;
  },
};
