/**
 * Snapshot writing: the whole state as one JSON document (the single-file format `--state` always had,
 * plus `journal`: the first journal to replay over it), written to a temp file, fsync'd, renamed over
 * the state file, and the directory fsync'd. `SnapshotWriter` produces it in chunks so a background
 * compaction can serialize a little at a time between requests.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Collection, CollectionSnapshot } from '../collection.js';
import { STATE_VERSION, type SandboxState } from '../state.js';
import { syncDirSync, tempPath } from './files.js';

export interface SnapshotFile {
  version: number;
  meta: SandboxState['meta'];
  collections: Record<string, CollectionSnapshot<{ id: string }>>;
  clockOffsetMs?: number;
  savedAt?: string;
  /** The first journal to replay over this snapshot (absent in files older than journals: 0). */
  journal?: number;
}

/** Serializes a state chunk by chunk; each chunk sees the state between two writes. */
export class SnapshotWriter {
  private readonly collections: Array<[string, Collection<{ id: string }>]>;
  private readonly pending: Array<[string, CollectionSnapshot<{ id: string }>]>;
  private position = 0;
  private after = 0;
  private started = false;
  private inItems = false;
  private first = true;
  done = false;

  constructor(
    private readonly state: SandboxState,
    private readonly journal: number,
    private readonly clockOffset: () => number,
  ) {
    const { collections, pending } = state.entries();
    this.collections = collections;
    this.pending = pending;
  }

  /** The next piece of JSON text, of about `budget` records. */
  next(budget = 500): string {
    const parts: string[] = [];
    if (!this.started) {
      this.started = true;
      parts.push(
        `{"version":${STATE_VERSION},"journal":${this.journal},"meta":${JSON.stringify(this.state.meta)},"collections":{`,
      );
      for (const [name, snapshot] of this.pending) {
        parts.push(`${this.first ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(snapshot)}`);
        this.first = false;
      }
    }
    let left = budget;
    while (left > 0 && this.position < this.collections.length) {
      const [name, collection] = this.collections[this.position]!;
      if (!this.inItems) {
        parts.push(`${this.first ? '' : ','}${JSON.stringify(name)}:{"items":[`);
        this.first = false;
        this.inItems = true;
        this.after = 0;
      }
      let ended = true;
      for (const [seq, record] of collection.walk({ from: this.after })) {
        if (left-- <= 0) {
          ended = false;
          break;
        }
        parts.push(`${this.after === 0 ? '' : ','}[${seq},${JSON.stringify(record)}]`);
        this.after = seq;
      }
      if (!ended) break;
      parts.push(`],"nextSeq":${collection.sequence}}`);
      this.inItems = false;
      this.position++;
    }
    if (this.position >= this.collections.length && !this.done) {
      this.done = true;
      parts.push(
        `},"clockOffsetMs":${this.clockOffset()},"savedAt":${JSON.stringify(new Date().toISOString())}}`,
      );
    }
    return parts.join('');
  }
}

/** Writes a full snapshot now (start, shutdown, `saveStateFile`); returns its size in bytes. */
export function writeSnapshotSync(
  state: SandboxState,
  path: string,
  journal: number,
  clockOffsetMs: number,
): number {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPath(path);
  const writer = new SnapshotWriter(state, journal, () => clockOffsetMs);
  const fd = openSync(temp, 'w', 0o600);
  let bytes = 0;
  try {
    while (!writer.done) {
      const chunk = Buffer.from(writer.next(5000), 'utf8');
      for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at);
      bytes += chunk.length;
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  syncDirSync(dirname(path));
  return bytes;
}
