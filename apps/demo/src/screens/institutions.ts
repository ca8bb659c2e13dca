// Institution discovery (`#/institutions`): the banks the service can pay, by country and currency.
import { html } from 'lit';
import { explorerApi, type Institution } from '../explorer-api.js';
import type { Screen } from '../router.js';
import { Panel, fields } from './panel.js';

const panel = new Panel();
let list: Institution[] = [];
const COUNTRIES: [string, string][] = [
  ['', 'Any country'],
  ['US', 'United States'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['AE', 'United Arab Emirates'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['IN', 'India'],
  ['NG', 'Nigeria'],
  ['PH', 'Philippines'],
];

const search = (filters: Record<string, string>) =>
  panel.run('Looking…', async () => {
    list = (await explorerApi.institutions(filters)).data;
    return `${list.length} ${list.length === 1 ? 'institution' : 'institutions'}.`;
  });

function view() {
  return html`<section class="card" aria-labelledby="inst-title">
    <h2 id="inst-title">Institutions</h2>
    <form class="row" @submit=${(e: SubmitEvent) => search(fields(e))}>
      <label for="inst-country">Country</label>
      <select id="inst-country" name="country">
        ${COUNTRIES.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
      </select>
      <label for="inst-currency">Currency</label>
      <select id="inst-currency" name="currency">
        <option value="">Any</option>
        ${['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'AED', 'CAD', 'INR', 'NGN', 'PHP'].map(
          (c) => html`<option value=${c}>${c}</option>`,
        )}
      </select>
      <button type="submit" ?disabled=${panel.busy}>Find</button>
    </form>
    ${panel.messages('institutions')}
    <ul class="items" data-testid="institutions">
      ${list.map(
        (i) =>
          html`<li class="item">
            <strong>${i.displayName}</strong><span>${i.country} · ${i.currency}</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

export const institutionsScreen: Screen = {
  path: '/institutions',
  title: 'Institutions',
  view,
  enter: () => void search({}),
};
