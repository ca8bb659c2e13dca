/**
 * The sandbox clock: real time plus an offset that tests move forward with `advance()`. Every expiry
 * (OTPs, sessions, signed requests, quotes) and every timer reads this clock, never `Date.now()`.
 *
 * Timers are data (`{kind, at, data}`) kept in the state so they survive `--state` reloads; modules
 * register a handler per kind. Due timers fire on `advance()` and, in real time, from one unref'd
 * Node timer aimed at the earliest one.
 */
export interface TimerRecord {
  id: string;
  kind: string;
  /** Due time, epoch milliseconds on the sandbox clock. */
  at: number;
  data: unknown;
}

/** Runs a due timer of one kind. */
export type TimerHandler = (data: unknown, timer: TimerRecord) => void | Promise<void>;

export interface ClockHooks {
  /** Runs due timers (the app wraps this in its request lock). */
  runDue: () => Promise<void>;
}

/** The sandbox clock: real time plus an offset that tests move with `advance()`, and the timers due on it. */
export class Clock {
  private offsetMs: number;
  private realTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** While set, `now` stands still: one request (or timer run) sees one instant. */
  private pinnedMs: number | undefined;
  hooks: ClockHooks | undefined;

  constructor(offsetMs = 0) {
    this.offsetMs = offsetMs;
  }

  /** Current sandbox time. */
  now(): Date {
    return new Date(this.nowMs());
  }

  /** Current sandbox time, epoch milliseconds. */
  nowMs(): number {
    return this.pinnedMs ?? Date.now() + this.offsetMs;
  }

  /**
   * Runs `fn` with the clock standing still at the current instant, so every timestamp one request
   * writes (`createdAt`, `expiresAt` = createdAt + TTL, …) agrees, as a real service stamps a request once.
   */
  async pinned<T>(fn: () => Promise<T>): Promise<T> {
    if (this.pinnedMs !== undefined) return fn();
    this.pinnedMs = Date.now() + this.offsetMs;
    try {
      return await fn();
    } finally {
      this.pinnedMs = undefined;
    }
  }

  /** ISO string of now plus `seconds`. */
  isoIn(seconds: number): string {
    return new Date(this.nowMs() + seconds * 1000).toISOString();
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Sets the offset from real time (reset, state reload). */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  /** Moves the clock forward and fires every timer that became due. */
  async advance(seconds: number): Promise<Date> {
    this.shift(seconds);
    await this.hooks?.runDue();
    return this.now();
  }

  /** Moves the clock forward without running timers (the caller runs them). */
  shift(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('seconds must be >= 0');
    this.offsetMs += Math.round(seconds * 1000);
    if (this.pinnedMs !== undefined) this.pinnedMs += Math.round(seconds * 1000);
  }

  /** Aims the real-time timer at `at` (epoch ms on the sandbox clock); undefined disarms it. */
  arm(at: number | undefined): void {
    if (this.realTimer !== undefined) clearTimeout(this.realTimer);
    this.realTimer = undefined;
    if (at === undefined || this.closed) return;
    const delay = Math.min(Math.max(0, at - this.nowMs()), 2_147_000_000);
    this.realTimer = setTimeout(() => {
      this.realTimer = undefined;
      void this.hooks?.runDue();
    }, delay);
    this.realTimer.unref?.();
  }

  /** Stops the real-time timer (the sandbox is closing). */
  close(): void {
    this.closed = true;
    this.arm(undefined);
  }
}
