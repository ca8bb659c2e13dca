/**
 * `routes/transfers.ts`: transfer-out and transfer-in with the §3.6 suffix table, and `GET /transactions`
 * with its filters and cursors.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from '../support/payments.js';

const api = useApi();

type Tx = {
  id: string;
  status: string;
  type: string;
  failureReason?: string;
  reconciliationInstructions?: { reference: string };
  receivedAmount: { amount: number; currency: { code: string } };
  settledAt?: string;
};

async function setup(suffix: string, fund = 100_000) {
  const { customerId, accountId: walletId } = await createCustomer(api);
  const internalId = await fiatAccount(api, customerId, 'USD', fund);
  const external = await createExternal(api, customerId, usdAccountInfo(suffix));
  return { customerId, walletId, internalId, externalId: external.id };
}

const outBody = (s: { internalId: string; externalId: string }, amount = 10_000) => ({
  source: { accountId: s.internalId },
  destination: { accountId: s.externalId },
  amount,
});

const inBody = (s: { internalId: string; externalId: string }, amount = 10_000) => ({
  source: { accountId: s.externalId },
  destination: { accountId: s.internalId },
  amount,
});

async function getTx(id: string): Promise<Tx> {
  const res = await api.call<Tx>('GET', `/transactions/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

type Json = Record<string, unknown>;

type Page = { data: Json[]; totalCount: number };

describe('POST /transfer-out: the suffix table of §3.6', () => {
  it.each([
    ['002', 'FAILED', 'insufficient funds, fails immediately'],
    ['003', 'FAILED', 'account closed, fails immediately'],
    ['004', 'REJECTED', 'rejected by the bank'],
  ])('suffix %s → %s (%s); the balance does not move', async (suffix, status) => {
    const s = await setup(suffix);
    const res = await api.call<Tx>('POST', '/transfer-out', outBody(s));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status, type: 'OUTGOING', failureReason: 'OFFRAMP_FAILED' });
    expect(res.body.reconciliationInstructions?.reference).toMatch(/^KH-/);
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(100_000);
  });

  it('suffix 005 stays PROCESSING about 30 s, then FAILED and the debit is refunded', async () => {
    const s = await setup('005');
    const res = await api.call<Tx>('POST', '/transfer-out', outBody(s));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PROCESSING');
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(90_000);
    await advance(api, 1);
    expect((await getTx(res.body.id)).status).toBe('PROCESSING');
    await advance(api, 25);
    expect((await getTx(res.body.id)).status).toBe('PROCESSING');
    await advance(api, 5);
    const done = await getTx(res.body.id);
    expect(done).toMatchObject({ status: 'FAILED', failureReason: 'OFFRAMP_FAILED' });
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(100_000);
  });

  it('any other suffix completes: balance debited, settledAt set, reconciliation reference present', async () => {
    const s = await setup('000');
    const res = await api.call<Tx>('POST', '/transfer-out', { ...outBody(s, 2_500), description: 'Payout' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'COMPLETED',
      receivedAmount: { amount: 2_500, currency: { code: 'USD' } },
      description: 'Payout',
      customerId: s.customerId,
    });
    expect(res.body.failureReason).toBeUndefined();
    expect(res.body.settledAt).toBeTruthy();
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(97_500);
    expect(await getTx(res.body.id)).toEqual(res.body);
  });

  it('more than the balance is 400 INSUFFICIENT_FUNDS and no transaction is made', async () => {
    const s = await setup('000', 1_000);
    const res = await api.call('POST', '/transfer-out', outBody(s, 1_001));
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('INSUFFICIENT_FUNDS');
    const list = await api.call<{ totalCount: number }>('GET', `/transactions?customerId=${s.customerId}`);
    expect(list.body.totalCount).toBe(0);
  });

  it('an EMBEDDED_WALLET source is refused: its funds move only by a signed quote', async () => {
    const s = await setup('000');
    const res = await api.call('POST', '/transfer-out', { ...outBody(s), source: { accountId: s.walletId } });
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('EMBEDDED_WALLET_SOURCE_NOT_ALLOWED');
  });

  it('a different currency is 400 CURRENCY_MISMATCH; bad bodies are 400 INVALID_INPUT', async () => {
    const s = await setup('000');
    const eur = await fiatAccount(api, s.customerId, 'EUR', 1000);
    const mismatch = await api.call('POST', '/transfer-out', { ...outBody(s), source: { accountId: eur } });
    expect(mismatch.body['code']).toBe('CURRENCY_MISMATCH');
    for (const body of [
      { ...outBody(s), amount: 0 },
      { ...outBody(s), amount: 9_000_000_000_000_001 },
      { ...outBody(s), amount: 1.5 },
      { ...outBody(s), source: {} },
      { ...outBody(s), destination: { accountId: 'ExternalAccount:nope' } },
    ]) {
      const res = await api.call('POST', '/transfer-out', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body['code']).toBe('INVALID_INPUT');
    }
  });

  it('Idempotency-Key: a repeat returns the first transaction and moves the balance once', async () => {
    const s = await setup('000');
    const a = await api.call<Tx>('POST', '/transfer-out', outBody(s, 1_000), { 'Idempotency-Key': 'to-1' });
    const b = await api.call<Tx>('POST', '/transfer-out', outBody(s, 1_000), { 'Idempotency-Key': 'to-1' });
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(99_000);
    const other = await api.call('POST', '/transfer-out', outBody(s, 2_000), { 'Idempotency-Key': 'to-1' });
    expect(other.status).toBe(409);
  });
});

describe('POST /transfer-in: the same suffix patterns', () => {
  it.each([
    ['002', 'FAILED'],
    ['003', 'FAILED'],
    ['004', 'REJECTED'],
  ])('suffix %s → %s; nothing is credited', async (suffix, status) => {
    const s = await setup(suffix, 0);
    const res = await api.call<Tx>('POST', '/transfer-in', inBody(s));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status, type: 'INCOMING', failureReason: 'PAY_REQUEST_FAILED' });
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(0);
  });

  it('suffix 005 stays pending about 30 s, then fails without credit', async () => {
    const s = await setup('005', 0);
    const res = await api.call<Tx>('POST', '/transfer-in', inBody(s));
    await advance(api, 29);
    expect((await getTx(res.body.id)).status).toBe('PROCESSING');
    await advance(api, 2);
    expect((await getTx(res.body.id)).status).toBe('FAILED');
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(0);
  });

  it('other suffixes credit the internal account (also an EMBEDDED_WALLET, which may receive)', async () => {
    const s = await setup('000', 0);
    const res = await api.call<Tx>('POST', '/transfer-in', inBody(s, 7_000));
    expect(res.body.status).toBe('COMPLETED');
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(7_000);
    const toWallet = await api.call<Tx>('POST', '/transfer-in', {
      ...inBody(s, 500),
      destination: { accountId: s.walletId },
    });
    expect(toWallet.body.status).toBe('COMPLETED');
    expect(await balanceOf(api, s.customerId, s.walletId)).toBe(500);
  });
});

describe('transfers and transactions', () => {
  it('a transfer-out without amount moves the whole available balance; with none left it is 400', async () => {
    const { customerId } = await createCustomer(api);
    const fiat = await fiatAccount(api, customerId, 'USD', 12_345);
    const ext = await createExternal(api, customerId, usdAccountInfo());
    const body = { source: { accountId: fiat }, destination: { accountId: ext.id } };
    const out = await api.call('POST', '/transfer-out', body);
    expect(out.status, out.text).toBe(201);
    expect(out.body).toMatchObject({ status: 'COMPLETED', sentAmount: { amount: 12_345 } });
    expect(await balanceOf(api, customerId, fiat)).toBe(0);
    const empty = await api.call('POST', '/transfer-out', body);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ details: { errors: [{ field: 'amount' }] } });
    const transferIn = await api.call('POST', '/transfer-in', {
      source: { accountId: ext.id },
      destination: { accountId: fiat },
    });
    expect(transferIn.status).toBe(400);
  });

  it('GET /transactions filters by platformCustomerId', async () => {
    const platformCustomerId = `pcid-${Math.random().toString(36).slice(2, 8)}`;
    const mine = await createCustomer(api, { platformCustomerId });
    const other = await createCustomer(api);
    for (const c of [mine, other]) {
      const fiat = await fiatAccount(api, c.customerId, 'USD', 100);
      const ext = await createExternal(api, c.customerId, usdAccountInfo());
      const res = await api.call('POST', '/transfer-out', {
        source: { accountId: fiat },
        destination: { accountId: ext.id },
        amount: 100,
      });
      expect(res.status, res.text).toBe(201);
    }
    const list = await api.call<{ data: Array<{ customerId: string }> }>(
      'GET',
      `/transactions?platformCustomerId=${platformCustomerId}`,
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.length).toBe(1);
    expect(list.body.data[0]!.customerId).toBe(mine.customerId);
  });
});

describe('GET /transactions', () => {
  it('filters by customer, account, type, status and reference; sorts desc by default; paginates', async () => {
    const s = await setup('000');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await api.call<Tx>('POST', '/transfer-out', outBody(s, 100))).body.id);
    const inbound = await api.call<Tx>('POST', '/transfer-in', inBody(s, 100));
    const all = await api.call<{ data: Tx[]; totalCount: number; hasMore: boolean; nextCursor?: string }>(
      'GET',
      `/transactions?customerId=${s.customerId}&limit=2`,
    );
    expect(all.body.totalCount).toBe(4);
    expect(all.body.data.map((t) => t.id)).toEqual([inbound.body.id, ids[2]]);
    const next = await api.call<{ data: Tx[]; hasMore: boolean }>(
      'GET',
      `/transactions?customerId=${s.customerId}&limit=2&cursor=${all.body.nextCursor}`,
    );
    expect(next.body.data.map((t) => t.id)).toEqual([ids[1], ids[0]]);
    expect(next.body.hasMore).toBe(false);
    const asc = await api.call<{ data: Tx[] }>(
      'GET',
      `/transactions?customerId=${s.customerId}&sortOrder=asc&limit=1`,
    );
    expect(asc.body.data[0]!.id).toBe(ids[0]);
    const incoming = await api.call<{ data: Tx[] }>(
      'GET',
      `/transactions?customerId=${s.customerId}&type=INCOMING`,
    );
    expect(incoming.body.data.map((t) => t.id)).toEqual([inbound.body.id]);
    const byRef = await api.call<{ data: Tx[] }>(
      'GET',
      `/transactions?reference=${inbound.body.reconciliationInstructions!.reference}`,
    );
    expect(byRef.body.data.map((t) => t.id)).toEqual([inbound.body.id]);
    const sent = await api.call<{ totalCount: number }>(
      'GET',
      `/transactions?senderAccountIdentifier=${encodeURIComponent(s.internalId)}`,
    );
    expect(sent.body.totalCount).toBe(3);
    for (const bad of [
      'status=DONE',
      'type=SIDEWAYS',
      'sortOrder=up',
      'startDate=yesterday',
      'limit=0',
      'limit=101',
    ]) {
      expect((await api.call('GET', `/transactions?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('cursors', () => {
  it('GET /transactions pages newest first, and a cursor only works with the sortOrder it came from', async () => {
    const { customerId } = await createCustomer(api);
    const internal = await fiatAccount(api, customerId);
    const external = await createExternal(api, customerId, usdAccountInfo());
    for (let i = 1; i <= 5; i++) {
      const res = await api.call('POST', '/transfer-in', {
        source: { accountId: external.id },
        destination: { accountId: internal },
        amount: i,
      });
      expect(res.status, res.text).toBe(201);
    }
    type P = { data: Array<{ receivedAmount: { amount: number } }>; hasMore: boolean; nextCursor?: string };
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const q = `customerId=${customerId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.call<P>('GET', `/transactions?${q}`);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.body.data.map((t) => t.receivedAmount.amount));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1]);

    const desc = await api.call<P>('GET', `/transactions?customerId=${customerId}&limit=2`);
    const asc = await api.call<P>('GET', `/transactions?customerId=${customerId}&limit=2&sortOrder=asc`);
    const wrong1 = await api.call(
      'GET',
      `/transactions?customerId=${customerId}&sortOrder=asc&cursor=${desc.body.nextCursor}`,
    );
    const wrong2 = await api.call(
      'GET',
      `/transactions?customerId=${customerId}&cursor=${asc.body.nextCursor}`,
    );
    for (const wrong of [wrong1, wrong2]) {
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'cursor' }] } });
    }
  });
});

describe('lists with the SDK’s filter names', () => {
  it('GET /transactions?status=SENT (a status the SDK types) finds nothing instead of a 400', async () => {
    const sent = await api.call<Page>('GET', '/transactions?status=SENT');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ data: [], totalCount: 0 });
    expect((await api.call('GET', '/transactions?status=DELIVERED')).status).toBe(400);
  });
});
