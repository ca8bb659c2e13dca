import { createKeyStore, createWallet, type Wallet } from '@keyhold/core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import '../locales/fr/register.js';
import '../locales/ar/register.js';
import type { KhSignIn } from './sign-in.js';
import { shadow } from '../test-support/sign-in-steps.js';

// A stored session the browser cleared (storage eviction, a privacy rule): on the real core, wallet
// handler and sandbox, the sign-in screen says why the person is signed out, in their language.
const email = 'ada@example.com';
let backendUrl = '';
const wallets: Wallet[] = [];

afterEach(() => {
  document.body.replaceChildren();
  for (const w of wallets.splice(0)) w.close();
});

afterAll(() => commands.stopWalletBackend());

function walletAt(dbName: string): Wallet {
  const wallet = createWallet({ backendUrl, keyStore: createKeyStore({ dbName }), persistStorage: false });
  wallets.push(wallet);
  return wallet;
}

/** Signs in by email code on a wallet over `dbName`, then "reloads" after the browser emptied it. */
async function reloadAfterStorageCleared(): Promise<Wallet> {
  ({ backendUrl } = await commands.startWalletBackend(location.origin));
  const dbName = `kh-cleared-${crypto.randomUUID()}`;
  const before = walletAt(dbName);
  const challenge = await before.emailOtp.start({ email });
  await challenge.verify(await commands.readOtpCode(email));
  before.close();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise<void>((resolve) => {
    const tx = db.transaction('keys', 'readwrite');
    tx.objectStore('keys').clear();
    tx.oncomplete = () => resolve();
  });
  db.close();
  const after = walletAt(dbName);
  await after.ready;
  return after;
}

async function mountIn(lang: string, wallet: Wallet): Promise<KhSignIn> {
  const host = document.createElement('div');
  host.lang = lang;
  const signIn = document.createElement('kh-sign-in');
  signIn.wallet = wallet;
  host.append(signIn);
  document.body.append(host);
  await signIn.updateComplete;
  return signIn;
}

const notice = (signIn: KhSignIn) => shadow(signIn, '[part=notice]')?.textContent?.trim() ?? null;

describe('<kh-sign-in> after the browser cleared the stored session', () => {
  it('says the person was signed out because the browser cleared the stored data, in en, fr and ar', async () => {
    const wallet = await reloadAfterStorageCleared();
    const expected: Record<string, RegExp> = {
      en: /signed out because this browser cleared this site's stored data/,
      fr: /déconnecté, car ce navigateur a effacé les données enregistrées/,
      ar: /تم تسجيل خروجك لأن هذا المتصفح حذف البيانات المحفوظة/,
    };
    for (const [lang, sentence] of Object.entries(expected)) {
      const signIn = await mountIn(lang, wallet);
      await vi.waitFor(() => expect(notice(signIn)).toMatch(sentence), { timeout: 5_000 });
      signIn.parentElement!.remove();
    }
  });

  it('says nothing of the kind after a sign-out, and the sentence goes once signed in again', async () => {
    ({ backendUrl } = await commands.startWalletBackend(location.origin));
    const dbName = `kh-signed-out-${crypto.randomUUID()}`;
    const before = walletAt(dbName);
    await (await before.emailOtp.start({ email })).verify(await commands.readOtpCode(email));
    await before.signOut();
    before.close();
    const after = walletAt(dbName);
    await after.ready;
    const plain = await mountIn('en', after);
    await plain.updateComplete;
    expect(notice(plain)).toBeNull();
    plain.parentElement!.remove();

    const cleared = await reloadAfterStorageCleared();
    const signIn = await mountIn('en', cleared);
    await vi.waitFor(() => expect(notice(signIn)).not.toBeNull(), { timeout: 5_000 });
    await (await cleared.emailOtp.start({ email })).verify(await commands.readOtpCode(email));
    await vi.waitFor(() => expect(notice(signIn)).toBeNull(), { timeout: 5_000 });
  });
});
