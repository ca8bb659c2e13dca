/**
 * Test data and small clients for the part-2 (payments) tests: account numbers with a chosen §3.6
 * suffix, valid IBANs, fiat accounts, funding, and a real HTTP server that receives webhooks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { ApiClient } from './api.js';

let seq = 0;
/** A US account number ending in `suffix` (unique per call). */
export function accountNumber(suffix = '000'): string {
  seq++;
  return `${String(1000 + (seq % 9000)).padStart(4, '0')}${String(Date.now() % 100000).padStart(5, '0')}${suffix}`;
}

export function usdAccountInfo(suffix = '000', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'USD_ACCOUNT',
    accountNumber: accountNumber(suffix),
    routingNumber: '021000021',
    bankAccountType: 'CHECKING',
    bankName: 'Chase',
    beneficiary: {
      beneficiaryType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      birthDate: '1990-12-10',
      nationality: 'GB',
      address: { line1: '1 Main St', postalCode: '10001', country: 'US' },
    },
    ...extra,
  };
}

/** An IBAN with valid check digits: `country` + check + `bban`. */
export function iban(country: string, bban: string): string {
  const moved = `${bban}${country}00`;
  let rem = 0;
  for (const ch of moved) {
    const code = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of code) rem = (rem * 10 + Number(d)) % 97;
  }
  return `${country}${String(98 - rem).padStart(2, '0')}${bban}`;
}

export function aedAccountInfo(suffix = '000'): Record<string, unknown> {
  seq++;
  const bban =
    `033${String(seq).padStart(4, '0')}${String(Date.now() % 1e6).padStart(6, '0')}000${suffix}`.slice(-19);
  return { accountType: 'AED_ACCOUNT', iban: iban('AE', bban), swiftCode: 'EBILAEAD' };
}

export function brlAccountInfo(): Record<string, unknown> {
  return { accountType: 'BRL_ACCOUNT', pixKey: '12345678901', pixKeyType: 'CPF', taxId: '12345678901' };
}

export interface Ext {
  id: string;
  [k: string]: unknown;
}

export async function createExternal(
  api: ApiClient,
  customerId: string,
  accountInfo: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<Ext> {
  const currency =
    { USD_ACCOUNT: 'USD', AED_ACCOUNT: 'AED', BRL_ACCOUNT: 'BRL', EUR_ACCOUNT: 'EUR', MXN_ACCOUNT: 'MXN' }[
      String(accountInfo['accountType'])
    ] ?? 'USD';
  const res = await api.call<Ext>('POST', '/customers/external-accounts', {
    customerId,
    currency,
    accountInfo,
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Provisions (or fails on a duplicate) an INTERNAL_FIAT account and optionally funds it. */
export async function fiatAccount(
  api: ApiClient,
  customerId: string,
  currency = 'USD',
  fund = 0,
): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/customers/internal-accounts', {
    customerId,
    currency,
  });
  expect(res.status, res.text).toBe(201);
  if (fund > 0) await fundAccount(api, res.body.id, fund);
  return res.body.id;
}

export async function fundAccount(api: ApiClient, accountId: string, amount: number): Promise<void> {
  const res = await api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { amount });
  expect(res.status, res.text).toBe(200);
}

export async function balanceOf(api: ApiClient, customerId: string, accountId: string): Promise<number> {
  const res = await api.call<{ data: Array<{ id: string; balance: { amount: number } }> }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
  );
  const found = res.body.data.find((a) => a.id === accountId);
  if (!found) throw new Error(`no account ${accountId}`);
  return found.balance.amount;
}

export async function advance(api: ApiClient, seconds: number): Promise<void> {
  const res = await api.control('POST', '/clock/advance', { seconds });
  expect(res.status, res.text).toBe(200);
}

export interface ReceivedWebhook {
  body: string;
  signature: string | undefined;
  parsed: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

/** A real HTTP server on localhost that records webhooks; `answer` picks the status per request. */
export async function startWebhookReceiver(answer: (n: number, req: IncomingMessage) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  let n = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      n++;
      const status = answer(n, req);
      const body = Buffer.concat(chunks).toString('utf8');
      if (status >= 200 && status < 300) {
        const sig = req.headers['service-webhook-signature'];
        received.push({
          body,
          signature: Array.isArray(sig) ? sig[0] : sig,
          parsed: JSON.parse(body) as ReceivedWebhook['parsed'],
        });
      }
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    attempts: () => n,
    /** Waits (bounded) until a webhook of `type` arrives that matches `where`. */
    async waitFor(type: string, where: (w: ReceivedWebhook) => boolean = () => true, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find((w) => w.parsed.type === type && where(w));
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`no ${type} webhook within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `check` holds (bounded). */
export async function eventually<T>(
  fn: () => Promise<T>,
  check: (v: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (check(v)) return v;
    if (Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}
