// Customers (`#/customers`): the customers of this demo user (you, the business beside you, and the people
// you create here), with the service's filters and pages of five; create a person, read one, change their
// details, and check their identity: the sandbox's rule decides the KYC status (a last name ending 001
// stays under review, 002 is rejected, any other is approved).
import { html, nothing } from 'lit';
import { explorerApi, type Customer, type CustomerPage } from '../explorer-api.js';
import { formatDateTime } from '../format.js';
import type { Screen } from '../router.js';
import { update } from '../state.js';
import { kycWords } from '../words.js';
import { Panel, fields } from './panel.js';

const panel = new Panel();
const detailPanel = new Panel();
let page: CustomerPage = { data: [], page: 0, pageSize: 5, total: 0, hasMore: false };
let filters: Record<string, string> = {};
let selected: Customer | null = null;

const COUNTRIES: [string, string][] = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'BRL'];
const countryName = (code: string | undefined) =>
  COUNTRIES.find(([c]) => c === code)?.[1] ?? code ?? 'no region';

async function load(to = page.page): Promise<string> {
  page = await explorerApi.customers({ ...filters, page: String(to) });
  update();
  if (page.total === 0) return 'No customers match these filters.';
  const first = page.page * page.pageSize + 1;
  const last = first + page.data.length - 1;
  return `Customers ${first} to ${last} of ${page.total}.`;
}

const onFilter = (event: SubmitEvent) => {
  filters = fields(event);
  return panel.run('Loading…', () => load(0));
};

const turn = (to: number) => panel.run('Loading…', () => load(to));

/** Moves focus to the opened customer's heading, so keyboard and screen-reader users land on it. */
function focusDetail(): void {
  requestAnimationFrame(() => document.getElementById('customer-title')?.focus());
}

const open = (c: Customer) =>
  detailPanel.run('Reading…', async () => {
    selected = await explorerApi.customer(c.id);
    focusDetail();
    return '';
  });

const onCreate = (event: SubmitEvent) => {
  const f = fields(event);
  return panel.run('Creating…', async () => {
    selected = await explorerApi.createCustomer(f);
    (event.target as HTMLFormElement).reset();
    await load(0);
    return `${selected.fullName ?? 'The customer'} was created; their identity is not checked yet.`;
  });
};

const onUpdate = (event: SubmitEvent) => {
  const f = fields(event);
  const c = selected!;
  return detailPanel.run('Saving…', async () => {
    selected = await explorerApi.updateCustomer(c.id, f);
    await load();
    return `${selected.fullName ?? 'The customer'}'s details were saved.`;
  });
};

const onCheck = () => {
  const c = selected!;
  return detailPanel.run('Checking…', async () => {
    selected = await explorerApi.checkCustomer(c.id);
    await load();
    return `Identity check of ${selected.fullName ?? 'the customer'}: ${kycWords(selected.kycStatus).toLowerCase()}.`;
  });
};

function who(c: Customer): string {
  if (c.you) return `${c.fullName ?? c.email ?? 'You'} (you)`;
  return c.fullName ?? (c.customerType === 'BUSINESS' ? 'Your business' : (c.email ?? 'A customer'));
}

function item(c: Customer) {
  return html`<li class="item" data-testid="customer-row">
    <strong>${who(c)}</strong>
    <span>${c.customerType === 'BUSINESS' ? 'Business' : 'Person'} · ${countryName(c.region)}</span>
    <span data-testid="customer-row-kyc">Identity: ${kycWords(c.kycStatus) || 'not checked yet'}</span>
    <button type="button" @click=${() => open(c)} aria-label=${`Open ${who(c)}`}>Open</button>
  </li>`;
}

function countryOptions(current: string | undefined, any?: string) {
  return html`${any === undefined ? nothing : html`<option value="">${any}</option>`}
  ${COUNTRIES.map(([v, l]) => html`<option value=${v} ?selected=${current === v}>${l}</option>`)}`;
}

