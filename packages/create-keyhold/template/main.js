/* global document, fetch, FormData, location */
import { createWallet } from '@keyhold/core';
import '@keyhold/elements/all';

/** Your backend's own API (server.mjs): the stand-in login and the ids of this user's accounts. */
async function api(path, body) {
  const res = await fetch(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-app-client': '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error((await res.json()).message);
  return res.json();
}

const $ = (selector) => document.querySelector(selector);
let wallet = null;

async function show() {
  const me = await api('/me');
  $('#login').hidden = Boolean(me);
  $('#app').hidden = !me;
  if (!me) return;
  $('#who').textContent = 'You are signed in to the app. Now sign in to your wallet.';
  if (!wallet) {
    // One wallet for the page, on the wallet handler your backend mounts at /api/wallet. Frame mode (the
    // backend names a vault): its keys, signatures and the recovery phrase stay in the vault frame, and
    // <kh-approve-dialog> and <kh-export> show the frame, where the person approves with a click.
    const { vaultUrl } = await api('/config');
    wallet = createWallet({ backendUrl: '/api/wallet', ...(vaultUrl ? { vault: { url: vaultUrl } } : {}) });
  }
  for (const el of document.querySelectorAll(
    'kh-sign-in, kh-reauth, kh-session-list, kh-export, kh-approve-dialog',
  )) {
    el.wallet = wallet;
  }
  const render = () => {
    $('#signed-in').hidden = !wallet.session;
    $('kh-sign-in').hidden = Boolean(wallet.session);
  };
  wallet.addEventListener('session', render);
  await wallet.ready;
  render();

  $('#send').onclick = async () => {
    const status = $('#payment');
    $('#send').disabled = true;
    try {
      status.textContent = 'Getting a quote…';
      const quote = await wallet.createQuote({
        source: { sourceType: 'ACCOUNT', accountId: me.walletId },
        destination: { destinationType: 'ACCOUNT', accountId: me.payeeId },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1000, // $10.00 in cents
      });
      status.textContent = 'Approve the payment.';
      // The signed request: the person sees what is signed and approves it.
      const outcome = await $('#approve').show(await wallet.executeQuote(quote));
      status.textContent = outcome.approved ? 'Payment sent.' : 'You declined the payment. Nothing was sent.';
    } catch (err) {
      console.error('payment failed:', err); // the code and details, for you
      status.textContent = 'The payment failed. Please try again.';
    } finally {
      $('#send').disabled = false;
    }
  };
}

$('#login').addEventListener('submit', async (event) => {
  event.preventDefault();
  await api('/login', { email: new FormData(event.target).get('email') });
  await show();
});
$('#logout').addEventListener('click', async () => {
  await wallet?.signOut();
  await api('/logout', {});
  location.reload();
});

show();
