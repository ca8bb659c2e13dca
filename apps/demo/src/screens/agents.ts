// Agents (`#/agents`): create one with a policy, connect it with a device code, act as it (its Bearer
// calls run in the demo backend, which keeps the token), the approval queue, usage against limits, pause.
import { html, nothing } from 'lit';
import { accounts, externalLabel, fiatAccounts, internalLabel, loadAccounts } from '../accounts-store.js';
import {
  explorerApi,
  type Agent,
  type AgentAction,
  type ExternalAccount,
  type Quote,
  type Transaction,
} from '../explorer-api.js';
import { formatDateTime, formatMoney, rateWords } from '../format.js';
import type { Screen } from '../router.js';
import { PERMISSION_WORDS, failureWords, sentenceCase, statusWords } from '../words.js';
import { createPanel, onCreate, policyForm } from './agent-policy.js';
import { Panel, fields } from './panel.js';
import { outcome } from './payments.js';

const agentPanel = new Panel();
let agents: Agent[] = [];
let actions: Record<string, AgentAction[]> = {};
const codes = new Map<string, string>();
/** What each agent saw when it listed the transactions with its own token. */
const agentTransactions = new Map<string, Transaction[]>();
const usd = (minor: number) => formatMoney(minor, { code: 'USD', decimals: 2 });

async function load(): Promise<void> {
  const found = await explorerApi.agents();
  agents = found.data;
  actions = found.actions;
}

const onDeviceCode = (agent: Agent) =>
  agentPanel.run('Asking for a device code…', async () => {
    const { code } = await explorerApi.deviceCode(agent.id);
    codes.set(agent.id, code);
    return `The device code for ${agent.name} is ready (valid for 10 minutes).`;
  });

const onRedeem = (event: SubmitEvent, agent: Agent) => {
  const { code = '' } = fields(event);
  return agentPanel.run('Connecting the agent…', async () => {
    await explorerApi.redeem(agent.id, code);
    codes.delete(agent.id);
    await load();
    return `${agent.name} is connected: it can now act with its own access token.`;
  });
};

function actionSentence(agent: Agent, action: AgentAction): string {
  const money = action.transferDetails
    ? formatMoney(action.transferDetails.amount, { code: action.transferDetails.currency, decimals: 2 })
    : '';
  switch (action.status) {
    case 'PENDING_APPROVAL':
      return `${agent.name} asked to send ${money}: it waits for your approval.`;
    case 'APPROVED':
      return `${agent.name} sent ${money}.`;
    case 'REJECTED':
      return `You rejected ${agent.name}'s payment of ${money}${action.rejectionReason ? `: “${action.rejectionReason}”` : ''}.`;
    default:
      return `${agent.name}'s payment of ${money} failed: ${failureWords(action.failureReason)}`;
  }
}

const onAct = (event: SubmitEvent, agent: Agent) => {
  const f = fields(event);
  return agentPanel.run(`${agent.name} is sending…`, async () => {
    const action = await explorerApi.act(agent.id, {
      kind: 'transfer-out',
      sourceAccountId: f['from'],
      destinationAccountId: f['to'],
      amount: f['amount'],
    });
    await load();
    await loadAccounts();
    return actionSentence(agent, action);
  });
};

const onWhoAmI = (agent: Agent) =>
  agentPanel.run(`Asking the service who ${agent.name} is…`, async () => {
    const me = (await explorerApi.act(agent.id, { kind: 'whoami' })) as unknown as Agent;
    return `With its token, the service knows it as ${me.name}${me.isPaused ? ' (paused)' : ''}.`;
  });

