import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What an OTP entry edits: a contiguous string of digits of at most `length` characters. */
export interface OtpEntryHost extends ReactiveControllerHost {
  value: string;
  length: number;
}

export interface OtpEntryOptions {
  /** The boxes, in order (queried from the host's shadow root). */
  boxes(): HTMLInputElement[];
  /** Called with the new value after every edit by the person. */
  onEdit(value: string): void;
}

/** The digits of `text`, at most `max` of them. */
export function onlyDigits(text: string, max: number): string {
  return text.replace(/\D+/g, '').slice(0, max);
}

/**
 * Keyboard, paste and autofill behaviour of a row of one-digit boxes. The value stays contiguous: a digit
 * typed past the first empty box lands in it, paste (or a one-time-code autofill into any box) fills every
 * box from the first, typing advances, Backspace on an empty box clears the previous one and moves there,
 * arrows, Home and End move between boxes.
 */
export class OtpEntryController implements ReactiveController {
  readonly #host: OtpEntryHost;
  readonly #options: OtpEntryOptions;

  constructor(host: OtpEntryHost, options: OtpEntryOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The index of the box that should take the next digit. */
  get nextIndex(): number {
    return Math.min(this.#host.value.length, this.#host.length - 1);
  }

  /** Moves focus to box `index` (clamped) and selects its digit so typing replaces it. */
  focusBox(index: number): void {
    const boxes = this.#options.boxes();
    const box = boxes[Math.max(0, Math.min(index, boxes.length - 1))];
    if (!box) return;
    box.focus();
    box.select();
  }

  #commit(value: string, focusIndex: number): void {
    this.#options.onEdit(value);
    // The boxes re-render from the value; focus after that update.
    void this.#host.updateComplete.then(() => this.focusBox(focusIndex));
  }

  #index(event: Event): number {
    return Number((event.target as HTMLElement).dataset['index'] ?? '0');
  }

  /** `input` on a box: one digit replaces, several (autofill, IME) fill from the start, anything else is dropped. */
  handleInput = (event: Event): void => {
    const box = event.target as HTMLInputElement;
    const { length } = this.#host;
    const current = this.#host.value;
    const index = Math.min(this.#index(event), current.length);
    const typed = onlyDigits(box.value, length);
    if (typed.length === 0) {
      // Non-digits, or the box was emptied: re-render what the value says.
      box.value = current[index] ?? '';
      if (box.value === '' && index < current.length)
        this.#commit(current.slice(0, index) + current.slice(index + 1), index);
      return;
    }
    if (typed.length > 1) {
      const previous = current[index] ?? '';
      // A box that already held a digit and got one more typed: keep the new one only.
      const fresh =
        previous !== '' && typed.length === 2
          ? typed.startsWith(previous)
            ? typed.slice(1)
            : typed.slice(0, 1)
          : null;
      if (fresh === null) {
        const value = onlyDigits(typed, length);
        this.#commit(value, Math.min(value.length, length - 1));
        return;
      }
      box.value = fresh;
      this.#commit(
        current.slice(0, index) + fresh + current.slice(index + 1),
        Math.min(index + 1, length - 1),
      );
      return;
    }
    const value = (current.slice(0, index) + typed + current.slice(index + 1)).slice(0, length);
    this.#commit(value, Math.min(index + 1, length - 1));
  };

  /** Paste into any box fills every box from the first. */
  handlePaste = (event: ClipboardEvent): void => {
    event.preventDefault();
    const value = onlyDigits(event.clipboardData?.getData('text') ?? '', this.#host.length);
    if (value.length === 0) return;
    this.#commit(value, Math.min(value.length, this.#host.length - 1));
  };

  handleKeydown = (event: KeyboardEvent): void => {
    const { length } = this.#host;
    const current = this.#host.value;
    const index = this.#index(event);
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (index < current.length) this.#commit(current.slice(0, index) + current.slice(index + 1), index);
        else if (index > 0) this.#commit(current.slice(0, index - 1), index - 1);
        return;
      }
      case 'Delete': {
        event.preventDefault();
        if (index < current.length) this.#commit(current.slice(0, index) + current.slice(index + 1), index);
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        this.focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        this.focusBox(Math.min(index + 1, current.length, length - 1));
        return;
      case 'Home':
        event.preventDefault();
        this.focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        this.focusBox(this.nextIndex);
        return;
    }
  };

  /** Focus on a box past the first empty one goes to the first empty one (the value stays contiguous). */
  handleFocus = (event: FocusEvent): void => {
    const index = this.#index(event);
    if (index > this.nextIndex) this.focusBox(this.nextIndex);
    else (event.target as HTMLInputElement).select();
  };
}
