// Strict everywhere, in the vault frame: the no-click stamp signs only a sign-out read strictly (a key
// named twice, a field a sign-out does not have, a field of another type or another account's sign-out
// needs a click), and free text of a request is shown with bidirectional and invisible characters made
// visible, never obeyed.
import { describe, expect, it } from 'vitest';
import { fundedCustomer, hostileBackendCall, quoteBody } from './hostile-helpers.js';
import { caught, newCustomer, signInWithOtp, uniqueEmail, walletFor } from './helpers.js';
import { frameWalletFor, framePage, personDeclines, personReads, rawVault } from './vault-helpers.js';
import { quoteFromPayload, readSignedPayload } from '../../src/summary/index.js';

framePage();

const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/;

describe('the vault frame’s no-click gate reads a sign-out strictly', () => {
  it('stamps the service’s own sign-out payload, and nothing looser, without a click', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('strict-gate'));
    const first = await hostileBackendCall(customer, 'DELETE', `/auth/sessions/${session.id}`);
    expect(first.status).toBe(202);
    const payload = String(first.data['payloadToSign']);
    const parsed = JSON.parse(payload) as Record<string, unknown> & { parameters: Record<string, unknown> };
    const body = payload.slice(1);
    const loose: Record<string, string> = {
      'a key named twice (the first an export)': `{"operation":"EXPORT_WALLET",${body}`,
      'a parameter a sign-out has not': JSON.stringify({
        ...parsed,
        parameters: { ...parsed.parameters, clientPublicKey: `04${'ab'.repeat(64)}` },
      }),
      'a field a payload has not': JSON.stringify({ ...parsed, note: 'and export the wallet' }),
      'a sessionId of another type': JSON.stringify({ ...parsed, parameters: { sessionId: [session.id] } }),
      'no requestId': JSON.stringify({ ...parsed, requestId: undefined }),
      'another account': JSON.stringify({
        ...parsed,
        accountId: 'EmbeddedWallet:00000000-0000-0000-0000-000000000000',
      }),
    };
    const frame = await rawVault('key');
    let id = 1;
    for (const [what, payloadToSign] of Object.entries(loose)) {
      const answer = await frame.send({
        v: 1,
        id: id++,
        type: 'stamp',
        sessionId: session.id,
        payloadToSign,
      });
      expect(answer, what).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_REQUIRED' });
    }
    // The service's own sign-out is signed without a click.
    const own = await frame.send({
      v: 1,
      id: id++,
      type: 'stamp',
      sessionId: session.id,
      payloadToSign: payload,
    });
    expect(own).toMatchObject({ type: 'result', value: { stamp: expect.any(String) } });
    // And the wallet still signs out without a click.
    await wallet.signOut();
    expect(wallet.session).toBeNull();
  });
});

describe('free text in the vault frame’s summary', () => {
  it('shows a note’s bidirectional override and zero-width space as visible markers', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('strict-bidi'));
    const quote = await wallet.createQuote({
      ...quoteBody(customer, destination),
      description: 'Refund \u202Eexe.pdf\u202C for\u200Bmy order',
    });
    const outcome = caught((await wallet.executeQuote(quote)).approve());
    // In the frame, or in the vault's window where the engine needs it: the same summary either way.
    const text = await personReads('Send a payment');
    expect(text).toContain('Note: Refund ⟨U+202E⟩exe.pdf⟨U+202C⟩ for⟨U+200B⟩my order');
    expect(HIDDEN.test(text)).toBe(false);
    await personDeclines();
    expect((await outcome).code).toBe('REJECTED');
  });
});

describe('the core reads a payload as strictly as the vault frame', () => {
  it('gives no summary of a payload naming a key twice or a number past the safe range', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('strict-core'));
    const request = await wallet.executeQuote(await wallet.createQuote(quoteBody(customer, destination)));
    const payload = request.payloadToSign;
    // The service's own payload reads, with the amount it carries.
    expect(quoteFromPayload(payload)?.totalSendingAmount).toEqual(expect.any(Number));
    expect(readSignedPayload(payload)?.operation).toBe('EXECUTE_QUOTE');
    const body = payload.slice(1);
    const loose: Record<string, string> = {
      // JSON.parse keeps the last: a reader of the first key would show another amount than is signed.
      'an amount named twice': `{"parameters":{"totalSendingAmount":1},${body}`,
      'a number past the safe range': payload.replace(
        /"totalSendingAmount":\d+/,
        '"totalSendingAmount":9007199254740993',
      ),
    };
    expect(loose['a number past the safe range']).not.toBe(payload);
    for (const [what, text] of Object.entries(loose)) {
      expect(readSignedPayload(text), what).toBeNull();
      expect(quoteFromPayload(text), what).toBeUndefined();
    }
    request.reject();
  });
});
