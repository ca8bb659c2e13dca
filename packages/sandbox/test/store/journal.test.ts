/**
 * The `--state` store on real files: journal lines on disk before the response, torn and corrupt
 * journal lines, compaction (also under concurrent writes), the older single-file format.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachStateFile, createSandbox, type Sandbox, type StateStore } from '../../src/index.js';
import { listJournals } from '../../src/store/files.js';
import { basicAuth } from '../support/api.js';

const dir = mkdtempSync(join(tmpdir(), 'keyhold-store-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;

const freshPath = (): string => join(dir, `state-${++files}.json`);

interface Opened {
  sandbox: Sandbox;
  store: StateStore;
}

/** A sandbox persisted at `path`. Dropping it without `close()` is what a crash leaves on disk. */
function open(path: string, compactAfterBytes?: number): Opened {
  const sandbox = createSandbox();
  const store = attachStateFile(
    sandbox.app,
    path,
    compactAfterBytes === undefined ? {} : { compactAfterBytes },
  );
  return { sandbox, store };
}

async function call(sandbox: Sandbox, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: basicAuth() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return sandbox.handler(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

async function createCustomer(sandbox: Sandbox, platformCustomerId: string): Promise<string> {
  const res = await call(sandbox, 'POST', '/2025-10-13/customers', {
    platformCustomerId,
    customerType: 'INDIVIDUAL',
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Drops a sandbox the way a crash would: no final snapshot, the files as they are. */
async function crash(opened: Opened): Promise<void> {
  opened.sandbox.close();
  await opened.store.release();
}

/** What a fresh process would load from `path` (the store is attached, so it must load). */
function reload(path: string): Opened {
  return open(path);
}

describe('the --state journal', () => {
  it('an acknowledged write is on disk when its response arrives', async () => {
    const path = freshPath();
    const first = open(path);
    const id = await createCustomer(first.sandbox, 'durable-1');
    // Read the files now, synchronously: nothing may still be waiting in memory.
    const again = reload(path);
    expect(again.sandbox.state.customers.get(id)?.platformCustomerId).toBe('durable-1');
    await crash(first);
    await crash(again);
  });

  it('a torn last line is ignored, later writes go to a new journal, and the store keeps loading', async () => {
    const path = freshPath();
    const first = open(path);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createCustomer(first.sandbox, `torn-${i}`));
    const advanced = await call(first.sandbox, 'POST', '/_sandbox/clock/advance', { seconds: 3600 });
    expect(advanced.status).toBe(200);
    await crash(first);
    const [journal] = listJournals(path);
    expect(journal).toBeDefined();
    // A crash in the middle of appending a line:
    appendFileSync(journal!.path, '{"clock":0,"ops":[["s","customers",99,{"id":"Customer:torn","platfo');

    const second = reload(path);
    expect(ids.map((id) => second.sandbox.state.customers.has(id))).toEqual([true, true, true]);
    expect(second.sandbox.state.customers.has('Customer:torn')).toBe(false);
    expect(second.sandbox.clock.offset).toBeGreaterThanOrEqual(3600_000);
    const later = await createCustomer(second.sandbox, 'torn-later');
    await crash(second);
    const journals = listJournals(path);
    expect(journals.length).toBe(2);
    expect(readFileSync(journals[0]!.path, 'utf8').endsWith('"platfo')).toBe(true);

    const third = reload(path);
    expect([...ids, later].every((id) => third.sandbox.state.customers.has(id))).toBe(true);
    expect(third.sandbox.state.customers.size).toBe(4);
    await crash(third);
  });

  it('an unreadable line before the end is corruption: the load stops and names the file and line', async () => {
    const path = freshPath();
    const first = open(path);
    await createCustomer(first.sandbox, 'corrupt-1');
    await createCustomer(first.sandbox, 'corrupt-2');
    await crash(first);
    const journal = listJournals(path)[0]!.path;
    const lines = readFileSync(journal, 'utf8').split('\n');
    lines[0] = lines[0]!.slice(0, 20);
    writeFileSync(journal, lines.join('\n'));
    expect(() => reload(path)).toThrow(new RegExp(`journal\\.1 line 1 is corrupt`));
    // Well-formed JSON that is not a journal entry is refused too.
    writeFileSync(journal, '{"clock":0,"ops":[["s","customers","x",null]]}\n{"clock":0,"ops":[]}\n');
    expect(() => reload(path)).toThrow(/line 1 is corrupt/);
  });

  it('journals without their state file are refused rather than guessed at', () => {
    const path = freshPath();
    writeFileSync(`${path}.journal.3`, '{"clock":0,"ops":[]}\n');
    expect(() => reload(path)).toThrow(/is missing but its journals exist/);
  });

  it('loads the single-file format of earlier versions and starts a journal beside it', async () => {
    const path = freshPath();
    const template = createSandbox();
    const customer = {
      id: 'Customer:old-format',
      platformCustomerId: 'old-format',
      customerType: 'INDIVIDUAL',
      umaAddress: '$old-format@sandbox.keyhold.dev',
      currencies: ['USD'],
      kycStatus: 'APPROVED',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      isDeleted: false,
    };
    writeFileSync(
      path,
      JSON.stringify({
        version: 1,
        meta: template.state.meta,
        collections: { customers: { nextSeq: 2, items: [[1, customer]] } },
        clockOffsetMs: 5000,
        savedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    template.close();
    const opened = reload(path);
    expect(opened.sandbox.state.customers.get(customer.id)?.platformCustomerId).toBe('old-format');
    expect(opened.sandbox.clock.offset).toBe(5000);
    expect(opened.sandbox.state.meta.organizationId).toBe(template.state.meta.organizationId);
    const next = await createCustomer(opened.sandbox, 'after-old-format');
    expect(opened.sandbox.state.customers.seqOf(next)).toBe(2);
    expect(listJournals(path).map((j) => j.index)).toEqual([1]);
    await opened.store.close();
    // After a clean close the state file alone holds everything, in the same format.
    expect(listJournals(path)).toEqual([]);
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { version: number; collections: object };
    expect(parsed.version).toBe(1);
    opened.sandbox.close();
    const last = reload(path);
    expect(last.sandbox.state.customers.size).toBe(2);
    await crash(last);
  });
});

describe('compaction', () => {
  it('folds the journal into a new state file, drops old journals, and a reload sees every write', async () => {
    const path = freshPath();
    const first = open(path, 1024);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await createCustomer(first.sandbox, `compact-${i}`));
    await expect.poll(() => first.store.stats().compactions, { timeout: 10_000 }).toBeGreaterThan(0);
    await first.store.compact();
    const journals = listJournals(path);
    expect(journals.length).toBeLessThanOrEqual(1);
    const snapshot = JSON.parse(readFileSync(path, 'utf8')) as { journal: number };
    expect(snapshot.journal).toBe(first.store.stats().journal);
    await crash(first);
    const again = reload(path);
    expect(ids.every((id) => again.sandbox.state.customers.has(id))).toBe(true);
    expect(again.sandbox.state.customers.size).toBe(60);
    await crash(again);
  });

  it('writes acknowledged while a compaction runs survive a crash right after it', async () => {
    const path = freshPath();
    const first = open(path, 1 << 30);
    const before: string[] = [];
    for (let i = 0; i < 300; i++) before.push(await createCustomer(first.sandbox, `during-${i}`));
    const compaction = first.store.compact();
    const during = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createCustomer(first.sandbox, `concurrent-${i}`)),
    );
    // Also change records the compaction may already have written.
    const deleted = await call(first.sandbox, 'DELETE', `/2025-10-13/customers/${before[0]}`);
    expect(deleted.status).toBe(200);
    await compaction;
    expect(first.store.stats().compactions).toBe(1);
    await crash(first);
    const again = reload(path);
    expect([...before, ...during].every((id) => again.sandbox.state.customers.has(id))).toBe(true);
    expect(again.sandbox.state.customers.get(before[0]!)?.isDeleted).toBe(true);
    await crash(again);
  });
});
