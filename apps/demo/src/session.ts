// The app's own sign-in (demo email + cookie): start-up, entering and leaving the demo.
import { demoApi } from './api.js';
import { reenter } from './router.js';
import { messageOf } from './screens/panel.js';
import { log, state, update } from './state.js';
import { closeWallet, openWallet } from './wallet.js';

export async function start(): Promise<void> {
  try {
    state.config = await demoApi.config();
    state.me = await demoApi.me();
  } catch (error) {
    state.loginError = messageOf(error);
  }
  state.loading = false;
  if (state.me) openWallet();
  reenter();
}

export async function onLogin(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const email = String(new FormData(event.target as HTMLFormElement).get('email') ?? '').trim();
  state.loginError = '';
  try {
    await demoApi.login(email);
    state.me = await demoApi.me();
    openWallet();
    log(`Signed in to the demo as ${email}.`);
    reenter();
  } catch (error) {
    state.loginError = messageOf(error);
    update();
  }
}

export async function onLogout(): Promise<void> {
  await demoApi.logout();
  closeWallet();
  state.me = null;
  log('Signed out of the demo (the wallet keys stay in this browser for the next visit).');
}

/** Reads the demo user again (balances moved). */
export async function refreshMe(): Promise<void> {
  state.me = (await demoApi.me()) ?? state.me;
}
