// Frame mode's sign-in inside the vault: the person types the address and the code in the frame; the frame
// calls the wallet handler of its own configuration (which takes sessions only from the vault's origin),
// opens the session and keeps its key; the page records only what the frame reports.
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import {
  caught,
  isolatedStore,
  newCustomer,
  outbox,
  readOtp,
  type TestCustomer,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import {
  frameModeCustomer,
  frameWalletFor,
  rawVault,
  vaultFrames,
  vaultSignInWalletFor,
  vaultUrl,
  framePage,
} from './vault-helpers.js';
import type { Wallet } from '../../src/index.js';

framePage();

/** Asks for a code in the frame (address typed there) and resolves with it, read from the outbox. */
async function askCode(customer: TestCustomer, email: string, typeAddress = true): Promise<string> {
  const before = (await outbox(customer.backend, email)).length;
  await commands.vaultText('Sign in to your wallet');
  if (typeAddress) await commands.fillInVault('#email', email);
  await commands.clickInVault('Email me a code');
  return readOtp(customer.backend, email, before + 1);
}

async function typeCode(code: string): Promise<void> {
  await commands.fillInVault('#code', code);
  await commands.clickInVault('Verify code');
}

describe('sign-in inside the vault frame', () => {
  it('opens the session in the frame from the address and code typed there; the page keeps no key', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = vaultSignInWalletFor(customer, { keyStore: store });
    const email = uniqueEmail('vault-signin');
    const signing = wallet.signInInVault();
    await typeCode(await askCode(customer, email));
    const session = await signing;
    expect(session).toMatchObject({ credentialType: 'EMAIL_OTP', nickname: email, stub: false });
    expect(wallet.session?.id).toBe(session.id);
    const [stored] = await store.listSessions();
    expect(stored).toMatchObject({ id: session.id, privateKey: null, vault: true });
    expect(stored!.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(await store.listClientKeys()).toEqual([]);
    expect(vaultFrames('visible')).toHaveLength(0);
    // The frame holds the session's key: it signs the sign-out, which the service accepts.
    const errors: string[] = [];
    wallet.addEventListener('error', (e) => errors.push(e.detail.code));
    await wallet.signOut();
    expect(errors).toEqual([]);
    const listed = await wallet.listSessions().catch(() => []);
    expect(listed.some((s) => s.id === session.id)).toBe(false);
  });

  it('says a wrong code in the frame and lets the person try again there', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const email = uniqueEmail('vault-wrong');
    const signing = wallet.signInInVault({ email });
    const code = await askCode(customer, email, false);
    // Not the sandbox's magic 000000, which it always accepts.
    await typeCode(code === '123456' ? '654321' : '123456');
    expect(await commands.vaultText('That code is not right')).toContain('Check it and try again.');
    await typeCode(code);
    expect(await signing).toMatchObject({ credentialType: 'EMAIL_OTP' });
  });

  it('says in the frame when a new code must wait, and goes back to the address there', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const email = uniqueEmail('vault-resend');
    const signing = wallet.signInInVault({ email });
    signing.catch(() => undefined);
    await askCode(customer, email, false);
    // The service sends one code per credential every 30 s: asked again at once, the frame says to wait.
    await commands.clickInVault('Send a new code');
    expect(await commands.vaultText('before asking for a new code')).toMatch(/Wait \d+ seconds/);
    await commands.clickInVault('Use a different email');
    expect(await commands.vaultText('Email me a code')).toContain('Email address');
    expect(wallet.session).toBeNull();
  });

  it('speaks the page’s language (French) in the frame', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const signing = wallet.signInInVault({ display: () => ({ lang: 'fr' }) });
    signing.catch(() => undefined);
    const text = await commands.vaultText('Connexion à votre portefeuille');
    expect(text).toContain('M’envoyer un code par e-mail');
  });

  it('ends in REJECTED and removes the frame when the page aborts', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer);
    const controller = new AbortController();
    const signing = wallet.signInInVault({ signal: controller.signal });
    await commands.vaultText('Sign in to your wallet');
    controller.abort();
    expect((await caught(signing)).code).toBe('REJECTED');
    expect(vaultFrames('visible')).toHaveLength(0);
    expect(wallet.session).toBeNull();
  });

  it('gives the typed error of today when the vault origin’s storage is blocked', async () => {
    const customer = await newCustomer();
    const wallet = vaultSignInWalletFor(customer, {}, 'blocked-storage');
    const error = await caught(wallet.signInInVault());
    expect(error.code).toBe('VAULT_STORAGE_BLOCKED');
    expect(wallet.session).toBeNull();
  });

  it('ends in a typed error, never waiting without a bound, when the vault cannot be reached', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(frameModeCustomer(customer), {}, 'http://localhost:9/vault/');
    expect((await caught(wallet.signInInVault())).code).toBe('VAULT_UNREACHABLE');
    expect(wallet.session).toBeNull();
  });

  it('refuses to sign in when the vault’s own configuration names no backend', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(frameModeCustomer(customer));
    expect((await caught(wallet.signInInVault())).code).toBe('INVALID_CONFIG');
  });

  it('is frame mode only', async () => {
    const customer = await newCustomer();
    const wallet: Wallet = walletFor(customer);
    expect((await caught(wallet.signInInVault())).code).toBe('UNSUPPORTED');
  });

  it('answers sign-in only in the visible view, and only with well-formed fields', async () => {
    const customer = await newCustomer();
    const url = vaultUrl([location.origin], 'p', frameModeCustomer(customer).backendUrl);
    const key = await rawVault('key', url);
    expect(await key.send({ v: 1, id: 1, type: 'sign-in' })).toMatchObject({
      type: 'error',
      code: 'VAULT_UNKNOWN_MESSAGE',
    });
    const visible = await rawVault('visible', url);
    const badMethods = [
      { methods: 'email' },
      { methods: ['email', 'sms'] },
      { methods: Array(4).fill('email') },
    ];
    for (const bad of [{ email: 42 }, { accountId: ['x'] }, { email: 'a'.repeat(400) }, ...badMethods]) {
      expect(await visible.send({ v: 1, id: 2, type: 'sign-in', ...bad })).toMatchObject({
        type: 'error',
        code: 'INVALID_INPUT',
      });
    }
  });
});
