import { afterEach, describe, expect, it } from 'vitest';
import { createWallet, isKeyholdError } from '../../src/index.js';
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

  it('surfaces a backend that refuses the user as UNAUTHORIZED from ready', async () => {
    const wallet = createWallet({
      backendUrl: `${env.main.url}/c/Customer:00000000-0000-0000-0000-000000000000/api/wallet`,
    });
    const error = await wallet.ready.catch((e: unknown) => e);
    wallet.close();
    expect(isKeyholdError(error)).toBe(true);
  });

  it('surfaces an unreachable backend as NETWORK_ERROR', async () => {
    const wallet = createWallet({ backendUrl: 'http://localhost:9/api/wallet' });
    await expect(wallet.ready).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    wallet.close();
  });
});
