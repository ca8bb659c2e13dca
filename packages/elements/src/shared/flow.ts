import type { ReactiveControllerHost } from 'lit';
import { toErrorInfo, emit, type KhErrorInfo } from './events.js';
import { loadErrorCopy, type LocalizeController } from './localize.js';

/**
 * Runs one step of a flow at a time for a component: `busy` while it runs, the failure turned into a
 * sentence in `error` (and a `kh-error` event), a second start ignored while one runs.
 */
export class FlowRunner {
  busy = false;
  error = '';
  lastError: KhErrorInfo | null = null;
  readonly #host: ReactiveControllerHost & EventTarget;
  readonly #t: LocalizeController;
  /** Settles when the running step ends. */
  #ended: Promise<void> = Promise.resolve();

  constructor(host: ReactiveControllerHost & EventTarget, t: LocalizeController) {
    this.#host = host;
    this.#t = t;
  }

  /**
   * Runs `step` (called synchronously, so a popup it opens keeps the click's user activation). Resolves
   * with its result, or `undefined` when it failed or another step was running.
   */
  async run<T>(
    step: () => Promise<T>,
    describe?: (info: KhErrorInfo) => string | undefined,
  ): Promise<T | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    let end!: () => void;
    this.#ended = new Promise((resolve) => (end = resolve));
    this.error = '';
    this.lastError = null;
    this.#host.requestUpdate();
    // A failure is worded from the error sentences: fetched while the step runs (a page where no step
    // ever runs never fetches them), awaited before the wording below.
    void loadErrorCopy();
    try {
      return await step();
    } catch (error) {
      const info = toErrorInfo(error);
      await loadErrorCopy();
      this.lastError = info;
      this.error = describe?.(info) ?? this.#t.errorMessage(info);
      emit(this.#host, 'kh-error', { error: info });
      return undefined;
    } finally {
      this.busy = false;
      end();
      this.#host.requestUpdate();
    }
  }

  /**
   * Resolves once no step runs (at once when none does). Another caller may start one before the awaiting
   * code resumes: check `busy` again before `run`.
   */
  async idle(): Promise<void> {
    while (this.busy) await this.#ended;
  }

  clearError(): void {
    this.error = '';
    this.lastError = null;
    this.#host.requestUpdate();
  }
}
