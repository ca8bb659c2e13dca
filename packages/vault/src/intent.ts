/** How long the pointer must have rested on the button (moved onto it inside the view) before a press counts. */
export const POINTER_REST_MS = 200;

/** Where the frame's content is on the screen, as a pointer event tells it (changes when the frame moves). */
const offsetOf = (e: PointerEvent): string => `${e.screenX - e.clientX},${e.screenY - e.clientY}`;

/**
 * What a person's approval looks like from inside the view, for {@link clickGate}:
 * - by pointer: the pointer moved onto the button inside this view and rested there
 *   {@link POINTER_REST_MS} before the press, and the view did not move on the screen in between (a
 *   frame moved under a waiting pointer gives a press with no rest, or a rest from another place);
 * - by keyboard (Enter / Space): only after the person touched this view (a press of the pointer in it,
 *   or a key that moves the focus, like Tab), never from a focus the page arranged (a URL's fragment,
 *   `focus()` on the iframe) and keys meant for the page.
 *
 * `armedSince()` is the time the button last armed (null while disarmed): a rest counts only from then.
 * A finger or pen press (no hover) needs only the armed button.
 */
export class PersonIntent {
  #restSince: number | null = null;
  #restOffset = '';
  #pressed = false;
  #touched = false;
  readonly #stop: () => void;

  constructor(button: HTMLButtonElement, armedSince: () => number | null) {
    const onMove = (e: PointerEvent): void => {
      if (!e.isTrusted) return;
      const onButton = e.target instanceof Node && button.contains(e.target);
      if (!onButton) {
        this.#restSince = null;
        return;
      }
      const offset = offsetOf(e);
      if (this.#restSince === null || offset !== this.#restOffset) {
        this.#restSince = performance.now();
        this.#restOffset = offset;
      }
    };
    const onLeave = (): void => void (this.#restSince = null);
    const onDown = (e: PointerEvent): void => {
      if (!e.isTrusted) return;
      this.#touched = true;
      const onButton = e.target instanceof Node && button.contains(e.target);
      const since = this.#restSince;
      const armed = armedSince();
      // A finger or a pen has no hover: nothing can be moved under it on its way, the press is enough.
      if (e.pointerType !== 'mouse') {
        this.#pressed = onButton && armed !== null;
        return;
      }
      this.#pressed =
        onButton &&
        since !== null &&
        armed !== null &&
        offsetOf(e) === this.#restOffset &&
        performance.now() - Math.max(since, armed) >= POINTER_REST_MS;
    };
    const onKey = (e: KeyboardEvent): void => {
      // Keys that move the focus or scroll are the person finding their way in the view; Enter and
      // Space (activation) do not count as touching it, or a key meant for the page would arm itself.
      if (e.isTrusted && e.key !== 'Enter' && e.key !== ' ' && e.key !== 'Spacebar') this.#touched = true;
    };
    document.addEventListener('pointermove', onMove, true);
    button.addEventListener('pointerleave', onLeave);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    this.#stop = () => {
      document.removeEventListener('pointermove', onMove, true);
      button.removeEventListener('pointerleave', onLeave);
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }

  /** Whether this trusted click on the button is a person's approval (and forgets the press). */
  accepts(event: MouseEvent): boolean {
    const pressed = this.#pressed;
    this.#pressed = false;
    // A click the pointer made (detail counts presses) needs the rest; one the keyboard made, a touch.
    if (event.detail > 0) return pressed;
    return pressed || this.#touched;
  }

  stop(): void {
    this.#stop();
  }
}
