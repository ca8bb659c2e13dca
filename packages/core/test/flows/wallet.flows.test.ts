import { afterEach, describe, expect, it } from 'vitest';
import { createWallet } from '../../src/index.js';
import { closeWallets, env, newCustomer, walletFor } from './helpers.js';

afterEach(closeWallets);

describe('createWallet', () => {
  it('runs on a localhost page (WebAuthn needs it)', () => {
    expect(location.hostname).toBe('localhost');
  });

  it('loads the backend config and finds the customer’s embedded-wallet account', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await expect(wallet.ready).resolves.toBeNull();
    expect(wallet.accountId).toBe(customer.accountId);
    expect(wallet.config).toMatchObject({
      sandbox: true,
      rpId: 'localhost',
      customerId: customer.customerId,
    });
    expect(wallet.sandboxMode).toBe(true);
    expect(wallet.session).toBeNull();
  });

  it('is not in sandbox mode behind a production backend, nor when the options say sandbox: false', async () => {
    const prod = walletFor(await newCustomer(env.stubProduction));
    await prod.ready;
    expect(prod.sandboxMode).toBe(false);
    const forced = walletFor(await newCustomer(), { sandbox: false });
    await forced.ready;
    expect(forced.sandboxMode).toBe(false);
  });

  it('a visitor not signed in to the app gets the handler’s 401 from ready', async () => {
    const wallet = createWallet({ backendUrl: `${env.main.url}/c/anonymous/api/wallet` });
    await expect(wallet.ready).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    wallet.close();
  });

  it('a customer without an embedded-wallet account is NO_WALLET_ACCOUNT', async () => {
    const wallet = createWallet({
      backendUrl: `${env.main.url}/c/Customer:00000000-0000-0000-0000-000000000000/api/wallet`,
    });
    await expect(wallet.ready).rejects.toMatchObject({ code: 'NO_WALLET_ACCOUNT' });
    wallet.close();
  });

  it('surfaces an unreachable backend as NETWORK_ERROR', async () => {
    const wallet = createWallet({ backendUrl: 'http://localhost:9/api/wallet' });
    await expect(wallet.ready).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    wallet.close();
  });

  it('a failed start (offline) is an error event, and the next call starts again', async () => {
    const customer = await newCustomer();
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      calls++;
      // The first request meets a dropped connection, as fetch reports one.
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init);
    };
    const errors: string[] = [];
    const wallet = walletFor(customer, { fetch: flaky });
    wallet.addEventListener('error', (e) => errors.push(e.detail.code));
    await expect(wallet.ready).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(errors).toEqual(['NETWORK_ERROR']);
    await expect(wallet.listCredentials()).resolves.toEqual([]);
    await expect(wallet.ready).resolves.toBeNull();
    expect(wallet.accountId).toBe(customer.accountId);
  });
});
