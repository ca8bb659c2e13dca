/**
 * Crash test: a real `keyhold-sandbox --state` process under 20 concurrent writers is killed with
 * SIGKILL mid-way (twice, the second time after restarting on the first crash's files); every write
 * it acknowledged must be there after the restart, and the state must load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../../src/testing.js';
import { basicAuth } from '../support/api.js';

const dir = mkdtempSync(join(tmpdir(), 'keyhold-crash-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WRITERS = 20;

/** How long the writers run before the kill (bounded load: 20 connections, two seconds). */
const RUN_MS = 2000;

interface Acked {
  id: string;
  platformCustomerId: string;
}

/** Runs WRITERS sequential writers against `proc` until it dies; returns what it acknowledged. */
async function writeUntilKilled(proc: SandboxProcess, round: number): Promise<Acked[]> {
  const acked: Acked[] = [];
  let killed = false;
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; !killed; i++) {
      const platformCustomerId = `crash-${round}-${w}-${i}`;
      let res: Response;
      try {
        res = await fetch(`${proc.baseUrl}/customers`, {
          method: 'POST',
          headers: { authorization: basicAuth(), 'content-type': 'application/json' },
          body: JSON.stringify({ platformCustomerId, customerType: 'INDIVIDUAL' }),
        });
      } catch {
        return; // the process is gone: this write was never acknowledged
      }
      if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { id: string };
      acked.push({ id: body.id, platformCustomerId });
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await sleep(RUN_MS);
  process.kill(proc.pid, 'SIGKILL');
  killed = true;
  await running;
  await proc.close();
  return acked;
}

async function missing(proc: SandboxProcess, acked: Acked[]): Promise<Acked[]> {
  const lost: Acked[] = [];
  for (let i = 0; i < acked.length; i += WRITERS) {
    await Promise.all(
      acked.slice(i, i + WRITERS).map(async (a) => {
        const res = await fetch(`${proc.baseUrl}/customers/${a.id}`, {
          headers: { authorization: basicAuth() },
        });
        const body = (await res.json()) as { platformCustomerId?: string };
        if (res.status !== 200 || body.platformCustomerId !== a.platformCustomerId) lost.push(a);
      }),
    );
  }
  return lost;
}

describe('crash safety of --state', () => {
  // Three process starts and a few seconds of writes: bounded, but slow on a busy machine.
  it(
    'kill -9 under 20 concurrent writers loses no acknowledged write, twice in a row',
    { timeout: 120_000 },
    async () => {
      const path = join(dir, 'crash.json');
      // A small compaction threshold, so the kills may land during a compaction too.
      const args = ['--state', path, '--compact-after', '32768', '--quiet'];
      const acked: Acked[] = [];
      for (let round = 1; round <= 2; round++) {
        const proc = await startSandboxProcess(args);
        acked.push(...(await writeUntilKilled(proc, round)));
      }
      expect(acked.length).toBeGreaterThan(WRITERS);
      const restarted = await startSandboxProcess(args);
      try {
        expect(await missing(restarted, acked)).toEqual([]);
        const list = await fetch(`${restarted.baseUrl}/customers?limit=1`, {
          headers: { authorization: basicAuth() },
        });
        const { totalCount } = (await list.json()) as { totalCount: number };
        // At most one unacknowledged write per writer per round may have made it to disk as well.
        expect(totalCount).toBeGreaterThanOrEqual(acked.length);
        expect(totalCount).toBeLessThanOrEqual(acked.length + 2 * WRITERS);
      } finally {
        await restarted.close();
      }
    },
  );

  it('--compact-after takes a byte count from 1024 and needs --state (exit code 2 otherwise)', async () => {
    const path = join(dir, 'flags.json');
    await expect(startSandboxProcess(['--state', path, '--compact-after', '100'])).rejects.toThrow(
      /--compact-after must be an integer from 1024/,
    );
    await expect(startSandboxProcess(['--state', path, '--compact-after', '4k'])).rejects.toThrow(
      /exited with code 2/,
    );
    await expect(startSandboxProcess(['--compact-after', '4096'])).rejects.toThrow(
      /--compact-after needs --state/,
    );
  });
});
