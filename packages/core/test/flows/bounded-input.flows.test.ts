// Bounded input in the flows: an oversized ID token is refused with a typed error before it is decoded
// or sent anywhere, and the honest sign-in that follows still works.
import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '../../src/index.js';
import type { TestCustomer } from './helpers.js';
import {
  caught,
  closeWallets,
  isolatedStore,
  newCustomer,
  oidcToken,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

function provider(customer: TestCustomer, loginHint: string): OAuthProvider {
  return {
    authorizationEndpoint: `${customer.backend.sandboxOrigin}/oidc/authorize`,
    clientId: 'keyhold-sandbox',
    redirectUri: `${location.origin}/oauth-callback`,
    loginHint,
  };
}

describe('bounded input in the flows', () => {
  it('an ID token over 16 KiB is INPUT_TOO_LARGE, its prepared key is dropped, and a real token then signs in', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const email = uniqueEmail('bounded');
    const request = await wallet.oauth.prepare(provider(customer, email));
    const real = await oidcToken(customer.backend, { email, nonce: request.nonce });
    const [head, body, signature] = real.split('.');
    const huge = `${head}.${body}${'A'.repeat(200_000)}.${signature}`;
    const error = await caught(request.complete(huge));
    expect(error).toMatchObject({
      code: 'INPUT_TOO_LARGE',
      details: { length: huge.length, maxLength: 16_384 },
    });
    expect(await store.getClientKey(request.clientPublicKey)).toBeUndefined();

    const again = await wallet.oauth.prepare(provider(customer, email));
    const session = await again.complete(await oidcToken(customer.backend, { email, nonce: again.nonce }));
    expect(session).toMatchObject({ credentialType: 'OAUTH', nickname: email });
  });
});
