// The Keyhold sandbox explorer: the app's own sign-in (demo email + cookie), then one embedded wallet
// driven by @keyhold/core and shown through @keyhold/elements, and a screen for every part of the sandbox,
// each on its own hash route. This file only wires them together.
import '@keyhold/elements/all';
import '@keyhold/elements/money';
import { render } from 'lit';
import { applyTheme, prefs, setLanguage } from './prefs.js';
import { startRouter, type Screen } from './router.js';
import { accountsScreen } from './screens/accounts.js';
import { agentsScreen } from './screens/agents.js';
import { customersScreen } from './screens/customers.js';
import { documentsScreen } from './screens/documents.js';
import { inspectorScreen } from './screens/inspector.js';
import { institutionsScreen } from './screens/institutions.js';
import { invitationsScreen } from './screens/invitations.js';
import { paymentsScreen } from './screens/payments.js';
import { sandboxScreen } from './screens/sandbox.js';
import { shellView } from './screens/shell.js';
import { transactionsScreen } from './screens/transactions.js';
import { verificationsScreen } from './screens/verifications.js';
import { walletScreen } from './screens/wallet-screen.js';
import { webhooksScreen } from './screens/webhooks.js';
import { start } from './session.js';
import { log, onUpdate, state, update } from './state.js';
import { refusalWords } from './words.js';

const SCREENS: Screen[] = [
  walletScreen,
  paymentsScreen,
  transactionsScreen,
  accountsScreen,
  customersScreen,
  agentsScreen,
  invitationsScreen,
  documentsScreen,
  verificationsScreen,
  institutionsScreen,
  webhooksScreen,
  inspectorScreen,
  sandboxScreen,
];

const root = document.getElementById('app')!;
root.replaceChildren(); // the static "Loading…" line; lit renders from here on
onUpdate(() => render(shellView(), root));
applyTheme();
await setLanguage(prefs.lang);

// Countdowns (a quote's time left on the service clock) tick once a second: one lit render of a small tree.
setInterval(() => {
  if (state.session) update();
}, 1000);
// The activity log says what happened in words; the precise answer goes to the console for developers.
document.addEventListener('kh-error', (e) => {
  const { code, message, check } = e.detail.error;
  console.info(`explorer: an element reported ${code}: ${message}`, e.detail.error);
  // A refused one-time code names the failed check; the catalogue words it by that check.
  const byCheck = check === 'OTP' ? 'INVALID_OTP' : check?.startsWith('OTP_') ? check : undefined;
  log(refusalWords(byCheck ?? code), 'error');
});
document.addEventListener('kh-credential-added', () => log('A sign-in method was added.'));
document.addEventListener('kh-credential-revoked', () => log('A sign-in method was removed.'));
document.addEventListener('kh-reauth-cancelled', () => {
  state.reauthOffered = false;
  update();
});
document.addEventListener('kh-session-revoked', () => log('A session was signed out.'));
document.addEventListener('kh-export-revealed', () => log('The recovery phrase was revealed.'));

startRouter(SCREENS, update);
void start();