/** The "Act as" form's fields, for the acts that need accounts and an amount. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form')!;
  const data = new FormData(form);
  return {
    sourceAccountId: String(data.get('from') ?? ''),
    destinationAccountId: String(data.get('to') ?? ''),
    amount: String(data.get('amount') ?? '').trim(),
  };
};

const onTransactions = (agent: Agent) =>
  agentPanel.run(`Reading ${agent.name}'s view of the transactions…`, async () => {
    const { data } = (await explorerApi.act(agent.id, { kind: 'transactions' })) as unknown as {
      data: Transaction[];
    };
    agentTransactions.set(agent.id, data);
    return data.length === 1
      ? `${agent.name} sees 1 transaction.`
      : `${agent.name} sees ${data.length} transactions.`;
  });

const onAgentQuote = (event: Event, agent: Agent) =>
  agentPanel.run(`${agent.name} is asking for a quote…`, async () => {
    const q = (await explorerApi.act(agent.id, {
      kind: 'quote',
      ...formOf(event.target as HTMLElement),
    })) as unknown as Quote;
    return `${agent.name} read its quote back: you would send ${formatMoney(q.totalSendingAmount, q.sendingCurrency)}; they would receive ${formatMoney(q.totalReceivingAmount, q.receivingCurrency)} (${rateWords(q.exchangeRate, q.sendingCurrency.code, q.receivingCurrency.code)}).`;
  });

const onAgentAccount = (agent: Agent) =>
  agentPanel.run(`${agent.name} is adding an external account…`, async () => {
    const made = (await explorerApi.act(agent.id, {
      kind: 'external-account',
      accountType: 'USD_ACCOUNT',
      name: 'Grace Hopper',
    })) as unknown as ExternalAccount;
    await loadAccounts();
    return `${agent.name} added ${externalLabel(made)}.`;
  });

const onApprove = (agent: Agent, action: AgentAction) =>
  agentPanel.run('Approving…', async () => {
    const done = await explorerApi.approve(agent.id, action.id);
    await load();
    await loadAccounts();
    return actionSentence(agent, done);
  });

const onReject = (event: SubmitEvent, agent: Agent, action: AgentAction) => {
  const { reason = '' } = fields(event);
  return agentPanel.run('Rejecting…', async () => {
    const done = await explorerApi.reject(agent.id, action.id, reason);
    await load();
    return actionSentence(agent, done);
  });
};

const onPause = (agent: Agent) =>
  agentPanel.run(agent.isPaused ? 'Resuming…' : 'Pausing…', async () => {
    const updated = await explorerApi.pause(agent.id, !agent.isPaused);
    await load();
    return updated.isPaused
      ? `${agent.name} is paused: it can do nothing until you resume it.`
      : `${agent.name} can act again.`;
  });

/** An account of the customer in words (never its id). */
function accountWords(id: string): string {
  const internal = accounts.internal.find((a) => a.id === id);
  if (internal) return internalLabel(internal);
  const external = accounts.external.find((a) => a.id === id);
  return external ? externalLabel(external) : 'an account you no longer have';
}

function restrictionsView(agent: Agent) {
  const r = agent.policy.accountRestrictions;
  if (!r) return nothing;
  const allowed = r.allowedAccountIds ?? [];
  return html`${allowed.length > 0
    ? html`<dt>Only these accounts</dt>
        <dd>${allowed.map(accountWords).join('; ')}</dd>`
    : nothing}
  ${(r.accountRules ?? []).map(
    (rule) =>
      html`<dt>With ${accountWords(rule.accountId)}</dt>
        <dd>
          ${rule.executionMode === 'APPROVAL_REQUIRED'
            ? 'always asks first'
            : 'acts at once'}${rule.perTransactionLimit !== undefined
            ? `, at most ${usd(rule.perTransactionLimit)} a payment`
            : ''}
        </dd>`,
  )}`;
}

function transactionsView(agent: Agent) {
  const list = agentTransactions.get(agent.id);
  if (!list) return nothing;
  return html`<ul
    class="items"
    data-testid="agent-transactions"
    aria-label=${`Transactions ${agent.name} sees`}
  >
    ${list.map((t) => html`<li class="item">${outcome(t)}</li>`)}
  </ul>`;
}

function usageView(agent: Agent) {
  const limits = agent.policy.spendingLimits;
  const of = (limit: number | undefined) => (limit === undefined ? '' : ` of ${usd(limit)}`);
  return html`<dl data-testid="agent-usage">
    <dt>Spent today</dt>
    <dd>${usd(agent.usage.dailySpend)}${of(limits?.dailyLimit)}</dd>
    <dt>Spent this month</dt>
    <dd>${usd(agent.usage.monthlySpend)}${of(limits?.monthlyLimit)}</dd>
    <dt>Payments today</dt>
    <dd>${agent.usage.dailyTransactionCount}</dd>
    ${limits?.perTransactionLimit !== undefined
      ? html`<dt>Per payment</dt>
          <dd>at most ${usd(limits.perTransactionLimit)}</dd>`
      : nothing}
    ${limits?.dailyTransactionLimit !== undefined
      ? html`<dt>Payments a day</dt>
          <dd>at most ${limits.dailyTransactionLimit}</dd>`
      : nothing}
    ${agent.policy.approvalThresholds
      ? html`<dt>Needs approval</dt>
          <dd>above ${usd(agent.policy.approvalThresholds.amount)}</dd>`
      : nothing}
    <dt>By default</dt>
    <dd>
      ${agent.policy.defaultExecutionMode === 'APPROVAL_REQUIRED'
        ? 'asks before every payment'
        : 'acts at once within the limits'}
    </dd>
    ${restrictionsView(agent)}
    <dt>May</dt>
    <dd>${agent.policy.permissions.map((p) => PERMISSION_WORDS[p] ?? sentenceCase(p)).join(', ')}</dd>
  </dl>`;
}

