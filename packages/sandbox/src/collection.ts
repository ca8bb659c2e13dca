/**
 * An ordered, id-keyed collection of plain records. Order is insertion order (a sequence number per
 * record), which the pagination cursors use. Secondary indexes ({@link Collection.defineIndex}) keep,
 * per key, the ids in that same order, so a page walks from its cursor and stops after `limit`.
 *
 * Change tracking: handlers mutate records in place, so the collection remembers which records a write
 * handed out (`get`, `find`, `filter` results, `set`) and which it deleted; at the end of each locked
 * run the state commits them ({@link Collection.commitChanges}): indexes are refreshed and, when the
 * state is persisted, the records whose JSON changed become journal operations. `values()` and
 * `walk()` are read-only views: a record reached only through them is not tracked.
 */
import { createHash } from 'node:crypto';
import { OrderedIndex, type IndexKeys } from './store/ordered-index.js';
import { SeqList } from './store/seq-list.js';

/** Shared by the collections of one state: whether reads hand out records that may be changed. */
export interface ChangeTracker {
  /** True during writes (and outside locked runs); false during read-only requests. */
  active: boolean;
}

/** A collection as saved: the next sequence number and every record with its own. */
export interface CollectionSnapshot<T> {
  nextSeq: number;
  items: Array<[number, T]>;
}

/** Where a walk starts and which way it goes. */
export interface WalkOptions {
  /** Index name (from `defineIndex`) and key; both absent = every record. */
  index?: string;
  key?: string;
  order?: 'asc' | 'desc';
  /** Sequence number of the cursor: `asc` walks above it, `desc` below it (0 = from the start). */
  from?: number;
}

/** One table of the sandbox state: records by id in insertion order, with secondary indexes and snapshots. */
export class Collection<T extends { id: string }> {
  private readonly items = new Map<string, T>();
  private readonly seqs = new Map<string, number>();
  private readonly order = new SeqList();
  private readonly indexes = new Map<string, OrderedIndex>();
  private nextSeq = 1;
  private readonly touched = new Set<string>();
  private readonly removed = new Set<string>();
  private cleared = false;
  /** Digest of the JSON last written to the journal, per id (absent: never written since load). */
  private readonly written = new Map<string, string>();

  constructor(private readonly tracker: ChangeTracker = { active: true }) {}

  get size(): number {
    return this.items.size;
  }

  /** The record with this id. */
  get(id: string): T | undefined {
    const record = this.items.get(id);
    if (record !== undefined && this.tracker.active) this.touched.add(id);
    return record;
  }

  /** Whether a record with this id exists. */
  has(id: string): boolean {
    return this.items.has(id);
  }

  /** Inserts or replaces; a new record gets the next sequence number. */
  set(record: T): T {
    let seq = this.seqs.get(record.id);
    if (seq === undefined) {
      seq = this.nextSeq++;
      this.seqs.set(record.id, seq);
      this.order.insert(seq, record.id);
    }
    this.items.set(record.id, record);
    for (const index of this.indexes.values()) index.put(record.id, seq, record);
    this.touched.add(record.id);
    return record;
  }

  /** Removes a record; false when there was none. */
  delete(id: string): boolean {
    const seq = this.seqs.get(id);
    if (seq === undefined) return false;
    this.seqs.delete(id);
    this.order.remove(seq);
    for (const index of this.indexes.values()) index.remove(id, seq);
    this.items.delete(id);
    this.touched.delete(id);
    this.removed.add(id);
    return true;
  }

  /** The insertion sequence number of a record (0 when absent); list cursors point at it. */
  seqOf(id: string): number {
    return this.seqs.get(id) ?? 0;
  }

  /** All records in insertion order (a read-only view: not tracked as changed). */
  values(): T[] {
    return this.order.allIds().map((id) => this.items.get(id)!);
  }

  /** The records that match, in insertion order. */
  filter(predicate: (record: T) => boolean): T[] {
    const out: T[] = [];
    for (const id of this.order.allIds()) {
      const record = this.items.get(id)!;
      if (predicate(record)) out.push(record);
    }
    if (this.tracker.active) for (const record of out) this.touched.add(record.id);
    return out;
  }

  /** The first record that matches, in insertion order. */
  find(predicate: (record: T) => boolean): T | undefined {
    for (const id of this.order.allIds()) {
      const record = this.items.get(id)!;
      if (predicate(record)) {
        if (this.tracker.active) this.touched.add(id);
        return record;
      }
    }
    return undefined;
  }

  /**
   * Adds a secondary index: `keysOf` gives the key(s) a record is filed under. Keys may change when a
   * record is mutated in place; the index follows at the end of the write (commit).
   */
  defineIndex(name: string, keysOf: (record: T) => IndexKeys): void {
    const index = new OrderedIndex(keysOf as (record: unknown) => IndexKeys);
    for (const [seq, id] of this.order.ascending()) index.put(id, seq, this.items.get(id)!);
    this.indexes.set(name, index);
  }

