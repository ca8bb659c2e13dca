// Webhooks (`#/webhooks`): every event the service sent to the demo backend about this customer, as it
// arrives, with the result of the signature check.
import { html, nothing } from 'lit';
import { explorerApi, type ReceivedWebhook } from '../explorer-api.js';
import { formatTime } from '../format.js';
import type { Screen } from '../router.js';
import { update } from '../state.js';
import { Panel, poll } from './panel.js';

const panel = new Panel();
let endpoint: string | null = null;
let list: ReceivedWebhook[] = [];
let stop: (() => void) | null = null;

/** What an event type means, in words. */
function meaning(type: string): string {
  const [kind, status = ''] = type.split('.');
  const s = status.toLowerCase().replace(/_/g, ' ');
  switch (kind) {
    case 'OUTGOING_PAYMENT':
      return `A payment you sent is now ${s}.`;
    case 'INCOMING_PAYMENT':
      return `A payment to you is now ${s}.`;
    case 'INTERNAL_ACCOUNT':
      return 'An account balance changed.';
    case 'AGENT_ACTION':
      return 'An agent asks for your approval.';
    case 'INVITATION':
      return 'An invitation was claimed.';
    case 'SANDBOX':
      return 'A test event.';
    default:
      return 'An event from the service.';
  }
}

async function load(): Promise<void> {
  const found = await explorerApi.webhooks();
  endpoint = found.endpoint;
  if (found.data.length !== list.length) {
    list = found.data;
    update();
  }
}

const onTest = () =>
  panel.run('Asking the sandbox for a test event…', async () => {
    await explorerApi.testWebhook();
    return 'The sandbox sent a test event: it appears below when it arrives.';
  });

function item(w: ReceivedWebhook) {
  return html`<li class="item" data-testid="webhook">
    <strong><code>${w.type}</code></strong>
    <span>${meaning(w.type)}</span>
    <span class=${w.verified ? 'ok' : 'error'} data-testid="webhook-signature">
      ${w.verified ? 'Signature verified' : `Signature not verified: ${w.problem ?? ''}`}
    </span>
    <span class="muted">Arrived ${formatTime(w.receivedAt)}</span>
    <details>
      <summary>Payload</summary>
      <pre>${JSON.stringify(w.data, null, 2)}</pre>
    </details>
  </li>`;
}

function view() {
  return html`<section class="card" aria-labelledby="webhooks-title">
    <h2 id="webhooks-title">Webhooks</h2>
    <p class="muted">
      ${endpoint
        ? html`The service sends events to <code>${endpoint}</code>; the demo backend checks each signature
            with the service's public key before it keeps the event.`
        : 'No webhook endpoint is set.'}
    </p>
    <button type="button" ?disabled=${panel.busy} @click=${onTest}>Send a test event</button>
    ${panel.messages('webhooks')}
    ${list.length === 0
      ? html`<p class="muted">No events yet: make a payment, or send a test event.</p>`
      : html`<ol class="items" data-testid="webhooks" reversed>
          ${[...list].reverse().map(item)}
        </ol>`}
    ${nothing}
  </section>`;
}

export const webhooksScreen: Screen = {
  path: '/webhooks',
  title: 'Webhooks',
  view,
  enter: () => {
    void panel.run('', load);
    stop = poll(load, 1500);
  },
  leave: () => {
    stop?.();
    stop = null;
  },
};
