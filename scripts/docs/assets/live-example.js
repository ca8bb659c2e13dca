// The live example of an element page. Served by `npm start` (the demo backend on the same origin), it
// signs in to the demo, gives the page's elements a wallet on the demo's wallet handler (which forwards to
// the local sandbox) and shows the codes the sandbox emailed. With `?backend=<path>` it uses that wallet
// handler instead. Anywhere else it leaves the page's note saying what it needs.
/* global FormData, location */
import { createWallet } from './keyhold-elements.min.js';

const root = document.querySelector('.live-example');
const status = root.querySelector('.live-status');
const stage = root.querySelector('.live-stage');
const login = root.querySelector('.live-login');
const outbox = root.querySelector('.live-outbox');
const eventsList = root.querySelector('.live-events');
const WALLET_TAGS =
  'kh-sign-in, kh-reauth, kh-credential-manager, kh-session-list, kh-session-status, kh-export, kh-balance, kh-activity, kh-receive, kh-send';

/** A demo explorer call (its CSRF stance: the X-Demo-Client header and JSON bodies). */
async function demo(method, path, body) {
  const response = await fetch(`/api/demo${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'x-demo-client': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/json'))
    throw new Error(`The demo backend answered ${response.status}.`);
  return response.json();
}

function logEvents() {
  const names = [
    'kh-session',
    'kh-approved',
    'kh-rejected',
    'kh-error',
    'kh-request-close',
    'kh-otp-complete',
    'kh-otp-resend',
    'kh-credential-added',
    'kh-credential-revoked',
    'kh-session-revoked',
    'kh-export-revealed',
    'kh-reauth-cancelled',
    'kh-reauth-request',
    'kh-transaction',
  ];
  for (const name of names)
    stage.addEventListener(name, (event) => {
      const item = document.createElement('li');
      // The keys of the detail only: an approved export's result is a secret and never shown here.
      item.textContent = `${name} { ${Object.keys(event.detail ?? {}).join(', ')} }`;
      eventsList.append(item);
    });
  stage.addEventListener('submit', (event) => {
    event.preventDefault();
    const item = document.createElement('li');
    const data = [...new FormData(event.target).keys()].join(', ');
    item.textContent = `form submitted with fields: ${data || 'none'}`;
    eventsList.append(item);
  });
}

function wire(wallet) {
  for (const el of stage.querySelectorAll(WALLET_TAGS)) el.wallet = wallet;
  stage.querySelector('[data-live="fund"]')?.addEventListener('click', async () => {
    try {
      // Sandbox money and a euro payee from the demo backend, then <kh-send> and <kh-balance> read again.
      await demo('POST', '/fund', { amount: 100_000 });
      await demo('POST', '/payee');
      for (const el of stage.querySelectorAll('kh-send, kh-balance')) await el.refresh();
      status.textContent = 'Added $1,000.00 of sandbox money and a euro payee.';
    } catch (error) {
      status.textContent = `The sandbox money could not be added: ${error.message}`;
    }
  });
  stage
    .querySelector('[data-live="reauth"]')
    ?.addEventListener('click', () => stage.querySelector('kh-reauth').show());
  stage.querySelector('[data-live="approve"]')?.addEventListener('click', async () => {
    try {
      await stage.querySelector('kh-approve-dialog').show(await wallet.exportWallet());
    } catch (error) {
      status.textContent = `The request could not be made: ${error.message}`;
    }
  });
}

async function showOutbox() {
  const output = outbox.querySelector('output');
  try {
    const { data } = await demo('GET', '/outbox');
    output.textContent = data.length ? data[data.length - 1].code : 'none yet';
  } catch {
    output.textContent = 'the outbox could not be read';
  }
}

async function connectDemo() {
  let me;
  try {
    me = await demo('GET', '/me');
  } catch {
    return false; // not served by the demo: the page's note stays
  }
  if (!me.customer) {
    status.textContent =
      'The demo backend is here. Sign in to the demo with any email address to try the element.';
    login.hidden = false;
    await new Promise((resolve) =>
      login.addEventListener('submit', async (event) => {
        event.preventDefault();
        try {
          await demo('POST', '/login', { email: new FormData(login).get('email') });
          resolve();
        } catch (error) {
          status.textContent = `Demo sign-in failed: ${error.message}`;
        }
      }),
    );
    login.hidden = true;
    me = await demo('GET', '/me');
  }
  wire(createWallet({ backendUrl: '/api/wallet' }));
  status.textContent = `Live: signed in to the demo as ${me.customer.email ?? me.customer.platformCustomerId}. The element talks to the local sandbox through the demo's wallet handler.`;
  outbox.hidden = false;
  outbox.querySelector('button').addEventListener('click', showOutbox);
  return true;
}

logEvents();
const backend = new URLSearchParams(location.search).get('backend');
if (backend && backend.startsWith('/')) {
  wire(createWallet({ backendUrl: backend }));
  status.textContent = `Live: connected to the wallet handler at ${backend} on this origin.`;
} else if (!(await connectDemo())) {
  status.textContent = `No demo backend answered on this origin. Run npm start and open http://localhost:5173/docs/elements/${root.dataset.tag}.html for the live example.`;
}
