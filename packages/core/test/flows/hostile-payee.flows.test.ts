// The vault names the payee itself: for a payment to an account it looks the account up among the
// signed-in customer's payees through the wallet handler of its own configuration, and says "To Ada
// Lovelace, IBAN …3000". A hostile script of the app origin that rewrites every payee lookup the page makes
// and sends the frame a payee name of its own changes nothing the person reads; a lookup that fails is
// said in words, with the amounts still shown.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/index.js';
import { hasVisibilityV2, quoteBody } from './hostile-helpers.js';
import {
  closeWallets,
  newCustomer,
  serviceCall,
  signInWithOtp,
  type TestCustomer,
  uniqueEmail,
} from './helpers.js';
import {
  CONTINUE_IN_WINDOW,
  frameModeCustomer,
  frameWalletFor,
  rawVault,
  removeVaultFrames,
  useUnscaledViewport,
  vaultUrl,
} from './vault-helpers.js';

const realFetch = window.fetch;
beforeAll(useUnscaledViewport);
afterEach(async () => {
  window.fetch = realFetch;
  closeWallets();
  removeVaultFrames();
  await expect.poll(() => commands.vaultWindowOpen()).toBe(false);
});

/** A funded customer with one payee: Ada Lovelace's EUR account (IBAN ending 3000). */
async function customerPayingAda(): Promise<{ customer: TestCustomer; payee: string }> {
  const customer = await newCustomer();
  await serviceCall(customer.backend, 'POST', `/sandbox/internal-accounts/${customer.accountId}/fund`, {
    amount: 100_000,
  });
  const payee = await serviceCall<{ id: string }>(customer.backend, 'POST', '/customers/external-accounts', {
    customerId: customer.customerId,
    currency: 'EUR',
    accountInfo: {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
    },
  });
  return { customer, payee: payee.id };
}

/** A frame-mode wallet whose vault looks payees up at `backendUrl` (its own configuration). */
async function signedIn(customer: TestCustomer, backendUrl: string, tag: string): Promise<Wallet> {
  const wallet = frameWalletFor(customer, {}, vaultUrl([location.origin], 'p', backendUrl));
  await signInWithOtp(wallet, customer, uniqueEmail(tag));
  return wallet;
}

/**
 * What the person reads about the request, where the vault shows it: the frame (Chromium), or the vault's
 * window their click on "Continue in the window" opens (Firefox, WebKit).
 */
async function whatThePersonReads(waitFor: string): Promise<string> {
  if (hasVisibilityV2) return commands.vaultText(waitFor);
  await commands.clickInVault(CONTINUE_IN_WINDOW);
  return commands.vaultWindowText(waitFor);
}

/** The person declines where they read it. */
async function decline(): Promise<void> {
  if (hasVisibilityV2) await commands.clickInVault('Decline');
  else await commands.clickInVaultWindow('Decline');
}

describe('the vault names the payee of a payment itself', () => {
  it('shows the backend’s payee while the page’s own lookups are rewritten and its frame is sent another name', async () => {
    const { customer, payee } = await customerPayingAda();
    // The vault's backend: the customer's wallet handler that answers the vault's origin (CORS).
    const wallet = await signedIn(customer, frameModeCustomer(customer).backendUrl, 'payee-named');
    // The hostile script rewrites every payee list the page reads: the same account, another name.
    window.fetch = async (input, init) => {
      const answer = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/customers/external-accounts')) return answer;
      return Response.json({
        data: [
          {
            id: payee,
            customerId: customer.customerId,
            currency: 'EUR',
            accountInfo: {
              accountType: 'EUR_ACCOUNT',
              iban: 'FR7630006000011234567890189',
              beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Mallory Trusted' },
            },
          },
        ],
        hasMore: false,
      });
    };
    const body = quoteBody(customer, payee);
    const quote = await wallet.createQuote(body);
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    approved.catch(() => undefined);
    const text = await whatThePersonReads('You send $12.34');
    expect(text).toContain('To Ada Lovelace, IBAN …3000');
    expect(text).not.toContain('Mallory');
    expect(text).not.toContain('0189');
    await decline();
    await expect(approved).rejects.toMatchObject({ code: 'REJECTED' });

    // Its own frame, sent the same payment with a payee name of its own beside it: ignored.
    const second = await wallet.executeQuote(await wallet.createQuote(body));
    const own = await rawVault(
      'visible',
      vaultUrl([location.origin], 'p', frameModeCustomer(customer).backendUrl),
    );
    own.frame.style.cssText = 'display:block;border:0;width:380px;height:560px;';
    const answer = own.send({
      v: 1,
      id: 1,
      type: 'approve',
      sessionId: wallet.session!.id,
      payloadToSign: second.payloadToSign,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      payee: 'Mallory Trusted, IBAN …0189',
      payeeName: 'Mallory Trusted',
    });
    const again = await whatThePersonReads('You send $12.34');
    expect(again).toContain('To Ada Lovelace, IBAN …3000');
    expect(again).not.toContain('Mallory');
    await decline();
    expect(await answer).toMatchObject({ type: 'error', code: 'REJECTED' });
    expect((await wallet.getQuote(quote.id)).status).toBe('PENDING');
  });

  it('a lookup the backend refuses is said in words, and the amounts are still shown', async () => {
    const { customer, payee } = await customerPayingAda();
    // The vault's backend answers 401 (no customer signed in to the app there): no payee to name.
    const refused = customer.backendUrl.replace(`/c/${customer.customerId}/`, '/c/anonymous/');
    const wallet = await signedIn(customer, refused, 'payee-unchecked');
    const request = await wallet.executeQuote(await wallet.createQuote(quoteBody(customer, payee)));
    const approved = request.approve();
    approved.catch(() => undefined);
    const text = await whatThePersonReads('You send $12.34');
    expect(text).toContain(
      "To the payee's account (Keyhold could not look up whose it is: check it in the app)",
    );
    expect(text).not.toContain('Ada Lovelace');
    await decline();
    await expect(approved).rejects.toMatchObject({ code: 'REJECTED' });
  });
});