function agentCard(agent: Agent) {
  const pending = (actions[agent.id] ?? []).filter((a) => a.status === 'PENDING_APPROVAL');
  const history = (actions[agent.id] ?? []).filter((a) => a.status !== 'PENDING_APPROVAL');
  const code = codes.get(agent.id);
  return html`<section class="card" aria-label=${`Agent ${agent.name}`} data-testid="agent">
    <h3>${agent.name}</h3>
    <p data-testid="agent-state">
      ${agent.isPaused ? 'Paused.' : agent.isConnected ? 'Connected.' : 'Not connected yet.'}
    </p>
    ${usageView(agent)}
    <div class="row">
      <button type="button" ?disabled=${agentPanel.busy} @click=${() => onDeviceCode(agent)}>
        Get a device code
      </button>
      <button type="button" ?disabled=${agentPanel.busy} @click=${() => onPause(agent)}>
        ${agent.isPaused ? 'Resume' : 'Pause'} ${agent.name}
      </button>
    </div>
    ${code !== undefined || !agent.canAct
      ? html`<form class="row" @submit=${(e: SubmitEvent) => onRedeem(e, agent)}>
          <label for=${`code-${agent.id}`}>Device code</label>
          <input id=${`code-${agent.id}`} name="code" .value=${code ?? ''} autocomplete="off" required />
          <button type="submit" ?disabled=${agentPanel.busy}>Connect the agent</button>
        </form>`
      : nothing}
    ${agent.canAct
      ? html`<h4>Act as ${agent.name}</h4>
          <form class="stack" @submit=${(e: SubmitEvent) => onAct(e, agent)}>
            <label for=${`act-from-${agent.id}`}>From</label>
            <select id=${`act-from-${agent.id}`} name="from">
              ${fiatAccounts().map((a) => html`<option value=${a.id}>${internalLabel(a)}</option>`)}
            </select>
            <label for=${`act-to-${agent.id}`}>To</label>
            <select id=${`act-to-${agent.id}`} name="to">
              ${accounts.external.map((a) => html`<option value=${a.id}>${externalLabel(a)}</option>`)}
            </select>
            <label for=${`act-amount-${agent.id}`}>Amount</label>
            <input id=${`act-amount-${agent.id}`} name="amount" inputmode="decimal" value="10.00" required />
            <div class="row">
              <button type="submit" ?disabled=${agentPanel.busy}>Send as ${agent.name}</button>
              <button
                type="button"
                ?disabled=${agentPanel.busy}
                @click=${(e: Event) => onAgentQuote(e, agent)}
              >
                Ask for a quote and read it
              </button>
            </div>
            <div class="row">
              <button type="button" ?disabled=${agentPanel.busy} @click=${() => onWhoAmI(agent)}>
                Ask who it is
              </button>
              <button type="button" ?disabled=${agentPanel.busy} @click=${() => onTransactions(agent)}>
                List its transactions
              </button>
              <button type="button" ?disabled=${agentPanel.busy} @click=${() => onAgentAccount(agent)}>
                Add an external account
              </button>
            </div>
          </form>
          ${transactionsView(agent)}`
      : nothing}
    <h4>Waiting for approval</h4>
    ${pending.length === 0
      ? html`<p class="muted">Nothing waits.</p>`
      : html`<ul class="items" data-testid="approval-queue">
          ${pending.map(
            (action) =>
              html`<li class="item">
                <span>${actionSentence(agent, action)}</span>
                <button
                  type="button"
                  class="primary"
                  ?disabled=${agentPanel.busy}
                  @click=${() => onApprove(agent, action)}
                >
                  Approve
                </button>
                <form class="row" @submit=${(e: SubmitEvent) => onReject(e, agent, action)}>
                  <label for=${`reason-${action.id}`}>Reason</label>
                  <input id=${`reason-${action.id}`} name="reason" maxlength="500" />
                  <button type="submit" ?disabled=${agentPanel.busy}>Reject</button>
                </form>
              </li>`,
          )}
        </ul>`}
    ${history.length === 0
      ? nothing
      : html`<h4>Done</h4>
          <ul class="items" data-testid="agent-history">
            ${history.map(
              (action) =>
                html`<li class="item">
                  <span>${actionSentence(agent, action)}</span>
                  <span class="muted"
                    >${statusWords(action.status)} · ${formatDateTime(action.createdAt)}</span
                  >
                </li>`,
            )}
          </ul>`}
  </section>`;
}

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="agent-create-title">
      <h2 id="agent-create-title">Create an agent</h2>
      ${policyForm((e) => onCreate(e, load))} ${createPanel.messages('agent-create')}
      ${fiatAccounts().length === 0 || accounts.external.length === 0
        ? html`<p class="muted">
            An agent sends from one of your accounts to an external account: add them on the
            <a href="#/accounts">accounts screen</a>.
          </p>`
        : nothing}
    </section>
    <div class="stack-cards">${agentPanel.messages('agent')} ${agents.map(agentCard)}</div>
  </div>`;
}

export const agentsScreen: Screen = {
  path: '/agents',
  title: 'Agents',
  view,
  enter: () =>
    void createPanel.run('', async () => {
      await loadAccounts();
      await load();
    }),
};
