// Sandbox mode: a stub session bundle falls back to the magic signature with a warning, never in production.
import { afterEach, describe, expect, it } from 'vitest';
import { isKeyholdError, SANDBOX_MAGIC_SIGNATURE, type WalletWarning } from '../../src/index.js';
import { closeWallets, env, isolatedStore, newCustomer, readOtp, uniqueEmail, walletFor } from './helpers.js';

afterEach(closeWallets);

describe('sandbox mode', () => {
  it('opens a stub bundle as a stub session that signs with the magic value, and says so', async () => {
    const customer = await newCustomer(env.stub);
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const warnings: WalletWarning[] = [];
    wallet.addEventListener('warning', (e) => warnings.push(e.detail));
    const email = uniqueEmail('stub');
    const otp = await wallet.emailOtp.start({ email });
    const session = await otp.verify(await readOtp(customer.backend, email));
    expect(session.stub).toBe(true);
    expect(warnings.map((w) => w.code)).toEqual(['SANDBOX_STUB_SESSION_KEY']);
    expect((await store.getSession(session.id))?.privateKey).toBeNull();
    expect(await wallet.signPayload('anything')).toBe(SANDBOX_MAGIC_SIGNATURE);
    // A signed request goes through with it.
    await expect((await wallet.exportWallet()).approve()).resolves.toMatch(/^[a-z]+( [a-z]+){11}$/);
  });

  it('in production mode the same stub bundle is SESSION_KEY_UNREADABLE and nothing is stored', async () => {
    const customer = await newCustomer(env.stubProduction);
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const warnings: WalletWarning[] = [];
    wallet.addEventListener('warning', (e) => warnings.push(e.detail));
    const email = uniqueEmail('prod');
    const otp = await wallet.emailOtp.start({ email });
    const error = await otp.verify(await readOtp(customer.backend, email)).catch((e: unknown) => e);
    expect(isKeyholdError(error, 'SESSION_KEY_UNREADABLE')).toBe(true);
    expect(wallet.session).toBeNull();
    expect(await store.listSessions()).toEqual([]);
    expect(await store.listClientKeys()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('options.sandbox = false keeps production rules behind a sandbox backend', async () => {
    const customer = await newCustomer(env.stub);
    const wallet = walletFor(customer, { sandbox: false });
    const email = uniqueEmail('forced');
    const otp = await wallet.emailOtp.start({ email });
    const error = await otp.verify(await readOtp(customer.backend, email)).catch((e: unknown) => e);
    expect(isKeyholdError(error, 'SESSION_KEY_UNREADABLE')).toBe(true);
  });
});
