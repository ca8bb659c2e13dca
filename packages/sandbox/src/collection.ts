/**
 * An ordered, id-keyed collection of plain records. Order is insertion order (a sequence number per
 * record), which the pagination cursors use.
 */
export class Collection<T extends { id: string }> {
  private readonly items = new Map<string, T>();
  private readonly seqs = new Map<string, number>();
  private nextSeq = 1;

  get size(): number {
    return this.items.size;
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  /** Inserts or replaces; a new record gets the next sequence number. */
  set(record: T): T {
    if (!this.seqs.has(record.id)) this.seqs.set(record.id, this.nextSeq++);
    this.items.set(record.id, record);
    return record;
  }

  delete(id: string): boolean {
    this.seqs.delete(id);
    return this.items.delete(id);
  }

  seqOf(id: string): number {
    return this.seqs.get(id) ?? 0;
  }

  /** All records in insertion order. */
  values(): T[] {
    return [...this.items.values()];
  }

  filter(predicate: (record: T) => boolean): T[] {
    return this.values().filter(predicate);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    for (const record of this.items.values()) if (predicate(record)) return record;
    return undefined;
  }

  clear(): void {
    this.items.clear();
    this.seqs.clear();
    this.nextSeq = 1;
  }

  toJSON(): { nextSeq: number; items: Array<[number, T]> } {
    return { nextSeq: this.nextSeq, items: this.values().map((r) => [this.seqOf(r.id), r]) };
  }

  load(snapshot: { nextSeq: number; items: Array<[number, T]> }): void {
    this.clear();
    for (const [seq, record] of snapshot.items) {
      this.items.set(record.id, record);
      this.seqs.set(record.id, seq);
    }
    this.nextSeq = snapshot.nextSeq;
  }
}
