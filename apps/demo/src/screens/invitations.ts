// Invitations (`#/invitations`): create one, share its link, claim it (as the invited person would), and
// see the webhook the service sends when it is claimed.
import { html, nothing } from 'lit';
import { explorerApi, type Invitation, type ReceivedWebhook } from '../explorer-api.js';
import { formatDateTime, formatMoney } from '../format.js';
import { hashParams, type Screen } from '../router.js';
import { update } from '../state.js';
import { statusWords } from '../words.js';
import { Panel, fields } from './panel.js';

const panel = new Panel();
let list: Invitation[] = [];
let claimedWebhook: ReceivedWebhook | null = null;
/** The code of the invitation link this page was opened with (`#/invitations?claim=CODE`). */
let opened: string | null = null;

async function load(): Promise<void> {
  list = (await explorerApi.invitations()).data;
}

const onCreate = (event: SubmitEvent) => {
  const f = fields(event);
  return panel.run('Creating the invitation…', async () => {
    const created = await explorerApi.createInvitation({
      firstName: f['firstName'] ?? '',
      amount: f['amount'] ?? '',
    });
    await load();
    return `The invitation for ${created.firstName ?? 'your friend'} is ready: share its link.`;
  });
};

/** Waits (up to 10 s) for the INVITATION.CLAIMED webhook of `code` to reach the demo backend. */
async function claimedEvent(code: string): Promise<ReceivedWebhook | null> {
  for (let i = 0; i < 20; i++) {
    const { data } = await explorerApi.webhooks();
    const found = data.find(
      (w) => w.type === 'INVITATION.CLAIMED' && (w.data as { code?: string } | null)?.code === code,
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
}

const onClaim = (event: SubmitEvent) => {
  const f = fields(event);
  return panel.run('Claiming…', async () => {
    claimedWebhook = null;
    const claimed = await explorerApi.claimInvitation(f['code'] ?? '', f['inviteeUma'] ?? '');
    await load();
    claimedWebhook = await claimedEvent(claimed.code);
    return `${claimed.inviteeUma ?? 'Your friend'} claimed the invitation.`;
  });
};

const onCancel = (invitation: Invitation) =>
  panel.run('Cancelling…', async () => {
    await explorerApi.cancelInvitation(invitation.code);
    await load();
    return 'The invitation is cancelled: its link no longer works.';
  });

/**
 * The link to share: this demo's own claim form with the code filled in (the service's `url` names its
 * sandbox host, an example address that does not open a page).
 */
export function claimLink(inv: Invitation): string {
  return `${location.origin}/#/invitations?claim=${encodeURIComponent(inv.code)}`;
}

const onCopy = async (url: string) => {
  try {
    if (!navigator.clipboard) throw new Error('This browser gives the page no clipboard.');
    await navigator.clipboard.writeText(url);
    panel.status = 'The link is copied.';
    panel.error = '';
  } catch (error) {
    console.info('explorer: copying the link failed', error);
    panel.status = '';
    panel.error = 'The link could not be copied: select it and copy it yourself.';
  }
  update();
};

function item(inv: Invitation) {
  return html`<li class="item" data-testid="invitation">
    <strong
      >${inv.firstName ?? 'Someone'}${inv.amountToSend
        ? ` · ${formatMoney(inv.amountToSend.amount, inv.amountToSend.currency)}`
        : ''}</strong
    >
    <span>Share: <a href=${claimLink(inv)} data-testid="invitation-link">${claimLink(inv)}</a></span>
    <span class="muted"
      >The service's own link, <code>${inv.url}</code>, is an example address in the sandbox: it does not
      open.</span
    >
    <span data-testid="invitation-status">
      ${statusWords(inv.status)}${inv.inviteeUma ? ` by ${inv.inviteeUma}` : ''}
    </span>
    ${inv.expiresAt ? html`<span class="muted">Valid until ${formatDateTime(inv.expiresAt)}</span>` : ''}
    <div class="row">
      <button type="button" @click=${() => onCopy(claimLink(inv))}>Copy the link</button>
      ${inv.status === 'PENDING'
        ? html`<button type="button" ?disabled=${panel.busy} @click=${() => onCancel(inv)}>Cancel it</button>`
        : nothing}
    </div>
  </li>`;
}

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <form class="stack" @submit=${onCreate}>
        <label for="invite-name">Their first name (optional)</label>
        <input id="invite-name" name="firstName" maxlength="100" value="Sam" />
        <label for="invite-amount">Send them (USD, optional)</label>
        <input id="invite-amount" name="amount" inputmode="decimal" value="5.00" />
        <button type="submit" class="primary" ?disabled=${panel.busy}>Create the invitation</button>
      </form>
      <h3 id="claim-title">Claim an invitation</h3>
      ${opened
        ? html`<p data-testid="claim-opened">
            You opened an invitation link: claim it below with the address that receives the money.
          </p>`
        : html`<p class="muted">Opening a shared link fills in its code here.</p>`}
      <form class="stack" @submit=${onClaim}>
        <label for="claim-code">Code</label>
        <input
          id="claim-code"
          name="code"
          autocomplete="off"
          required
          .value=${opened ?? list.find((i) => i.status === 'PENDING')?.code ?? ''}
        />
        <label for="claim-uma">Claimed by (UMA address)</label>
        <input id="claim-uma" name="inviteeUma" value="$friend@sandbox.keyhold.dev" required />
        <button type="submit" ?disabled=${panel.busy}>Claim it</button>
      </form>
      ${panel.messages('invitations')}
      ${claimedWebhook
        ? html`<p data-testid="claim-webhook" class="ok">
            The service told this backend: the invitation was claimed
            (${claimedWebhook.verified ? 'signature verified' : 'signature not verified'}).
          </p>`
        : nothing}
    </section>
    <section class="card" aria-labelledby="invite-list-title">
      <h2 id="invite-list-title">Your invitations</h2>
      ${list.length === 0
        ? html`<p class="muted">None yet.</p>`
        : html`<ul class="items">
            ${list.map(item)}
          </ul>`}
    </section>
  </div>`;
}

export const invitationsScreen: Screen = {
  path: '/invitations',
  title: 'Invitations',
  view,
  enter: () => {
    opened = hashParams().get('claim');
    void panel.run('', load);
  },
};
