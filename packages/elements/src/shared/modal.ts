import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CloseReason } from './events.js';
import { deepActiveElement, restoreFocus } from './focus.js';
import { FocusTrapController } from './focus-trap.js';

export interface ModalOptions {
  /** The native `<dialog>` in the host's shadow root. */
  dialog(): HTMLDialogElement | null;
  /** Escape or the platform back gesture: decide whether to close (the browser never closes on its own). */
  onRequestClose(reason: CloseReason): void;
  /** The browser closed the dialog without asking (a close request it would not let us veto). */
  onForcedClose?(): void;
}

/**
 * Native modal `<dialog>` behaviour shared by the dialogs: `showModal()`, focus remembered and given back
 * to the opener, Tab kept inside, Escape turned into a close *request* the component (and its host,
 * through a cancelable `kh-request-close`) may refuse. Bind `handleKeydown`, `handleCancel` and
 * `handleClose` on the `<dialog>`.
 */
export class ModalController implements ReactiveController {
  readonly #options: ModalOptions;
  readonly #trap: FocusTrapController;
  #opener: HTMLElement | null = null;
  #open = false;

  constructor(host: ReactiveControllerHost, options: ModalOptions) {
    this.#options = options;
    this.#trap = new FocusTrapController(host, options.dialog);
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.#open = false;
  }

  get open(): boolean {
    return this.#open;
  }

  /** Opens modally (call after the dialog rendered), remembering the element that had focus. */
  show(): void {
    const dialog = this.#options.dialog();
    if (!dialog) return;
    if (!this.#open) {
      const opener = deepActiveElement();
      this.#opener = opener && !dialog.contains(opener) ? opener : this.#opener;
    }
    this.#open = true;
    if (!dialog.open) dialog.showModal();
  }

  /** Closes and gives focus back to the opener. */
  hide(): void {
    this.#open = false;
    const dialog = this.#options.dialog();
    if (dialog?.open) dialog.close();
    const opener = this.#opener;
    this.#opener = null;
    restoreFocus(opener);
  }

  handleKeydown = (event: KeyboardEvent): void => {
    this.#trap.handleKeydown(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here so the browser does not close the dialog by itself: the host may veto.
    event.preventDefault();
    event.stopPropagation();
    this.#options.onRequestClose('escape');
  };

  handleCancel = (event: Event): void => {
    event.preventDefault();
    this.#options.onRequestClose('escape');
  };

  handleClose = (): void => {
    if (!this.#open) return;
    this.#options.onForcedClose?.();
  };
}
