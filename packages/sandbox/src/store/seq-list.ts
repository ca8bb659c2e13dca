/**
 * Ids kept sorted by their sequence number (insertion order), with binary-search seeks: the backbone of
 * a collection's order and of its secondary indexes, so a page walks from its cursor and stops early.
 */
export class SeqList {
  private readonly seqs: number[] = [];
  private readonly ids: string[] = [];

  get length(): number {
    return this.seqs.length;
  }

  /** Adds `id` at `seq` (appends in O(1) when `seq` is the largest, the usual case). */
  insert(seq: number, id: string): void {
    const n = this.seqs.length;
    if (n === 0 || this.seqs[n - 1]! < seq) {
      this.seqs.push(seq);
      this.ids.push(id);
      return;
    }
    const at = this.lowerBound(seq);
    if (this.seqs[at] === seq) {
      this.ids[at] = id;
      return;
    }
    this.seqs.splice(at, 0, seq);
    this.ids.splice(at, 0, id);
  }

  /** Removes the entry at `seq`; returns whether there was one. */
  remove(seq: number): boolean {
    const at = this.lowerBound(seq);
    if (this.seqs[at] !== seq) return false;
    this.seqs.splice(at, 1);
    this.ids.splice(at, 1);
    return true;
  }

  clear(): void {
    this.seqs.length = 0;
    this.ids.length = 0;
  }

  /** Ids with a sequence number above `after`, ascending. */
  *ascending(after = 0): Generator<[number, string]> {
    for (let i = this.lowerBound(after + 1); i < this.seqs.length; i++) yield [this.seqs[i]!, this.ids[i]!];
  }

  /** Ids with a sequence number below `before` (0 = no bound), descending. */
  *descending(before = 0): Generator<[number, string]> {
    const start = before === 0 ? this.seqs.length : this.lowerBound(before);
    for (let i = start - 1; i >= 0; i--) yield [this.seqs[i]!, this.ids[i]!];
  }

  /** Every id, ascending. */
  allIds(): readonly string[] {
    return this.ids;
  }

  /** First index whose sequence number is ≥ `seq`. */
  private lowerBound(seq: number): number {
    let lo = 0;
    let hi = this.seqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.seqs[mid]! < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