  /** First record filed under `key` in index `name` (tracked like `find`). */
  lookup(name: string, key: string): T | undefined {
    for (const [, record] of this.walk({ index: name, key })) return this.get(record.id);
    return undefined;
  }

  /** Every record filed under `key` in index `name`, in insertion order (tracked like `filter`). */
  indexed(name: string, key: string): T[] {
    const out: T[] = [];
    for (const [, record] of this.walk({ index: name, key })) out.push(record);
    if (this.tracker.active) for (const record of out) this.touched.add(record.id);
    return out;
  }

  /** Deletes the oldest records filed under `key` in index `name` beyond the newest `max`. */
  trim(name: string, key: string, max: number): number {
    let deleted = 0;
    while (this.count({ index: name, key }) > max) {
      const oldest = this.walk({ index: name, key }).next();
      if (oldest.done) break;
      this.delete(oldest.value[1].id);
      deleted++;
    }
    return deleted;
  }

  /** Records in order from a cursor, through an index or over all; read-only (not tracked). */
  *walk(options: WalkOptions = {}): Generator<[number, T]> {
    const list = this.listFor(options);
    if (!list) return;
    const from = options.from ?? 0;
    const entries = options.order === 'desc' ? list.descending(from) : list.ascending(from);
    for (const [seq, id] of entries) yield [seq, this.items.get(id)!];
  }

  /** How many records an index key (or the whole collection) holds. */
  count(options: Pick<WalkOptions, 'index' | 'key'> = {}): number {
    return this.listFor(options)?.length ?? 0;
  }

  /** Removes every record. */
  clear(): void {
    this.items.clear();
    this.seqs.clear();
    this.order.clear();
    for (const index of this.indexes.values()) index.clear();
    this.nextSeq = 1;
    this.touched.clear();
    this.removed.clear();
    this.written.clear();
    this.cleared = true;
  }

  /**
   * Ends a write: refreshes the indexes of the records it touched and, with `journal`, appends the
   * operations that changed the collection to `out` (JSON texts: `["c",name]`, `["d",name,id]`,
   * `["s",name,seq,record]`). Returns whether anything was appended.
   */
  commitChanges(name: string, journal: boolean, out: string[]): boolean {
    const start = out.length;
    const quoted = JSON.stringify(name);
    if (this.cleared && journal) out.push(`["c",${quoted}]`);
    this.cleared = false;
    for (const id of this.removed) {
      if (this.items.has(id)) continue;
      this.written.delete(id);
      if (journal) out.push(`["d",${quoted},${JSON.stringify(id)}]`);
    }
    this.removed.clear();
    for (const id of this.touched) {
      const record = this.items.get(id);
      if (record === undefined) continue;
      const seq = this.seqs.get(id)!;
      for (const index of this.indexes.values()) index.put(id, seq, record);
      if (!journal) continue;
      const text = JSON.stringify(record);
      const digest = createHash('sha1').update(text).digest('base64');
      if (this.written.get(id) === digest) continue;
      this.written.set(id, digest);
      out.push(`["s",${quoted},${seq},${text}]`);
    }
    this.touched.clear();
    return out.length > start;
  }

  /** Applies one journal operation (replay at load). */
  apply(op: readonly unknown[]): void {
    if (op[0] === 'c') this.clear();
    else if (op[0] === 'd') this.delete(String(op[2]));
    else if (op[0] === 's') this.put(Number(op[2]), op[3] as T);
  }

  /** Forgets pending changes (after a load: what was loaded is on disk already). */
  settle(): void {
    this.touched.clear();
    this.removed.clear();
    this.cleared = false;
  }

  /** The next sequence number (snapshot writers store it). */
  get sequence(): number {
    return this.nextSeq;
  }

  /** A snapshot of the contents. */
  toJSON(): CollectionSnapshot<T> {
    return { nextSeq: this.nextSeq, items: this.values().map((r) => [this.seqOf(r.id), r]) };
  }

  /** Replaces the contents with a snapshot. */
  load(snapshot: CollectionSnapshot<T>): void {
    this.clear();
    for (const [seq, record] of snapshot.items) this.put(seq, record);
    this.nextSeq = Math.max(this.nextSeq, snapshot.nextSeq);
    this.settle();
  }

  /** Inserts or replaces `record` at a known sequence number. */
  private put(seq: number, record: T): void {
    const old = this.seqs.get(record.id);
    if (old !== undefined && old !== seq) this.delete(record.id);
    if (old !== seq) {
      this.seqs.set(record.id, seq);
      this.order.insert(seq, record.id);
    }
    this.items.set(record.id, record);
    for (const index of this.indexes.values()) index.put(record.id, seq, record);
    if (seq >= this.nextSeq) this.nextSeq = seq + 1;
    this.written.delete(record.id);
  }

  private listFor(options: Pick<WalkOptions, 'index' | 'key'>): SeqList | undefined {
    if (options.index === undefined) return this.order;
    const index = this.indexes.get(options.index);
    if (!index) throw new Error(`No index ${options.index} on this collection.`);
    return options.key === undefined ? undefined : index.bucket(options.key);
  }
}
