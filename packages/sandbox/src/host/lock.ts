/**
 * The request lock: requests and timers run one at a time, so handlers may await freely and still
 * see a state nobody else changes meanwhile. Each run sees one instant of the sandbox clock.
 */
import type { Clock } from '../clock.js';
import type { SandboxState } from '../state.js';

export type LockMode = 'read' | 'write';

export class RequestLock {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: SandboxState,
    private readonly clock: Clock,
  ) {}

  /** Runs `fn` alone, after everything queued before it. */
  run<T>(fn: () => Promise<T>, mode: LockMode = 'write'): Promise<T> {
    const pinned = () => this.clock.pinned(() => this.state.run(fn, mode));
    const run = this.queue.then(pinned, pinned);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