function detail(c: Customer) {
  return html`<section class="card wide" aria-labelledby="customer-title" data-testid="customer-detail">
    <h2 id="customer-title" tabindex="-1">${who(c)}</h2>
    <dl class="facts">
      <dt>Kind</dt>
      <dd>${c.customerType === 'BUSINESS' ? 'Business' : 'Person'}</dd>
      <dt>Email</dt>
      <dd>${c.email ?? 'none'}</dd>
      <dt>Region</dt>
      <dd>${countryName(c.region)}</dd>
      <dt>Currencies</dt>
      <dd>${(c.currencies ?? []).join(', ')}</dd>
      <dt>Payment address</dt>
      <dd>${c.umaAddress}</dd>
      <dt>Identity</dt>
      <dd data-testid="customer-kyc">${kycWords(c.kycStatus) || 'Not checked yet'}</dd>
      <dt>Created</dt>
      <dd>${formatDateTime(c.createdAt)}</dd>
    </dl>
    ${c.editable
      ? html`<form class="stack" @submit=${onUpdate} aria-label="Change the details">
            <label for="cu-name">Full name</label>
            <input id="cu-name" name="fullName" .value=${c.fullName ?? ''} required maxlength="200" />
            <label for="cu-email">Email</label>
            <input id="cu-email" name="email" type="email" .value=${c.email ?? ''} required />
            <label for="cu-nationality">Nationality</label>
            <select id="cu-nationality" name="nationality">
              ${countryOptions(c.nationality, 'Not given')}
            </select>
            <button type="submit" ?disabled=${detailPanel.busy}>Save the details</button>
          </form>
          <p class="muted">
            The identity check uses the last name: ending in 001 it stays under review, in 002 it is rejected,
            any other is approved.
          </p>
          <button type="button" class="primary" ?disabled=${detailPanel.busy} @click=${onCheck}>
            Check their identity
          </button>`
      : html`<p class="muted">
          ${c.you
            ? 'This is you: your own details are not changed here.'
            : 'This business is checked on the verifications screen.'}
        </p>`}
    ${detailPanel.messages('customer')}
  </section>`;
}

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="customers-title">
      <h2 id="customers-title">Customers</h2>
      <form class="row" @submit=${onFilter} aria-label="Filter the customers">
        <label for="cf-type">Kind</label>
        <select id="cf-type" name="customerType">
          <option value="">Any</option>
          <option value="INDIVIDUAL" ?selected=${filters['customerType'] === 'INDIVIDUAL'}>Person</option>
          <option value="BUSINESS" ?selected=${filters['customerType'] === 'BUSINESS'}>Business</option>
        </select>
        <label for="cf-region">Region</label>
        <select id="cf-region" name="region">
          ${countryOptions(filters['region'], 'Any')}
        </select>
        <label for="cf-currency">Currency</label>
        <select id="cf-currency" name="currency">
          <option value="">Any</option>
          ${CURRENCIES.map(
            (c) => html`<option value=${c} ?selected=${filters['currency'] === c}>${c}</option>`,
          )}
        </select>
        <button type="submit" ?disabled=${panel.busy}>Show</button>
      </form>
      ${panel.messages('customers')}
      <ul class="items" data-testid="customers">
        ${page.data.map(item)}
      </ul>
      <nav class="row" aria-label="Pages of customers">
        <button type="button" ?disabled=${panel.busy || page.page === 0} @click=${() => turn(page.page - 1)}>
          Previous page
        </button>
        <button type="button" ?disabled=${panel.busy || !page.hasMore} @click=${() => turn(page.page + 1)}>
          Next page
        </button>
      </nav>
    </section>
    <section class="card" aria-labelledby="new-customer-title">
      <h2 id="new-customer-title">Add a person</h2>
      <form class="stack" @submit=${onCreate}>
        <label for="nc-name">Full name</label>
        <input id="nc-name" name="fullName" required maxlength="200" autocomplete="off" />
        <label for="nc-email">Email</label>
        <input id="nc-email" name="email" type="email" required autocomplete="off" />
        <label for="nc-birth">Birth date</label>
        <input id="nc-birth" name="birthDate" type="date" />
        <label for="nc-region">Region</label>
        <select id="nc-region" name="region">
          ${countryOptions('US')}
        </select>
        <label for="nc-currency">Currency</label>
        <select id="nc-currency" name="currency">
          ${CURRENCIES.map((c) => html`<option value=${c}>${c}</option>`)}
        </select>
        <button type="submit" class="primary" ?disabled=${panel.busy}>Add the person</button>
      </form>
    </section>
    ${selected ? detail(selected) : nothing}
  </div>`;
}

export const customersScreen: Screen = {
  path: '/customers',
  title: 'Customers',
  view,
  enter: () => {
    selected = null;
    void panel.run('Loading…', () => load(0));
  },
};
