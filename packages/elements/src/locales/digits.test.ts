import { SignedRequest, type Quote } from '@keyhold/core';
import { LANGUAGES } from '@keyhold/locales';
import { afterEach, describe, expect, it } from 'vitest';
import '../approve-dialog/define.js';
import './ar/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, mount } from '../test-support/axe.js';

// Issue 32 item 3: one numbering system for every number on a screen. An Arabic approval of a payment
// shows amounts, a rate, fees and a countdown: all of them in the one script LANGUAGES gives Arabic.

const SCRIPTS: Record<string, RegExp> = {
  latn: /[0-9]/u,
  arab: /[\u0660-\u0669]/u,
  arabext: /[\u06F0-\u06F9]/u,
};

/** The digit scripts used in `text`. */
const scriptsIn = (text: string): string[] =>
  Object.entries(SCRIPTS)
    .filter(([, re]) => re.test(text))
    .map(([name]) => name);

function quoteRequest(): SignedRequest<unknown> {
  const expiresAt = new Date(Date.now() + 300_000).toISOString();
  const payloadToSign = JSON.stringify({ operation: 'EXECUTE_QUOTE', expiresAt, requestId: 'Request:42' });
  const quote = {
    id: 'Quote:7f3a',
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    expiresAt,
    source: { sourceType: 'ACCOUNT', accountId: 'EmbeddedWallet:0b1c' },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$grace@uma.example.com', currency: 'EUR' },
    sendingCurrency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
    receivingCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    totalSendingAmount: 123456,
    totalReceivingAmount: 110234,
    exchangeRate: 1.12,
    feesIncluded: 250,
    paymentInstructions: [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign } }],
  } as Quote;
  return new SignedRequest<unknown>({
    operation: 'EXECUTE_QUOTE',
    challenge: { requestId: 'Request:42', payloadToSign, expiresAt, quote },
    signer: { stamp: () => Promise.reject(new Error('not in this test')) },
    submit: () => Promise.resolve(undefined),
  });
}

/** Every number the person reads: the quote's rows and the countdown (not the exact payload). */
async function numbersOnScreen(lang: string): Promise<string> {
  const dialog = mount<KhApproveDialog>(`<kh-approve-dialog lang="${lang}"></kh-approve-dialog>`);
  await dialog.updateComplete;
  void dialog.show(quoteRequest());
  await dialog.updateComplete;
  const root = dialog.shadowRoot!;
  const rows = [...root.querySelectorAll('[data-field] dd')].map((dd) => dd.textContent ?? '');
  const countdown = root.querySelector('[part=countdown]')?.textContent ?? '';
  expect(rows.length).toBeGreaterThanOrEqual(4);
  expect(countdown).toMatch(/\S/);
  return [...rows, countdown].join(' | ');
}

afterEach(cleanup);

describe('digits on an Arabic screen', () => {
  const arabic = LANGUAGES.find((l) => l.code === 'ar')!;

  it('amounts, rate, fees and the countdown of a payment approval use one digit script, Arabic’s', async () => {
    const text = await numbersOnScreen('ar');
    expect(scriptsIn(text), text).toEqual([arabic.numbering]);
  });

  it('a page asking for another numbering system (ar-u-nu-arab) still gets one script on the screen', async () => {
    const text = await numbersOnScreen('ar-u-nu-arab');
    expect(scriptsIn(text), text).toEqual([arabic.numbering]);
  });
});
