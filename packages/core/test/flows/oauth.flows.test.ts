// OAuth through the sandbox's dev OIDC issuer: the popup + postMessage path driven in the real popup, the
// redirect-fragment path, and the token checks of the service.
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { sha256Hex } from '../../src/crypto/index.js';
import { handleOAuthCallback, type OAuthProvider } from '../../src/index.js';
import type { TestCustomer } from './helpers.js';
import {
  caught,
  closeWallets,
  isolatedStore,
  newCustomer,
  oidcToken,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

function provider(customer: TestCustomer, loginHint?: string): OAuthProvider {
  return {
    authorizationEndpoint: `${customer.backend.sandboxOrigin}/oidc/authorize`,
    clientId: 'keyhold-sandbox',
    redirectUri: `${location.origin}/oauth-callback`,
    ...(loginHint === undefined ? {} : { loginHint }),
  };
}

describe('OAuth', () => {
  it('prepares the client key first: nonce = hex SHA-256 of the clientPublicKey string, in the URL', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const request = await wallet.oauth.prepare(provider(customer, 'a@example.com'));
    expect(request.nonce).toBe(await sha256Hex(request.clientPublicKey));
    expect(request.nonce).toMatch(/^[0-9a-f]{64}$/);
    const url = new URL(request.url());
    expect(url.searchParams.get('nonce')).toBe(request.nonce);
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(url.searchParams.get('response_mode')).toBe('web_message');
    expect(url.searchParams.get('client_id')).toBe('keyhold-sandbox');
    expect(url.searchParams.get('login_hint')).toBe('a@example.com');
    expect(new URL(request.url('fragment')).searchParams.get('response_mode')).toBe('fragment');
    expect((await store.getClientKey(request.clientPublicKey))?.privateKey.extractable).toBe(false);
  });

  it('signs in through the provider popup and its postMessage, registering the OAUTH credential', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const email = uniqueEmail('popup');
    const request = await wallet.oauth.prepare(provider(customer, email));
    const signedIn = request.open();
    await commands.completeOidcPopup(email);
    const session = await signedIn;
    expect(session).toMatchObject({
      credentialType: 'OAUTH',
      nickname: email,
      accountId: customer.accountId,
    });
    expect((await wallet.listCredentials()).map((c) => c.type)).toEqual(['OAUTH']);
    expect(await store.listClientKeys()).toEqual([]);
  });

  it('signIn() opens the popup before anything is awaited, then navigates it to the provider', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await wallet.ready;
    const email = uniqueEmail('sync');
    const opened: string[] = [];
    const realOpen = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      opened.push(String(args[0]));
      return realOpen(...args);
    };
    let signedIn: Promise<unknown>;
    try {
      signedIn = wallet.oauth.signIn(provider(customer, email));
      expect(opened).toEqual(['']); // synchronously, inside the (simulated) gesture
    } finally {
      window.open = realOpen;
    }
    await commands.completeOidcPopup(email);
    await expect(signedIn).resolves.toMatchObject({ credentialType: 'OAUTH' });
  });

  it('a closed popup is OAUTH_CANCELLED and drops the prepared key', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const request = await wallet.oauth.prepare(provider(customer));
    const signedIn = request.open();
    await commands.closeOidcPopup();
    expect(await caught(signedIn)).toMatchObject({ code: 'OAUTH_CANCELLED' });
    expect(await store.listClientKeys()).toEqual([]);
  });

  it('finishes a redirect sign-in from the #id_token fragment, then re-authenticates with a fresh token', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const email = uniqueEmail('redirect');
    const before = walletFor(customer, { keyStore: store });
    const request = await before.oauth.prepare(provider(customer, email));
    before.close();
    // The page navigated away and came back: a new Wallet over the same IndexedDB.
    const idToken = await oidcToken(customer.backend, { email, nonce: request.nonce });
    const after = walletFor(customer, { keyStore: store });
    const hash = `#${new URLSearchParams({ id_token: idToken, state: request.state }).toString()}`;
    const session = await after.oauth.completeRedirect(hash);
    expect(session).toMatchObject({ credentialType: 'OAUTH', nickname: email });
    expect(await after.oauth.completeRedirect(hash)).toBeNull(); // state is single-use
    expect(await after.oauth.completeRedirect('#nothing=here')).toBeNull();

    const again = await after.oauth.prepare(provider(customer, email));
    const fresh = await oidcToken(customer.backend, { email, nonce: again.nonce });
    const second = await again.complete(fresh);
    expect(second.credentialId).toBe(session!.credentialId);
    expect(second.id).not.toBe(session!.id);
  });

  it('a token for another key (nonce), a stale token (iat) and another identity are UNAUTHORIZED “Invalid OIDC token”', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('checks');
    const first = await wallet.oauth.prepare(provider(customer, email));
    await first.complete(await oidcToken(customer.backend, { email, nonce: first.nonce }));

    const wrongNonce = await wallet.oauth.prepare(provider(customer, email));
    const e1 = await caught(
      wrongNonce.complete(await oidcToken(customer.backend, { email, nonce: '0'.repeat(64) })),
    );
    expect(e1).toMatchObject({ code: 'UNAUTHORIZED', status: 401, reason: 'Invalid OIDC token' });

    const stale = await wallet.oauth.prepare(provider(customer, email));
    const e2 = await caught(
      stale.complete(
        await oidcToken(customer.backend, { email, nonce: stale.nonce, iatOffsetSeconds: -120 }),
      ),
    );
    expect(e2).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid OIDC token' });

    const other = await wallet.oauth.prepare(provider(customer));
    const e3 = await caught(
      other.complete(await oidcToken(customer.backend, { email: uniqueEmail('x'), nonce: other.nonce })),
    );
    expect(e3).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid OIDC token' });

    expect(
      await caught(wallet.oauth.prepare({ authorizationEndpoint: 'nope', clientId: 'x' })),
    ).toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('adds OAUTH to an account with an email credential through the signed request', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('base'));
    const email = uniqueEmail('added');
    const request = await wallet.oauth.prepare(provider(customer, email));
    const operations: string[] = [];
    const session = await request.complete(
      await oidcToken(customer.backend, { email, nonce: request.nonce }),
      {
        onSignedRequest: (r) => {
          operations.push(`${r.operation}:${r.type}`);
          void r.approve();
        },
      },
    );
    expect(operations).toEqual(['ADD_CREDENTIAL:OAUTH']);
    expect(session.credentialType).toBe('OAUTH');
  });

  it('accepts the ID token from a callback page of its own origin, only with the matching state', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('callback');
    const request = await wallet.oauth.prepare(provider(customer, email));
    const signedIn = request.open();
    const idToken = await oidcToken(customer.backend, { email, nonce: request.nonce });
    let settled = false;
    void signedIn.then(
      () => (settled = true),
      () => (settled = true),
    );
    // What handleOAuthCallback() posts from a same-origin callback page; a wrong state is ignored.
    window.postMessage({ type: 'keyhold-oidc', idToken, state: 'not-this-one' }, location.origin);
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false);
    window.postMessage({ type: 'keyhold-oidc', idToken, state: request.state }, location.origin);
    await expect(signedIn).resolves.toMatchObject({ credentialType: 'OAUTH', nickname: email });
    await expect(commands.closeOidcPopup()).rejects.toThrow(); // the library closed the popup
    expect(handleOAuthCallback()).toBe(false); // not a popup callback page: does nothing
  });
});
