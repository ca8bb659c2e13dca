// OAuth through the sandbox's dev OIDC issuer: the popup + postMessage path driven in the real popup, the
// redirect-fragment path, and the token checks of the service.
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { sha256Hex } from '../../src/crypto/index.js';
import { handleOAuthCallback, type OAuthProvider } from '../../src/index.js';
import type { TestCustomer } from './helpers.js';
import { noPopupBlocker } from '../../../../test-support/engines.js';
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

/**
 * Runs `open` in the click of a real button, as a page does: WebKit (as Safari) opens a popup only from
 * the click's own task, so the popup tests click as a person does in every engine.
 */
async function inClick<T>(open: () => T): Promise<{ started: T }> {
  const button = document.createElement('button');
  button.textContent = 'Continue with the provider';
  document.body.append(button);
  // Wrapped: an async function returning the sign-in's promise would wait for it.
  let result: { started: T } | undefined;
  button.addEventListener('click', () => (result = { started: open() }), { once: true });
  await userEvent.click(button);
  button.remove();
  if (!result) throw new Error('the click never reached the button');
  return result;
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
    const { started: signedIn } = await inClick(() => request.open());
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
      ({ started: signedIn } = await inClick(() => {
        const started = wallet.oauth.signIn(provider(customer, email));
        expect(opened).toEqual(['']); // synchronously, inside the click's own task
        return started;
      }));
    } finally {
      window.open = realOpen;
    }
    await commands.completeOidcPopup(email);
    await expect(signedIn).resolves.toMatchObject({ credentialType: 'OAUTH' });
  });

  it('a sign-in started outside any click is OAUTH_POPUP_BLOCKED at once where the engine blocks it, and prepares nothing', async ({
    skip,
  }) => {
    skip(noPopupBlocker !== undefined, noPopupBlocker);
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    await wallet.ready;
    // No click: as after an `await` in a click handler, past the click's own task.
    expect(await caught(wallet.oauth.signIn(provider(customer)))).toMatchObject({
      code: 'OAUTH_POPUP_BLOCKED',
    });
    const prepared = await wallet.oauth.prepare(provider(customer));
    expect(await caught(prepared.open())).toMatchObject({ code: 'OAUTH_POPUP_BLOCKED' });
    expect((await store.listClientKeys()).map((k) => k.publicKey)).toEqual([prepared.clientPublicKey]);
  });

  it('a closed popup is OAUTH_CANCELLED and drops the prepared key', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const request = await wallet.oauth.prepare(provider(customer));
    const { started: signedIn } = await inClick(() => request.open());
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

  it('a token for another key is refused here (OAUTH_NONCE_MISMATCH); a stale token (iat) and another identity are UNAUTHORIZED “Invalid OIDC token”', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('checks');
    const first = await wallet.oauth.prepare(provider(customer, email));
    await first.complete(await oidcToken(customer.backend, { email, nonce: first.nonce }));

    // A token for another key is refused here already (OAUTH_NONCE_MISMATCH), before it is sent anywhere.
    const wrongNonce = await wallet.oauth.prepare(provider(customer, email));
    const e1 = await caught(
      wrongNonce.complete(await oidcToken(customer.backend, { email, nonce: '0'.repeat(64) })),
    );
    expect(e1).toMatchObject({ code: 'OAUTH_NONCE_MISMATCH' });

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

  it('accepts the ID token only from the window it opened, of its own origin, with the matching state', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const email = uniqueEmail('callback');
    const request = await wallet.oauth.prepare(provider(customer, email));
    const idToken = await oidcToken(customer.backend, { email, nonce: request.nonce });
    // Same-origin frames stand in for the popup's callback page (handleOAuthCallback) and for any other
    // window of the origin (an ad frame, another widget) that learnt the state.
    const popup = frame();
    const bystander = frame();
    const signedIn = request.waitForPopup(popup.contentWindow!, {});
    let settled = false;
    void signedIn.then(
      () => (settled = true),
      () => (settled = true),
    );
    postFrom(bystander, { type: 'keyhold-oidc', idToken, state: request.state });
    postFrom(popup, { type: 'keyhold-oidc', idToken, state: 'not-this-one' });
    window.postMessage({ type: 'keyhold-oidc', idToken, state: request.state }, location.origin);
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    postFrom(popup, { type: 'keyhold-oidc', idToken, state: request.state });
    await expect(signedIn).resolves.toMatchObject({ credentialType: 'OAUTH', nickname: email });
    expect(await store.listClientKeys()).toEqual([]);
    popup.remove();
    bystander.remove();
    expect(handleOAuthCallback()).toBe(false); // not a popup callback page: does nothing
  });

  it('a redirect fragment with an ID token is cleared from the address bar, also for an unknown state', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const path = `${location.pathname}${location.search}`;
    history.replaceState(history.state, '', `${path}#id_token=aaa.bbb.ccc&state=unknown`);
    try {
      expect(await wallet.oauth.completeRedirect()).toBeNull();
      expect(location.hash).toBe('');
      expect(location.href).not.toContain('aaa.bbb.ccc');
    } finally {
      history.replaceState(history.state, '', path);
    }
  });

  it('a provider error is shown only as an OAuth error code, never as free text from the URL', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = walletFor(customer, { keyStore: store });
    const spoof = await wallet.oauth.prepare(provider(customer));
    const e1 = await caught(
      wallet.oauth.completeRedirect(
        `#${new URLSearchParams({ state: spoof.state, error: 'Your wallet is locked. Call +1 555 0100' })}`,
      ),
    );
    expect(e1).toMatchObject({ code: 'OAUTH_FAILED' });
    expect((e1 as Error).message).not.toContain('555');
    const denied = await wallet.oauth.prepare(provider(customer));
    const e2 = await caught(
      wallet.oauth.completeRedirect(
        `#${new URLSearchParams({ state: denied.state, error: 'access_denied' })}`,
      ),
    );
    expect((e2 as Error).message).toContain('(access_denied)');
    expect(await store.listClientKeys()).toEqual([]);
  });
});

/** A same-origin iframe whose own realm can post messages to this page. */
function frame(): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe;
}

/** Posts `message` to this page from inside the frame's realm, so `event.source` is the frame. */
function postFrom(iframe: HTMLIFrameElement, message: unknown): void {
  const inner = iframe.contentWindow as Window & typeof globalThis;
  const post = new inner.Function('message', 'origin', 'parent.postMessage(message, origin)') as (
    m: unknown,
    o: string,
  ) => void;
  post(message, location.origin);
}
