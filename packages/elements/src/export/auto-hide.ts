import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Hides a revealed secret by itself: after `seconds` on screen, and at once when the page is hidden (the
 * person switched tabs or apps, the screen locked). `onHide` puts the host back to its hidden state.
 */
export class AutoHideController implements ReactiveController {
  readonly #onHide: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #watching = false;

  constructor(host: ReactiveControllerHost, onHide: () => void) {
    this.#onHide = onHide;
    host.addController(this);
  }

  /** The secret is on screen: hide it after `seconds` (0 or less: only when the page is hidden). */
  start(seconds: number): void {
    this.stop();
    if (seconds > 0) this.#timer = setTimeout(() => this.#hide(), seconds * 1000);
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', this.#onVisibility);
      this.#watching = true;
    }
  }

  /** The secret is no longer on screen. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#watching) document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#watching = false;
  }

  #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.#hide();
  };

  #hide(): void {
    this.stop();
    this.#onHide();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
