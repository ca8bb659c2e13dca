// The agents screen's policy form: permissions, spending limits (per payment, daily, monthly, payments a
// day), the approval threshold, the default execution mode, allowed accounts and per-account rules.
import { html } from 'lit';
import { accounts, externalLabel, fiatAccounts, internalLabel } from '../accounts-store.js';
import { explorerApi, type Agent } from '../explorer-api.js';
import { PERMISSION_WORDS } from '../words.js';
import { Panel, allOf, fields } from './panel.js';

export const createPanel = new Panel();

/** The permissions the form offers, in the words the policy uses ("Send transfers"). */
export const PERMISSIONS: [string, string][] = Object.entries(PERMISSION_WORDS).map(([code, words]) => [
  code,
  words.charAt(0).toUpperCase() + words.slice(1),
]);

/** How many account rules the form offers. */
const RULES = [1, 2];

const MODES: [string, string][] = [
  ['APPROVAL_REQUIRED', 'Always ask me first'],
  ['AUTO', 'Act at once within the limits'],
];

/** The policy the form describes, as the backend's agents route takes it. */
function policyOf(event: SubmitEvent): Record<string, unknown> {
  const f = fields(event);
  const rules = RULES.map((n) => ({
    accountId: f[`rule${n}Account`] ?? '',
    executionMode: f[`rule${n}Mode`] ?? '',
    perTransactionLimit: f[`rule${n}Limit`] ?? '',
  })).filter((r) => r.accountId);
  return {
    name: f['name'],
    permissions: allOf(event, 'permissions'),
    perTransactionLimit: f['perTransactionLimit'],
    dailyLimit: f['dailyLimit'],
    monthlyLimit: f['monthlyLimit'],
    dailyTransactionLimit: f['dailyTransactionLimit'],
    approvalThreshold: f['approvalThreshold'],
    defaultExecutionMode: f['defaultExecutionMode'],
    allowedAccountIds: allOf(event, 'allowed'),
    rules,
  };
}

export function onCreate(event: SubmitEvent, reload: () => Promise<void>) {
  const policy = policyOf(event);
  return createPanel.run('Creating the agent…', async () => {
    const agent: Agent = await explorerApi.createAgent(policy);
    await reload();
    return `${agent.name} is created. Get a device code to connect it.`;
  });
}

function accountOptions() {
  return html`${fiatAccounts().map((a) => html`<option value=${a.id}>${internalLabel(a)}</option>`)}
  ${accounts.external.map((a) => html`<option value=${a.id}>${externalLabel(a)}</option>`)}`;
}

function ruleView(n: number) {
  return html`<fieldset>
    <legend>Account rule ${n} (optional)</legend>
    <label for=${`rule${n}-account`}>Account of rule ${n}</label>
    <select id=${`rule${n}-account`} name=${`rule${n}Account`}>
      <option value="">No rule</option>
      ${accountOptions()}
    </select>
    <label for=${`rule${n}-mode`}>When it uses that account (rule ${n})</label>
    <select id=${`rule${n}-mode`} name=${`rule${n}Mode`}>
      ${MODES.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
    </select>
    <label for=${`rule${n}-limit`}>Limit per payment with that account (rule ${n}, USD, optional)</label>
    <input id=${`rule${n}-limit`} name=${`rule${n}Limit`} inputmode="decimal" />
  </fieldset>`;
}

export function policyForm(onSubmit: (event: SubmitEvent) => void) {
  const all = [...fiatAccounts().map((a) => ({ id: a.id, label: internalLabel(a) }))].concat(
    accounts.external.map((a) => ({ id: a.id, label: externalLabel(a) })),
  );
  return html`<form class="stack" @submit=${onSubmit}>
    <label for="agent-name">Name</label>
    <input id="agent-name" name="name" value="Bookkeeper" required maxlength="100" />
    <fieldset>
      <legend>It may</legend>
      ${PERMISSIONS.map(
        ([value, label]) =>
          html`<label
            ><input
              type="checkbox"
              name="permissions"
              value=${value}
              ?checked=${value === 'CREATE_TRANSFERS' || value === 'VIEW_TRANSACTIONS'}
            />
            ${label}</label
          >`,
      )}
    </fieldset>
    <label for="agent-per">Limit per payment (USD, optional)</label>
    <input id="agent-per" name="perTransactionLimit" inputmode="decimal" />
    <label for="agent-daily">Daily limit (USD, optional)</label>
    <input id="agent-daily" name="dailyLimit" inputmode="decimal" value="100.00" />
    <label for="agent-count">Payments a day, at most (optional)</label>
    <input id="agent-count" name="dailyTransactionLimit" inputmode="numeric" />
    <label for="agent-monthly">Monthly limit (USD, optional)</label>
    <input id="agent-monthly" name="monthlyLimit" inputmode="decimal" />
    <label for="agent-threshold">Ask me to approve payments above (USD, optional)</label>
    <input id="agent-threshold" name="approvalThreshold" inputmode="decimal" value="50.00" />
    <label for="agent-mode">By default</label>
    <select id="agent-mode" name="defaultExecutionMode">
      <option value="AUTO">It acts at once within the limits</option>
      <option value="APPROVAL_REQUIRED">It asks me before every payment</option>
    </select>
    <fieldset>
      <legend>Accounts it may use (none ticked: all of yours)</legend>
      ${all.map(
        (a) => html`<label><input type="checkbox" name="allowed" value=${a.id} /> ${a.label}</label>`,
      )}
    </fieldset>
    ${RULES.map(ruleView)}
    <button type="submit" class="primary" ?disabled=${createPanel.busy}>Create the agent</button>
  </form>`;
}
