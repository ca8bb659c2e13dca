/**
 * File names and fsync helpers of a `--state` store: the snapshot is the path the user gave
 * (`state.json`), journals sit beside it (`state.json.journal.<n>`), temp files are dot-files.
 */
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export function journalPath(statePath: string, index: number): string {
  return `${statePath}.journal.${index}`;
}

export function tempPath(statePath: string): string {
  return join(dirname(statePath), `.${basename(statePath)}.${process.pid}.tmp`);
}

/** The journals beside `statePath`, oldest first. */
export function listJournals(statePath: string): Array<{ index: number; path: string }> {
  const prefix = `${basename(statePath)}.journal.`;
  let names: string[];
  try {
    names = readdirSync(dirname(statePath));
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(prefix) && /^\d{1,15}$/.test(n.slice(prefix.length)))
    .map((n) => ({ index: Number(n.slice(prefix.length)), path: join(dirname(statePath), n) }))
    .sort((a, b) => a.index - b.index);
}

/** Makes a rename or a new file in `dir` durable. */
export function syncDirSync(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
