/**
 * The append-only journal: one JSON line per committed write, appended and fdatasync'd by a single
 * writer loop. Lines committed while a sync is under way go out together in the next one (group
 * commit), so 20 concurrent writers share fsyncs instead of queueing for one each.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { journalPath, syncDir } from './files.js';

interface Waiter {
  upTo: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class JournalWriter {
  private pending: string[] = [];
  private captured = 0;
  private durable = 0;
  private waiters: Waiter[] = [];
  private loop: Promise<void> | undefined;
  private handle: FileHandle | undefined;
  private handleIndex = -1;
  /** Bytes appended to the current journal file. */
  bytes = 0;

  /** `onFlushed` runs after each successful sync (persistence checks the compaction threshold there). */
  constructor(
    private readonly statePath: string,
    /** The journal new lines go to. */
    public index: number,
    private readonly onFlushed: () => void = () => {},
  ) {}

  /** Queues one committed write (a complete JSON line, newline included). */
  append(line: string): void {
    this.pending.push(line);
    this.captured++;
    this.loop ??= this.run().finally(() => {
      this.loop = undefined;
    });
  }

  /** Resolves once every line appended so far is on disk; rejects if writing them failed. */
  whenDurable(): Promise<void> {
    const upTo = this.captured;
    if (this.durable >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ upTo, resolve, reject }));
  }

  /** Sends later lines to a new journal file; returns its index. Lines already queued may go there too. */
  rotate(): number {
    this.index++;
    this.bytes = 0;
    return this.index;
  }

  /** Waits until nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.handle?.close();
    this.handle = undefined;
    this.handleIndex = -1;
  }

  private async run(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.join('');
      this.pending = [];
      const upTo = this.captured;
      try {
        const handle = await this.file();
        await handle.write(batch);
        await handle.datasync();
        this.bytes += Buffer.byteLength(batch);
        this.durable = upTo;
        this.settle(upTo, undefined);
        this.onFlushed();
      } catch (err) {
        console.error(
          `keyhold-sandbox: could not write ${journalPath(this.statePath, this.handleIndex)}`,
          err,
        );
        // A partial line may be on disk: never append after it (it stays the torn last line of its file).
        this.rotate();
        this.settle(upTo, err);
      }
    }
  }

  private settle(upTo: number, err: unknown): void {
    const done = this.waiters.filter((w) => w.upTo <= upTo);
    this.waiters = this.waiters.filter((w) => w.upTo > upTo);
    for (const w of done) {
      if (err === undefined) w.resolve();
      else w.reject(err);
    }
  }

  private async file(): Promise<FileHandle> {
    if (this.handle && this.handleIndex === this.index) return this.handle;
    const old = this.handle;
    this.handle = undefined;
    await old?.close();
    const index = this.index;
    const handle = await open(journalPath(this.statePath, index), 'a', 0o600);
    await syncDir(dirname(this.statePath));
    this.handle = handle;
    this.handleIndex = index;
    return handle;
  }
}
