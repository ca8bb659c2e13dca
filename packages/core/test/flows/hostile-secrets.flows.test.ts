// A hostile script of the app origin records everything a page script can see (DOM and open shadow roots,
// window / port / channel traffic, fetch and XHR bodies, every crypto.subtle call, storage, clipboard,
// console) while the person completes every flow in frame mode with clicks in the vault frame: it ends
// with no private key and no word of the recovery phrase. The same recorder in page mode gets both.
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { OAuthProvider } from '../../src/index.js';
import { phraseLeaks } from './hostile-recorder.js';
import {
  expectNothingSecret,
  fundedCustomer,
  phraseInFrame,
  quoteBody,
  recordedPage,
} from './hostile-helpers.js';
import {
  newCustomer,
  nextEvent,
  oidcToken,
  signInWithOtp,
  twoTabs,
  type TestCustomer,
  uniqueEmail,
  walletFor,
} from './helpers.js';
import { frameWalletFor, personApproves } from './vault-helpers.js';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';

const recorder = recordedPage({ cleanOrigin: true });

const provider = (customer: TestCustomer, email: string): OAuthProvider => ({
  authorizationEndpoint: `${customer.backend.sandboxOrigin}/oidc/authorize`,
  clientId: 'keyhold-sandbox',
  redirectUri: `${location.origin}/oauth-callback`,
  loginHint: email,
});

describe('a recording script of the app origin, in frame mode', () => {
  it('sees no word of the phrase and no private key while the person exports in the frame', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('hostile-export'));
    const request = await wallet.exportWallet();
    const shown = request.approve();
    await personApproves('Show your recovery phrase');
    expect(await shown).toBe('');
    const phrase = await phraseInFrame();
    await expectNothingSecret(recorder, phrase);
    // The recorder tried the frame's document and was refused (another origin).
    expect(recorder.text()).toMatch(/frame-dom(-refused "SecurityError"| \[null\])/);
    await commands.clickInVault('Done');
    await expectNothingSecret(recorder, phrase);
  });

  it('sees no private key while the person approves a quote in the frame', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('hostile-quote'));
    const request = await wallet.executeQuote(await wallet.createQuote(quoteBody(customer, destination)));
    const approved = request.approve();
    await personApproves('You send $12.34');
    expect(await approved).toMatchObject({ status: 'COMPLETED' });
    await expectNothingSecret(recorder);
  });

  // A journey of two approvals: in Firefox and WebKit each opens the vault's window (about 30 s in all for
  // the journey there on a quiet machine, against 5 s in Chromium's frame), so its budget is a journey's.
  it(
    'sees no private key while the person signs in with OAuth, adds and removes a credential, lists and revokes sessions',
    { timeout: 150_000 },
    async () => {
      const customer = await newCustomer();
      const wallet = frameWalletFor(customer);
      await signInWithOtp(wallet, customer, uniqueEmail('hostile-creds'));
      // Add OAuth (a click in the frame, which names the provider).
      const email = uniqueEmail('hostile-oauth');
      const prepared = await wallet.oauth.prepare(provider(customer, email));
      const added = prepared.complete(await oidcToken(customer.backend, { email, nonce: prepared.nonce }), {
        onSignedRequest: (r) => void r.approve(),
      });
      expect(await personApproves('Add')).toContain('Approve');
      expect((await added).credentialType).toBe('OAUTH');
      // A second browser signs in with that OAuth credential (frame mode too).
      const other = frameWalletFor(customer);
      const again = await other.oauth.prepare(provider(customer, email));
      const otherSession = await again.complete(
        await oidcToken(customer.backend, { email, nonce: again.nonce }),
      );
      expect(otherSession.credentialType).toBe('OAUTH');
      // Sessions: listed, the other one revoked without a click (it only takes power away).
      expect((await wallet.listSessions()).map((s) => s.id)).toContain(otherSession.id);
      await (await wallet.revokeSession(otherSession.id)).approve();
      expect((await wallet.listSessions()).map((s) => s.id)).not.toContain(otherSession.id);
      // Remove the OAuth credential (a click in the frame).
      const oauth = (await wallet.listCredentials()).find((c) => c.type === 'OAUTH')!;
      const removal = (await wallet.revokeCredential(oauth.id)).approve();
      await personApproves('Approve');
      await removal;
      expect((await wallet.listCredentials()).map((c) => c.type)).toEqual(['EMAIL_OTP']);
      await wallet.signOut();
      await expectNothingSecret(recorder);
    },
  );

  it('sees no private key while the person creates a passkey and signs in with it', async ({ skip }) => {
    // Reported as skipped with the engine's reason where its automation has no virtual authenticator.
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    const authenticator = await commands.addVirtualAuthenticator();
    try {
      const customer = await newCustomer();
      const wallet = frameWalletFor(customer);
      const session = await wallet.passkey.create({ nickname: 'Hostile test' });
      expect(session.credentialType).toBe('PASSKEY');
      await expect(wallet.passkey.signIn()).resolves.toMatchObject({ credentialType: 'PASSKEY' });
      await expectNothingSecret(recorder);
    } finally {
      await commands.removeVirtualAuthenticator(authenticator);
    }
  });

  it('sees no private key while two tabs share the vault: a sign-in reaches the other tab, which approves there', async () => {
    const { customer, destination } = await fundedCustomer();
    const { a, b } = await twoTabs(customer, frameWalletFor);
    const seen = nextEvent(b, 'session', 15_000);
    const session = await signInWithOtp(a, customer, uniqueEmail('hostile-tabs'));
    await seen;
    expect(b.session?.id).toBe(session.id);
    const request = await b.executeQuote(await b.createQuote(quoteBody(customer, destination)));
    const approved = request.approve();
    await personApproves('You send $12.34');
    expect(await approved).toMatchObject({ status: 'COMPLETED' });
    const gone = nextEvent(b, 'session', 15_000);
    await a.signOut();
    expect(await gone).toBeNull();
    await expectNothingSecret(recorder);
  });
});

describe('the same recording script, in page mode (what frame mode takes away)', () => {
  it('reads the phrase and holds a private key it can sign its own payload with, no click asked', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('hostile-page'));
    const phrase = (await (await wallet.exportWallet()).approve()).split(/\s+/);
    expect(phrase.length).toBeGreaterThanOrEqual(12);
    await recorder.snapshot();
    expect(phraseLeaks(recorder.text(), phrase)).not.toEqual([]);
    const key = [...recorder.keys].find((k) => k.type === 'private' && k.usages.includes('sign'));
    expect(key).toBeDefined();
    const forged = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      key!,
      new TextEncoder().encode('{"operation":"EXPORT_WALLET"}'),
    );
    expect(forged.byteLength).toBe(64);
  });
});
