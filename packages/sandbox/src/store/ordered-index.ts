/**
 * A secondary index of a collection: each key maps to the ids that have it, in insertion order
 * (a {@link SeqList} per key). A record may have several keys (e.g. a transaction's two account ends).
 */
import { SeqList } from './seq-list.js';

/** What an index key function returns: one key, several, or nothing (the record is not indexed). */
export type IndexKeys = string | readonly string[] | undefined;

export class OrderedIndex {
  private readonly buckets = new Map<string, SeqList>();
  /** The keys each indexed id is filed under, to move or drop it. */
  private readonly filed = new Map<string, readonly string[]>();

  constructor(private readonly keysOf: (record: unknown) => IndexKeys) {}

  /** Files (or re-files, when its keys changed) `record`. */
  put(id: string, seq: number, record: unknown): void {
    const raw = this.keysOf(record);
    const keys = raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...new Set(raw)];
    const before = this.filed.get(id);
    if (before !== undefined && sameKeys(before, keys)) return;
    if (before !== undefined) for (const key of before) this.bucketRemove(key, seq);
    for (const key of keys) {
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = new SeqList()));
      bucket.insert(seq, id);
    }
    if (keys.length > 0) this.filed.set(id, keys);
    else this.filed.delete(id);
  }

  remove(id: string, seq: number): void {
    const before = this.filed.get(id);
    if (before === undefined) return;
    for (const key of before) this.bucketRemove(key, seq);
    this.filed.delete(id);
  }

  /** The ids filed under `key`, in insertion order (undefined: none). */
  bucket(key: string): SeqList | undefined {
    return this.buckets.get(key);
  }

  clear(): void {
    this.buckets.clear();
    this.filed.clear();
  }

  private bucketRemove(key: string, seq: number): void {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    bucket.remove(seq);
    if (bucket.length === 0) this.buckets.delete(key);
  }
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}
