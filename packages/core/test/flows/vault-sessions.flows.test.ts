// Frame mode and the session's life: an approval that waits for a sign-in resumes in the frame once the
// person signed in again, and a sign-out in one tab takes the key away from every tab's frame.
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { SessionEndedDetail } from '../../src/index.js';
import {
  advanceClock,
  fundedCustomer,
  newCustomer,
  nextEvent,
  signInWithOtp,
  twoTabs,
  uniqueEmail,
} from './helpers.js';
import { frameWalletFor, personApproves, rawVault, framePage } from './vault-helpers.js';

framePage();

describe('frame mode sessions', () => {
  it('resumes an approval that waited for a sign-in, with the click in the frame', async () => {
    const { customer, destination } = await fundedCustomer(50_000);
    const wallet = frameWalletFor(customer);
    const email = uniqueEmail('vault-reauth');
    await signInWithOtp(wallet, customer, email);
    const quote = await wallet.createQuote({
      source: { sourceType: 'ACCOUNT', accountId: customer.accountId },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 500,
    });
    await wallet.signOut();
    const request = await wallet.executeQuote(quote);
    const reauth = nextEvent(wallet, 'reauth-required');
    const approved = request.approve();
    await reauth;
    await signInWithOtp(wallet, customer, email);
    await personApproves('Send a payment');
    expect(await approved).toMatchObject({ id: quote.id, status: 'COMPLETED' });
  });

  // A journey of two approvals and a sign-in: in WebKit each approval opens the vault's window through
  // WebDriver clicks of seconds each, so its budget is a journey's (it reached the 60 s unit budget under CI).
  it(
    'a session the service let expire: the approval asks for re-auth, then resumes in the frame with the new session',
    { timeout: 150_000 },
    async () => {
      const customer = await newCustomer();
      const wallet = frameWalletFor(customer);
      const email = uniqueEmail('vault-expired');
      const first = await signInWithOtp(wallet, customer, email);
      const request = await wallet.exportWallet();
      await advanceClock(customer.backend, 16 * 60); // past the 15-minute session
      // Waited for across the person's click in the frame (WebDriver's clicks in WebKit take seconds).
      const expired = nextEvent<SessionEndedDetail>(wallet, 'session-expired', 45_000);
      const reauth = nextEvent(wallet, 'reauth-required', 45_000);
      const shown = request.approve();
      // The person approves what the frame shows; the service then says the session has expired.
      await personApproves('Show your recovery phrase');
      expect((await expired).source).toBe('service');
      await reauth;
      expect(wallet.session).toBeNull();
      await signInWithOtp(wallet, customer, email);
      // Resumed with the new session: asked again in a fresh frame, shown there only.
      await personApproves('Show your recovery phrase');
      expect(await shown).toBe('');
      await commands.vaultText('Write these words down');
      expect(wallet.session?.id).not.toBe(first.id);
      expect(wallet.session?.credentialId).toBe(first.credentialId);
      await commands.clickInVault('Done');
    },
  );

  it('a sign-out in one tab takes the session key away from every tab’s frame', async () => {
    const customer = await newCustomer();
    const { a, b } = await twoTabs(customer, frameWalletFor);
    const session = await signInWithOtp(a, customer, uniqueEmail('vault-tabs'));
    await expect.poll(() => b.session?.id).toBe(session.id);
    const ended = nextEvent(b, 'session-ended');
    await a.signOut();
    await ended;
    expect(b.session).toBeNull();
    // The vault itself no longer holds the key: not even a sign-out can be signed with it.
    const vault = await rawVault('key');
    const answer = await vault.send({
      v: 1,
      id: 1,
      type: 'stamp',
      sessionId: session.id,
      // A whole sign-out payload (the gate reads it strictly), so what answers is the missing key.
      payloadToSign: JSON.stringify({
        accountId: customer.accountId,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        operation: 'REVOKE_AUTH_SESSION',
        parameters: { sessionId: session.id },
        requestId: 'Request:00000000-0000-0000-0000-000000000000',
      }),
    });
    expect(answer).toMatchObject({ type: 'error', code: 'VAULT_KEY_MISSING' });
  });
});
