import { SignedRequest, type Quote, type SignedOperation } from '@keyhold/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './define.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import type { KhApproveDialog } from './approve-dialog.js';

// <kh-approve-dialog> standing alone in an integrator's page (no `wallet` set, no `details`, no `quote`
// passed): it explains the request from the core's own SignedRequest, on the service's clock.

/** The service's clock runs 15 minutes ahead of this device (a sandbox whose clock was advanced). */
const SERVICE_AHEAD_MS = 15 * 60_000;
const serviceNow = () => Date.now() + SERVICE_AHEAD_MS;

/** A quote as the service returns it (§2.8), paid to an UMA address, expiring in 5 minutes service time. */
function umaQuote(): Quote {
  const expiresAt = new Date(serviceNow() + 300_000).toISOString();
  return {
    id: 'Quote:7f3a',
    status: 'PENDING',
    createdAt: new Date(serviceNow()).toISOString(),
    expiresAt,
    source: { sourceType: 'ACCOUNT', accountId: 'EmbeddedWallet:0b1c' },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$grace@uma.example.com', currency: 'EUR' },
    sendingCurrency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
    receivingCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    totalSendingAmount: 1000,
    totalReceivingAmount: 893,
    exchangeRate: 1.12,
    feesIncluded: 5,
    paymentInstructions: [
      {
        accountOrWalletInfo: {
          accountType: 'EMBEDDED_WALLET',
          payloadToSign: JSON.stringify({ operation: 'EXECUTE_QUOTE', expiresAt, requestId: 'Request:42' }),
        },
      },
    ],
  } as Quote;
}

/** A core SignedRequest as the wallet raises it (its `now` is the service's clock). */
function coreRequest(
  operation: SignedOperation,
  challenge: { payloadToSign: string; expiresAt: string; quote?: Quote; type?: 'PASSKEY' | 'EMAIL_OTP' },
): SignedRequest<unknown> {
  return new SignedRequest<unknown>({
    operation,
    challenge: { requestId: 'Request:42', ...challenge },
    signer: { stamp: () => Promise.reject(new Error('not in this test')) },
    submit: () => Promise.resolve(undefined),
    now: serviceNow,
  });
}

async function openStandalone(request: SignedRequest<unknown>): Promise<KhApproveDialog> {
  const dialog = mount<KhApproveDialog>('<kh-approve-dialog></kh-approve-dialog>');
  await dialog.updateComplete;
  void dialog.show(request);
  await dialog.updateComplete;
  return dialog;
}

const text = (d: KhApproveDialog, selector: string): string =>
  d.shadowRoot!.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const field = (d: KhApproveDialog, name: string): string => text(d, `[data-field=${name}] dd`);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<kh-approve-dialog> standing alone', () => {
  it('counts down the time the request itself has left (the service clock), not the device clock', async () => {
    const quote = umaQuote();
    const payload = quote.paymentInstructions![0]!.accountOrWalletInfo.payloadToSign!;
    const dialog = await openStandalone(
      coreRequest('EXECUTE_QUOTE', { payloadToSign: payload, expiresAt: quote.expiresAt }),
    );
    // On the device clock the challenge would be 20 minutes away.
    expect(text(dialog, '[part=countdown]')).toMatch(/^Expires in (5:00|4:5\d)$/);
  });

  it('explains an EXECUTE_QUOTE from the quote the core attaches: amounts, rate, fees, UMA address, expiry', async () => {
    const quote = umaQuote();
    const payload = quote.paymentInstructions![0]!.accountOrWalletInfo.payloadToSign!;
    const request = coreRequest('EXECUTE_QUOTE', {
      payloadToSign: payload,
      expiresAt: quote.expiresAt,
      quote,
    });
    expect(request.quote).toBe(quote);
    const dialog = await openStandalone(request);
    expect(field(dialog, 'send')).toBe('$10.00');
    expect(field(dialog, 'receive')).toBe('€8.93');
    expect(field(dialog, 'rate')).toBe('1 EUR = 1.12 USD');
    expect(field(dialog, 'fees')).toBe('$0.05');
    expect(field(dialog, 'destination')).toBe('$grace@uma.example.com');
    expect(field(dialog, 'expires')).toMatch(/^in 5 minutes/);
    // No id in any sentence: not the quote's, not the request's, not an account's.
    expect(text(dialog, '.header')).not.toMatch(/Quote:|Request:|Account:/);
    expect(text(dialog, '[part=summary]')).not.toMatch(/Quote:|Request:|Account:|\b1000\b|\b893\b/);
    // The exact payload is shown as signed; no sentence around it names the request's id.
    expect(dialog.shadowRoot!.querySelector('[part=raw] p')).toBeNull();
    await expectNoAxeViolations(dialog);
  });

  it('an account destination is shown by type and masked number when known, else as the payee account (never an id tail)', async () => {
    const quote = umaQuote();
    const payload = quote.paymentInstructions![0]!.accountOrWalletInfo.payloadToSign!;
    quote.destination = { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:9f8e7d6c5b4a' };
    let dialog = await openStandalone(
      coreRequest('EXECUTE_QUOTE', { payloadToSign: payload, expiresAt: quote.expiresAt, quote }),
    );
    expect(field(dialog, 'destination')).toBe("Your payee's account");
    expect(text(dialog, '[part=summary]')).not.toContain('5b4a');
    cleanup();
    Object.assign(quote.destination, {
      accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '000123456789', routingNumber: '021000021' },
    });
    dialog = await openStandalone(
      coreRequest('EXECUTE_QUOTE', { payloadToSign: payload, expiresAt: quote.expiresAt, quote }),
    );
    expect(field(dialog, 'destination')).toBe('US bank account ••••6789');
  });

  it('says what will change for credential, session and export requests', async () => {
    const expiresAt = new Date(serviceNow() + 300_000).toISOString();
    const cases: [SignedOperation, 'PASSKEY' | 'EMAIL_OTP' | undefined, string, string][] = [
      [
        'ADD_CREDENTIAL',
        'PASSKEY',
        'Add a passkey to your wallet',
        'You will be able to sign in to your wallet with this passkey.',
      ],
      [
        'REVOKE_CREDENTIAL',
        'EMAIL_OTP',
        'Remove an email code from your wallet',
        'You will no longer be able to sign in with this email code; its sessions end.',
      ],
      [
        'REVOKE_SESSION',
        'PASSKEY',
        'Sign out a session of your wallet',
        'That session ends at once: anyone using it must sign in again.',
      ],
      [
        'EXPORT_WALLET',
        undefined,
        "Export your wallet's recovery phrase",
        'Your recovery phrase will be sent to this browser, encrypted, and shown only when you reveal it.',
      ],
    ];
    for (const [operation, type, sentence, effect] of cases) {
      cleanup();
      const payload = JSON.stringify({ operation, requestId: 'Request:42', expiresAt });
      const dialog = await openStandalone(
        coreRequest(operation, { payloadToSign: payload, expiresAt, ...(type ? { type } : {}) }),
      );
      expect(text(dialog, '[part=operation]')).toBe(sentence);
      expect(text(dialog, '[part=effect]')).toBe(effect);
      expect(text(dialog, '[part=countdown]')).toMatch(/^Expires in (5:00|4:5\d)$/);
      await expectNoAxeViolations(dialog);
    }
  });
});
