/**
 * Loading a `--state` store: the snapshot, then every journal from the one it names, line by line.
 * A crash can only tear the last line of a journal (lines are appended whole, and a journal is never
 * appended to again after a restart or a failed write), so an unreadable last line is ignored; an
 * unreadable line anywhere else is corruption and stops the load with its file and line.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { SandboxApp } from '../app.js';
import { STATE_VERSION } from '../state.js';
import { listJournals } from './files.js';
import type { SnapshotFile } from './snapshot.js';

export interface LoadResult {
  /** Whether a snapshot was found. */
  found: boolean;
  /** The journal index the next writes should use (never one that exists). */
  nextJournal: number;
  /** Size of the snapshot file in bytes. */
  snapshotBytes: number;
  /** Journal lines replayed, and torn last lines ignored. */
  replayed: number;
  torn: number;
}

/** One journal line: the clock offset after the write and its operations. */
interface JournalLine {
  clock: number;
  ops: unknown[][];
}

export function readSnapshot(path: string): { snapshot: SnapshotFile; bytes: number } | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  let snapshot: SnapshotFile;
  try {
    snapshot = JSON.parse(text) as SnapshotFile;
  } catch {
    throw new Error(`${path} is not a keyhold-sandbox state file (version ${STATE_VERSION}): not JSON.`);
  }
  if (
    typeof snapshot !== 'object' ||
    snapshot === null ||
    snapshot.version !== STATE_VERSION ||
    typeof snapshot.meta !== 'object' ||
    typeof snapshot.collections !== 'object' ||
    (snapshot.journal !== undefined && !Number.isSafeInteger(snapshot.journal))
  ) {
    throw new Error(`${path} is not a keyhold-sandbox state file (version ${STATE_VERSION}).`);
  }
  return { snapshot, bytes: Buffer.byteLength(text) };
}

/** Loads the store at `path` into `app` (snapshot + journals). Throws on corruption. */
export function loadStore(app: SandboxApp, path: string): LoadResult {
  const read = readSnapshot(path);
  const journals = listJournals(path);
  if (!read) {
    if (journals.length > 0)
      throw new Error(`${path} is missing but its journals exist (${journals[0]!.path}): refusing to guess.`);
    return { found: false, nextJournal: 1, snapshotBytes: 0, replayed: 0, torn: 0 };
  }
  const { snapshot, bytes } = read;
  const first = snapshot.journal ?? 0;
  app.state.load(snapshot);
  let clock = snapshot.clockOffsetMs ?? 0;
  let replayed = 0;
  let torn = 0;
  let last = first - 1;
  for (const journal of journals) {
    if (journal.index < first) {
      // Already in the snapshot (a crash came between its rename and this delete).
      rmSync(journal.path, { force: true });
      continue;
    }
    last = journal.index;
    const lines = readFileSync(journal.path, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!;
      if (text === '') continue;
      const entry = parseLine(text);
      if (entry === undefined) {
        if (lines.slice(i + 1).every((rest) => rest === '')) {
          torn++;
          continue;
        }
        throw new Error(`${journal.path} line ${i + 1} is corrupt (not a complete journal entry).`);
      }
      for (const op of entry.ops) app.state.apply(op);
      clock = entry.clock;
      replayed++;
    }
  }
  app.state.settle();
  app.clock.setOffset(clock);
  app.armTimers();
  return { found: true, nextJournal: Math.max(last + 1, first, 1), snapshotBytes: bytes, replayed, torn };
}

function parseLine(text: string): JournalLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { clock, ops } = value as Partial<JournalLine>;
  if (typeof clock !== 'number' || !Array.isArray(ops)) return undefined;
  const valid = ops.every(
    (op) =>
      Array.isArray(op) &&
      typeof op[1] === 'string' &&
      ((op[0] === 'c' && op.length === 2) ||
        (op[0] === 'd' && op.length === 3 && typeof op[2] === 'string') ||
        (op[0] === 's' && op.length === 4 && Number.isSafeInteger(op[2]) && isRecord(op[3]))),
  );
  return valid ? { clock, ops } : undefined;
}

function isRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}
