/**
 * `--state file.json`: a snapshot (`file.json`, the whole state as one JSON document) plus an
 * append-only journal beside it (`file.json.journal.<n>`, one JSON line per committed write). A write's
 * response waits until its line is fdatasync'd; concurrent writes share syncs (group commit). When the
 * journal outgrows the snapshot, a background compaction writes a new snapshot a chunk at a time
 * between requests (temp file, fsync, rename, fsync of the directory) and drops the old journals. So a
 * write costs the same whatever the size of the state, and a crash at any moment loses nothing that
 * was acknowledged: at start the snapshot is read and the journals replayed (a torn last line ignored).
 * A file of the older single-file format is a snapshot without journals and loads as it is.
 */
import { rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SandboxApp } from './app.js';
import { listJournals, syncDir, tempPath } from './store/files.js';
import { JournalWriter } from './store/journal.js';
import { loadStore } from './store/load.js';
import { SnapshotWriter, writeSnapshotSync } from './store/snapshot.js';

/** Journal bytes below which no compaction starts, whatever the snapshot's size. */
export const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

/** Options of the state file: when its journal is compacted into a snapshot. */
export interface StateStoreOptions {
  /** Compact once the journal exceeds max(this, the snapshot's size). Default {@link MIN_COMPACT_BYTES}. */
  compactAfterBytes?: number;
}

/** A persisted state, attached to an app. */
export interface StateStore {
  /** Writes a full snapshot now and drops the journals (synchronous; prefer `close()`). */
  flush(): void;
  /** Compacts now (in the background way: chunks between requests); resolves when done. */
  compact(): Promise<void>;
  /** Waits for queued journal writes, writes a final snapshot, releases the files. */
  close(): Promise<void>;
  /** Stops persisting without a final snapshot: the files stay as a crash would leave them. */
  release(): Promise<void>;
  /** Current journal index and size, and the last snapshot's size (tests and the bench read them). */
  stats(): { journal: number; journalBytes: number; snapshotBytes: number; compactions: number };
}

/** Loads `path` (snapshot and journals) into the app when it exists; returns whether it did. */
export function loadStateFile(app: SandboxApp, path: string): boolean {
  return loadStore(app, path).found;
}

/** Writes the app's whole state to `path` as a snapshot (atomic), with no journal to replay. */
export function saveStateFile(app: SandboxApp, path: string): void {
  writeSnapshotSync(app.state, path, nextFreeJournal(path), app.clock.offset);
  for (const j of listJournals(path)) rmSync(j.path, { force: true });
}

/** Persists the app to `path`: loads it, then journals every committed write. */
export function attachStateFile(app: SandboxApp, path: string, options: StateStoreOptions = {}): StateStore {
  const loaded = loadStore(app, path);
  let snapshotBytes = loaded.snapshotBytes;
  // A fresh store starts with a snapshot (the keys must survive); new lines never go to an old journal.
  if (!loaded.found) snapshotBytes = writeSnapshotSync(app.state, path, loaded.nextJournal, app.clock.offset);
  const threshold = (): number => Math.max(options.compactAfterBytes ?? MIN_COMPACT_BYTES, snapshotBytes);
  let compacting: Promise<void> | undefined;
  let compactions = 0;
  let closed = false;

  const journal = new JournalWriter(path, loaded.nextJournal, () => {
    if (!closed && !compacting && journal.bytes > threshold()) void compact();
  });
  let lastClock = app.clock.offset;
  app.state.onCommit = (ops) => {
    lastClock = app.clock.offset;
    journal.append(`{"clock":${lastClock},"ops":[${ops.join(',')}]}\n`);
  };
  app.whenDurable = () => {
    // A clock change alone (advance with nothing due) is a write too.
    if (app.clock.offset !== lastClock) app.state.onCommit?.([]);
    return journal.whenDurable();
  };

  const compact = (): Promise<void> =>
    (compacting ??= compactInBackground(app, path, journal)
      .then((bytes) => {
        snapshotBytes = bytes;
        compactions++;
      })
      .catch((err: unknown) => console.error(`keyhold-sandbox: compaction of ${path} failed`, err))
      .finally(() => {
        compacting = undefined;
      }));

  const flush = (): void => {
    const next = journal.rotate();
    snapshotBytes = writeSnapshotSync(app.state, path, next, app.clock.offset);
    for (const j of listJournals(path)) if (j.index < next) rmSync(j.path, { force: true });
  };

  return {
    flush,
    compact,
    close: async () => {
      if (closed) return;
      closed = true;
      await compacting;
      await journal.close();
      flush();
      app.state.onCommit = undefined;
      app.whenDurable = undefined;
    },
    release: async () => {
      closed = true;
      app.state.onCommit = undefined;
      app.whenDurable = undefined;
      await compacting;
      await journal.close();
    },
    stats: () => ({ journal: journal.index, journalBytes: journal.bytes, snapshotBytes, compactions }),
  };
}

/**
 * Rotates the journal at a write boundary, writes the state chunk by chunk (each chunk inside the
 * app's lock, so it sees no half-done write) into a temp file, then fsync, rename, fsync the directory,
 * and deletes the journals the snapshot covers. Changes made meanwhile are in the new journal, which
 * the snapshot names as the first to replay: replaying a change already in the snapshot is harmless.
 */
async function compactInBackground(app: SandboxApp, path: string, journal: JournalWriter): Promise<number> {
  const { writer, first } = await app.locked(() => {
    const next = journal.rotate();
    return Promise.resolve({
      writer: new SnapshotWriter(app.state, next, () => app.clock.offset),
      first: next,
    });
  });
  const temp = tempPath(path);
  const handle = await open(temp, 'w', 0o600);
  let bytes = 0;
  try {
    while (!writer.done) {
      const chunk = await app.locked(() => Promise.resolve(writer.next(500)));
      const buffer = Buffer.from(chunk, 'utf8');
      await handle.write(buffer);
      bytes += buffer.length;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  await syncDir(dirname(path));
  for (const j of listJournals(path)) if (j.index < first) rmSync(j.path, { force: true });
  return bytes;
}

function nextFreeJournal(path: string): number {
  const journals = listJournals(path);
  return journals.length === 0 ? 1 : journals[journals.length - 1]!.index + 1;
}
