/**
 * Timers on the sandbox clock: records in the state (`{kind, at, data}`, so they survive `--state`
 * reloads), one handler per kind registered by the module that owns it, and one real-time Node
 * timer aimed at the earliest. Due timers fire under the request lock.
 */
import type { Clock, TimerHandler, TimerRecord } from '../clock.js';
import type { SandboxState } from '../state.js';
import { newId } from './ids.js';

export class Timers {
  private readonly kinds = new Map<string, TimerHandler>();

  constructor(
    private readonly state: SandboxState,
    private readonly clock: Clock,
  ) {}

  /** Registers what a timer kind does when it fires (modules call this once). */
  on(kind: string, handler: TimerHandler): void {
    this.kinds.set(kind, handler);
  }

  /** Schedules a timer `delaySeconds` from now on the sandbox clock. */
  schedule(kind: string, delaySeconds: number, data: unknown): TimerRecord {
    const timer: TimerRecord = {
      id: newId('Timer'),
      kind,
      at: this.clock.nowMs() + delaySeconds * 1000,
      data,
    };
    this.state.timers.set(timer);
    this.arm();
    return timer;
  }

  cancel(id: string): void {
    this.state.timers.delete(id);
    this.arm();
  }

  /** Aims the real-time timer at the earliest timer (after a load, a reset, a change). */
  arm(): void {
    let next: number | undefined;
    for (const t of this.state.timers.values()) if (next === undefined || t.at < next) next = t.at;
    this.clock.arm(next);
  }

  /** Fires due timers, earliest first; call only while holding the request lock. */
  async runDue(): Promise<void> {
    for (;;) {
      const now = this.clock.nowMs();
      const due = this.state.timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.state.timers.delete(due.id);
      try {
        await this.kinds.get(due.kind)?.(due.data, due);
      } catch (err) {
        console.error(`keyhold-sandbox: timer ${due.kind} failed`, err);
      }
    }
    this.arm();
  }
}
