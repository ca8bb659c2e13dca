// Accounts (`#/accounts`): internal accounts with balances (open one per currency, add sandbox funds) and
// external accounts of every variant, each with a named scenario and its beneficiary verification result.
import { html, nothing } from 'lit';
import { accounts, externalLabel, holderName, identifierOf, loadAccounts } from '../accounts-store.js';
import { explorerApi, type ExternalAccount } from '../explorer-api.js';
import { formatMoney } from '../format.js';
import type { Screen } from '../router.js';
import { ACCOUNT_TYPES, SCENARIOS, statusWords, verificationWords } from '../words.js';
import { Panel, fields } from './panel.js';

const internalPanel = new Panel();
const externalPanel = new Panel();
const CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'AED', 'CAD', 'INR', 'NGN', 'PHP'];

const onOpen = (event: SubmitEvent) => {
  const { currency = 'USD' } = fields(event);
  return internalPanel.run('Opening the account…', async () => {
    await explorerApi.createInternalAccount(currency);
    await loadAccounts();
    return `A ${currency} account is open, with nothing in it yet.`;
  });
};

const onFund = (event: SubmitEvent, accountId: string, code: string) => {
  const { amount = '' } = fields(event);
  return internalPanel.run('Adding sandbox funds…', async () => {
    const account = await explorerApi.fundAccount(accountId, amount);
    await loadAccounts();
    return `Added sandbox funds: the ${code} account now holds ${formatMoney(account.balance.amount, account.balance.currency)}.`;
  });
};

const onExternal = (event: SubmitEvent) => {
  const body = fields(event);
  return externalPanel.run('Adding the account…', async () => {
    const created = await explorerApi.createExternalAccount({
      accountType: body['accountType'] ?? '',
      scenario: body['scenario'] ?? '',
      name: body['name'] ?? '',
      beneficiaryType: body['beneficiaryType'] ?? 'INDIVIDUAL',
    });
    await loadAccounts();
    return `Added ${externalLabel(created)}. ${verificationWords(created.beneficiaryVerificationStatus)}`;
  });
};

function externalItem(a: ExternalAccount) {
  const verified = a.beneficiaryVerifiedData?.fullName;
  return html`<li class="item" data-testid="external-account">
    <strong>${holderName(a) ?? 'No name given'}</strong>
    <span>${ACCOUNT_TYPES[a.accountInfo.accountType] ?? a.currency}</span>
    <code>${identifierOf(a)}</code>
    <span data-testid="verification">${verificationWords(a.beneficiaryVerificationStatus)}</span>
    ${verified ? html`<span class="muted">The bank knows the holder as ${verified}.</span>` : nothing}
    <span class="muted">${statusWords(a.status)}</span>
  </li>`;
}

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="internal-title">
      <h2 id="internal-title">Your accounts</h2>
      <ul class="items" data-testid="internal-accounts">
        ${accounts.internal.map(
          (a) =>
            html`<li class="item">
              <strong
                >${a.type === 'EMBEDDED_WALLET'
                  ? 'Embedded wallet'
                  : `${a.balance.currency.code} account`}</strong
              >
              <span data-testid="account-balance">${formatMoney(a.balance.amount, a.balance.currency)}</span>
              ${a.type === 'EMBEDDED_WALLET'
                ? nothing
                : html`<form
                    class="row"
                    @submit=${(e: SubmitEvent) => onFund(e, a.id, a.balance.currency.code)}
                  >
                    <label for=${`fund-${a.id}`}>Add (${a.balance.currency.code})</label>
                    <input id=${`fund-${a.id}`} name="amount" inputmode="decimal" value="500.00" required />
                    <button type="submit" ?disabled=${internalPanel.busy}>Add sandbox funds</button>
                  </form>`}
            </li>`,
        )}
      </ul>
      <form class="row" @submit=${onOpen}>
        <label for="open-currency">Open an account in</label>
        <select id="open-currency" name="currency">
          ${CURRENCIES.map((c) => html`<option value=${c}>${c}</option>`)}
        </select>
        <button type="submit" ?disabled=${internalPanel.busy}>Open the account</button>
      </form>
      ${internalPanel.messages('internal')}
    </section>
    <section class="card" aria-labelledby="external-title">
      <h2 id="external-title">Add an external account</h2>
      <p class="muted">
        The sandbox picks each account's outcome from the last digits of its number: choose a scenario and the
        account gets a valid number that ends in them.
      </p>
      <form class="stack" @submit=${onExternal}>
        <label for="ext-type">Kind of account</label>
        <select id="ext-type" name="accountType">
          ${Object.entries(ACCOUNT_TYPES).map(
            ([value, label]) => html`<option value=${value}>${label}</option>`,
          )}
        </select>
        <label for="ext-scenario">Scenario</label>
        <select id="ext-scenario" name="scenario">
          ${SCENARIOS.map((s) => html`<option value=${s.suffix}>${s.name}: ${s.outcome}</option>`)}
        </select>
        <label for="ext-name">Account holder</label>
        <input id="ext-name" name="name" value="Ada Lovelace" required maxlength="200" />
        <fieldset>
          <legend>The holder is</legend>
          <label><input type="radio" name="beneficiaryType" value="INDIVIDUAL" checked /> a person</label>
          <label><input type="radio" name="beneficiaryType" value="BUSINESS" /> a business</label>
        </fieldset>
        <button type="submit" class="primary" ?disabled=${externalPanel.busy}>Add the account</button>
      </form>
      ${externalPanel.messages('external')}
    </section>
    <section class="card wide" aria-labelledby="external-list-title">
      <h2 id="external-list-title">External accounts</h2>
      ${accounts.external.length === 0
        ? html`<p class="muted">None yet.</p>`
        : html`<ul class="items" data-testid="external-accounts">
            ${accounts.external.map(externalItem)}
          </ul>`}
    </section>
  </div>`;
}

export const accountsScreen: Screen = {
  path: '/accounts',
  title: 'Accounts',
  view,
  enter: () => void internalPanel.run('', async () => loadAccounts()),
};
