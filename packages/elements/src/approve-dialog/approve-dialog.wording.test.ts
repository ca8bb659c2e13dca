import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../locales/fr/register.js';
import { KeyholdError } from '@keyhold/core';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import type { ApprovableRequest, ApprovalOutcome, KhApproveDialog } from './approve-dialog.js';

// What the approve dialog says is true in every state: amounts in currency units, the service's clock,
// what a refusal means, and what is happening while it waits.

/** The EXECUTE_QUOTE payload exactly as the sandbox builds it (canonical JSON, minor units). */
function quotePayload(expiresAt: string): string {
  return JSON.stringify({
    accountId: 'InternalAccount:0b1c',
    bodyDigest: 'abc',
    expiresAt,
    operation: 'EXECUTE_QUOTE',
    parameters: {
      destinationAccountId: 'ExternalAccount:9f8e7d6c5b4a',
      quoteId: 'Quote:1234',
      receivingCurrency: 'EUR',
      sendingCurrency: 'USD',
      totalReceivingAmount: 893,
      totalSendingAmount: 1000,
    },
    requestId: 'Request:42',
  });
}

interface Controlled extends ApprovableRequest {
  rejections: number;
  fail(error: unknown): void;
}

function quoteRequest(expiresAt = new Date(Date.now() + 300_000).toISOString()): Controlled {
  let settle: { reject(e: unknown): void } | null = null;
  const req: Controlled = {
    operation: 'EXECUTE_QUOTE',
    payloadToSign: quotePayload(expiresAt),
    requestId: 'Request:42',
    expiresAt,
    rejections: 0,
    approve: () => new Promise((_resolve, reject) => (settle = { reject })),
    reject() {
      req.rejections++;
    },
    fail(error) {
      settle?.reject(error);
    },
  };
  return req;
}

async function openDialog(lang = 'en'): Promise<KhApproveDialog> {
  const dialog = mount<KhApproveDialog>(`<kh-approve-dialog lang="${lang}"></kh-approve-dialog>`);
  await dialog.updateComplete;
  return dialog;
}

const part = (d: KhApproveDialog, name: string): HTMLElement =>
  d.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const field = (d: KhApproveDialog, name: string): string =>
  d.shadowRoot!.querySelector(`[data-field=${name}] dd`)?.textContent?.trim() ?? '';

afterEach(cleanup);

describe('<kh-approve-dialog> explains an EXECUTE_QUOTE by itself', () => {
  it('with no details slot, the payload amounts show in currency units, not minor units', async () => {
    const dialog = await openDialog();
    void dialog.show(quoteRequest());
    await dialog.updateComplete;
    expect(field(dialog, 'send')).toBe('$10.00');
    expect(field(dialog, 'receive')).toBe('€8.93');
    const summary = part(dialog, 'summary').textContent!;
    expect(summary).not.toMatch(/\b1000\b|\b893\b/);
    // The destination: never an internal id, nor its tail.
    expect(field(dialog, 'destination')).toBe("Your payee's account");
    await expectNoAxeViolations(dialog);
  });

  it('with the quote: rate with its direction, fees, destination and expiry on the service clock', async () => {
    const dialog = await openDialog();
    const serviceOffset = 15 * 60_000; // the sandbox clock was advanced by 15 minutes
    dialog.wallet = Object.assign(new EventTarget(), { serviceNow: () => Date.now() + serviceOffset });
    const expiresAt = new Date(Date.now() + serviceOffset + 300_000).toISOString();
    void dialog.show(quoteRequest(expiresAt), {
      quote: {
        expiresAt,
        sendingCurrency: { code: 'USD', decimals: 2 },
        receivingCurrency: { code: 'EUR', decimals: 2 },
        totalSendingAmount: 1000,
        totalReceivingAmount: 893,
        exchangeRate: 1.12,
        feesIncluded: 5,
        destination: { destinationType: 'ACCOUNT', accountType: 'US_ACCOUNT', accountNumber: '000123456789' },
      },
    });
    await dialog.updateComplete;
    expect(field(dialog, 'rate')).toBe('1 EUR = 1.12 USD');
    expect(field(dialog, 'fees')).toBe('$0.05');
    expect(field(dialog, 'destination')).toBe('US bank account ••••6789');
    expect(field(dialog, 'expires')).toMatch(/^in 5 minutes/);
    // The countdown follows the service's clock (about 5:00, not 19:59).
    expect(part(dialog, 'countdown').textContent!.trim()).toMatch(/^Expires in (5:00|4:5\d)$/);
  });

  it('French: amounts with the French decimal comma', async () => {
    const dialog = await openDialog('fr');
    void dialog.show(quoteRequest());
    await dialog.updateComplete;
    expect(field(dialog, 'send').replace(/\s/g, ' ')).toBe('10,00 $US');
    expect(field(dialog, 'receive').replace(/\s/g, ' ')).toBe('8,93 €');
  });
});

