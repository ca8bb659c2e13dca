// Verifications (`#/verifications`): KYC of the customer and KYB of a business beside it, decided by the
// sandbox's rules (a last name or registration number ending 001 stays under review, 002 is rejected).
import { html } from 'lit';
import { explorerApi, type Verification } from '../explorer-api.js';
import type { Screen } from '../router.js';
import { kycWords } from '../words.js';
import { Panel, fields } from './panel.js';

const panel = new Panel();
const results: { who: string; outcome: string }[] = [];

const onKyc = (event: SubmitEvent) => {
  const f = fields(event);
  return panel.run('Checking…', async () => {
    const v: Verification = await explorerApi.verify({
      kind: 'KYC',
      firstName: f['firstName'] ?? '',
      lastName: f['lastName'] ?? '',
    });
    const outcome = kycWords(v.kycStatus);
    results.unshift({ who: `${v.personalInfo?.firstName ?? ''} ${v.personalInfo?.lastName ?? ''}`, outcome });
    return `Identity check of ${results[0]!.who}: ${outcome.toLowerCase()}.`;
  });
};

const onKyb = (event: SubmitEvent) => {
  const f = fields(event);
  return panel.run('Checking…', async () => {
    const v: Verification = await explorerApi.verify({
      kind: 'KYB',
      legalName: f['legalName'] ?? '',
      registrationNumber: f['registrationNumber'] ?? '',
    });
    const outcome = kycWords(v.kybStatus);
    results.unshift({ who: v.businessInfo?.legalName ?? '', outcome });
    return `Business check of ${results[0]!.who}: ${outcome.toLowerCase()}.`;
  });
};

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="kyc-title">
      <h2 id="kyc-title">Check a person (KYC)</h2>
      <p class="muted">
        A last name ending in 001 stays under review; ending in 002 is rejected; any other is approved.
      </p>
      <form class="stack" @submit=${onKyc}>
        <label for="kyc-first">First name</label>
        <input id="kyc-first" name="firstName" value="Ada" required maxlength="100" />
        <label for="kyc-last">Last name</label>
        <input id="kyc-last" name="lastName" value="Lovelace" required maxlength="100" />
        <button type="submit" class="primary" ?disabled=${panel.busy}>Check the person</button>
      </form>
    </section>
    <section class="card" aria-labelledby="kyb-title">
      <h2 id="kyb-title">Check a business (KYB)</h2>
      <p class="muted">
        A registration number ending in 001 stays under review; 002 is rejected; any other is approved.
      </p>
      <form class="stack" @submit=${onKyb}>
        <label for="kyb-name">Company name</label>
        <input id="kyb-name" name="legalName" value="Analytical Engines Ltd" required maxlength="200" />
        <label for="kyb-reg">Registration number</label>
        <input id="kyb-reg" name="registrationNumber" value="REG-123" required maxlength="64" />
        <button type="submit" class="primary" ?disabled=${panel.busy}>Check the business</button>
      </form>
    </section>
    <section class="card wide" aria-labelledby="verify-results-title">
      <h2 id="verify-results-title">Results</h2>
      ${panel.messages('verification')}
      <ul class="items" data-testid="verifications">
        ${results.map((r) => html`<li class="item"><strong>${r.who}</strong><span>${r.outcome}</span></li>`)}
      </ul>
    </section>
  </div>`;
}

export const verificationsScreen: Screen = { path: '/verifications', title: 'Verifications', view };
