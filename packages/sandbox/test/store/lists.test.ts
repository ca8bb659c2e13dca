/**
 * Ordered indexes: records re-filed when a write changes them in place, walks in both orders from a
 * cursor, bounded trimming; and through the HTTP surface, the list that depends on re-filing
 * (deleted customers) and the bounded webhook log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collection, SandboxState } from '../../src/index.js';
import { newMeta } from '../../src/host/context.js';
import { createCustomer, startApi, type Api } from '../support/api.js';

interface Row {
  id: string;
  group: string;
}

describe('Collection indexes', () => {
  it('walks an index key in insertion order from a cursor, both ways, and counts it', () => {
    const c = new Collection<Row>();
    c.defineIndex('group', (r) => r.group);
    for (let i = 1; i <= 6; i++) c.set({ id: `r${i}`, group: i % 2 === 0 ? 'even' : 'odd' });
    const ids = (o: Parameters<typeof c.walk>[0]) => [...c.walk(o)].map(([, r]) => r.id);
    expect(ids({ index: 'group', key: 'even' })).toEqual(['r2', 'r4', 'r6']);
    expect(ids({ index: 'group', key: 'even', from: c.seqOf('r2') })).toEqual(['r4', 'r6']);
    expect(ids({ index: 'group', key: 'odd', order: 'desc' })).toEqual(['r5', 'r3', 'r1']);
    expect(ids({ index: 'group', key: 'odd', order: 'desc', from: c.seqOf('r5') })).toEqual(['r3', 'r1']);
    expect(ids({ order: 'desc', from: c.seqOf('r3') })).toEqual(['r2', 'r1']);
    expect(ids({ index: 'group', key: 'none' })).toEqual([]);
    expect(c.count({ index: 'group', key: 'odd' })).toBe(3);
    c.delete('r3');
    expect(ids({ index: 'group', key: 'odd' })).toEqual(['r1', 'r5']);
    expect(() => ids({ index: 'nope', key: 'x' })).toThrow(/No index nope/);
  });

  it('a record changed in place by a write moves to its new key when the write commits', async () => {
    const state = new SandboxState(newMeta());
    const c = state.collection<Row>('rows');
    c.defineIndex('group', (r) => r.group);
    await state.run(() => Promise.resolve(c.set({ id: 'a', group: 'x' })));
    await state.run(() => {
      c.get('a')!.group = 'y';
      return Promise.resolve();
    });
    expect(c.count({ index: 'group', key: 'x' })).toBe(0);
    expect([...c.walk({ index: 'group', key: 'y' })].map(([, r]) => r.id)).toEqual(['a']);
    // A read-only run hands records out untracked: what it changes is not re-filed (nor journaled).
    await state.run(() => {
      c.get('a')!.group = 'z';
      return Promise.resolve();
    }, 'read');
    expect(c.count({ index: 'group', key: 'y' })).toBe(1);
    expect(c.count({ index: 'group', key: 'z' })).toBe(0);
  });

  it('trim keeps the newest records of a key', () => {
    const c = new Collection<Row>();
    c.defineIndex('group', (r) => r.group);
    for (let i = 1; i <= 5; i++) c.set({ id: `t${i}`, group: 'g' });
    c.set({ id: 'other', group: 'h' });
    expect(c.trim('group', 'g', 2)).toBe(3);
    expect([...c.walk({ index: 'group', key: 'g' })].map(([, r]) => r.id)).toEqual(['t4', 't5']);
    expect(c.has('other')).toBe(true);
  });
});

describe('lists over indexes, through HTTP', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('a deleted customer leaves the default list and its count, and stays under isIncludingDeleted', async () => {
    const before = (await api.call<{ totalCount: number }>('GET', '/customers?limit=1')).body.totalCount;
    const { customerId } = await createCustomer(api);
    await createCustomer(api);
    expect((await api.call('DELETE', `/customers/${customerId}`)).status).toBe(200);
    const live = await api.call<{ totalCount: number; data: Array<{ id: string }> }>(
      'GET',
      '/customers?limit=100',
    );
    expect(live.body.totalCount).toBe(before + 1);
    expect(live.body.data.some((c) => c.id === customerId)).toBe(false);
    const all = await api.call<{ totalCount: number; data: Array<{ id: string }> }>(
      'GET',
      '/customers?limit=100&isIncludingDeleted=true',
    );
    expect(all.body.totalCount).toBe(before + 2);
    expect(all.body.data.some((c) => c.id === customerId)).toBe(true);
  });

  it('the webhook log keeps the newest 100 events sent without an endpoint', async () => {
    const first = await api.control<{ id: string }>('POST', '/webhooks/test');
    for (let i = 0; i < 100; i++) expect((await api.control('POST', '/webhooks/test')).status).toBe(201);
    const log = await api.control<{ totalCount: number }>('GET', '/webhooks?status=NO_ENDPOINT&limit=1');
    expect(log.body.totalCount).toBe(100);
    expect((await api.control('GET', `/webhooks/${first.body.id}`)).status).toBe(404);
  });
});