describe('<kh-approve-dialog> outcomes say what happened', () => {
  it('a signed payment refused for funds is worded, cannot be approved again, and its decline says it was signed', async () => {
    const dialog = await openDialog();
    const request = quoteRequest();
    const rejected = vi.fn();
    dialog.addEventListener('kh-rejected', (e) => rejected(e.detail));
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    await userEvent.click(part(dialog, 'approve-button'));
    request.fail(
      new KeyholdError('INSUFFICIENT_FUNDS', 'Internal account InternalAccount:0b1c does not hold 1000.', {
        status: 400,
      }),
    );
    await vi.waitFor(() => expect(part(dialog, 'error')).not.toBeNull());
    const error = part(dialog, 'error').textContent!;
    expect(error).toContain('does not hold enough for this payment');
    expect(error).toContain('add funds');
    expect(error).not.toMatch(/InternalAccount|1000/);
    expect((part(dialog, 'approve-button') as HTMLButtonElement).disabled).toBe(true);
    expect(part(dialog, 'reject-button').textContent!.trim()).toBe('Close');
    await userEvent.click(part(dialog, 'reject-button'));
    const result: ApprovalOutcome = await outcome;
    expect(result).toEqual({
      approved: false,
      signed: true,
      error: expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }),
    });
    expect(rejected).toHaveBeenCalledWith({ operation: 'EXECUTE_QUOTE', signed: true });
  });

  it('a decline before any signature says nothing was signed', async () => {
    const dialog = await openDialog();
    const outcome = dialog.show(quoteRequest());
    await dialog.updateComplete;
    await userEvent.click(part(dialog, 'reject-button'));
    expect(await outcome).toStrictEqual({ approved: false });
  });

  it('service refusals are worded in English and French, never the raw message', async () => {
    const cases: [KeyholdError, RegExp, RegExp][] = [
      [
        new KeyholdError('QUOTE_EXPIRED', 'Quote Quote:1 expired.', { status: 400 }),
        /get a new quote/,
        /nouveau devis/,
      ],
      [
        new KeyholdError('UNAUTHORIZED', 'Request-Id already used.', {
          status: 401,
          reason: 'Request-Id already used',
        }),
        /already used/,
        /déjà été utilisée/,
      ],
    ];
    for (const [error, english, french] of cases) {
      for (const [lang, expected] of [
        ['en', english],
        ['fr', french],
      ] as const) {
        cleanup();
        const dialog = await openDialog(lang);
        const request = quoteRequest();
        void dialog.show(request);
        await dialog.updateComplete;
        await userEvent.click(part(dialog, 'approve-button'));
        request.fail(error);
        await vi.waitFor(() => expect(part(dialog, 'error')).not.toBeNull());
        expect(part(dialog, 'error').textContent).toMatch(expected);
        expect(part(dialog, 'error').textContent).not.toContain(error.message);
      }
    }
  });

  it('while the approval waits for a new sign-in it says so, not "Signing…"', async () => {
    const dialog = await openDialog();
    const wallet = new EventTarget();
    dialog.wallet = wallet;
    const request = quoteRequest();
    void dialog.show(request);
    await dialog.updateComplete;
    await userEvent.click(part(dialog, 'approve-button'));
    await dialog.updateComplete;
    expect(part(dialog, 'approve-button').textContent!.trim()).toBe('Signing…');
    wallet.dispatchEvent(new CustomEvent('reauth-required', { detail: { operation: 'EXECUTE_QUOTE' } }));
    await dialog.updateComplete;
    expect(part(dialog, 'approve-button').textContent!.trim()).toBe('Waiting for you to sign in again…');
    wallet.dispatchEvent(new CustomEvent('session', { detail: {} }));
    await dialog.updateComplete;
    expect(part(dialog, 'approve-button').textContent!.trim()).toBe('Signing…');
  });
});
