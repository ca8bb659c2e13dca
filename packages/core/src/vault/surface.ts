import { KeyholdError, isKeyholdError } from '../errors.js';
import { VaultConnection } from './connection.js';
import type { VaultContainer, VaultOptions } from './options.js';
import type { VaultDisplay } from './protocol.js';

/** A visible vault frame mounted for one request; `dispose` removes it (and its overlay). */
export interface VisibleVault {
  connection: VaultConnection;
  /** Resolves when the person pressed Done / Close inside the frame. */
  closed: Promise<void>;
  dispose(): void;
}

/** The page's language, direction and colour scheme, as the element holding the frame inherits them. */
export function displayOf(element: Element | null): VaultDisplay {
  const at = element ?? document.documentElement;
  const lang = at.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  const dirAttr = at.closest('[dir]')?.getAttribute('dir');
  const display: VaultDisplay = {};
  if (lang) display.lang = lang;
  if (dirAttr === 'rtl' || dirAttr === 'ltr') display.dir = dirAttr;
  const scheme = getComputedStyle(at).colorScheme;
  if (/^dark\b/.test(scheme)) display.scheme = 'dark';
  else if (/^light\b/.test(scheme)) display.scheme = 'light';
  return display;
}

/**
 * Mounts the visible vault frame where the person approves: in the approval container the integrator
 * gave (an element of its dialog), or in an overlay of the core's own over the page. A fresh frame per
 * request: moving an iframe reloads it, and a frame made for one request shows nothing else.
 */
export class ApprovalSurface {
  #container: VaultContainer | undefined;
  #display: (() => VaultDisplay) | undefined;
  readonly #options: VaultOptions;

  constructor(options: VaultOptions) {
    this.#options = options;
    this.#container = options.approvalContainer;
    this.#display = options.display;
  }

  /** Changes where the next visible frames go (null: the core's overlay) and, optionally, their look. */
  setContainer(container: VaultContainer | null, display?: () => VaultDisplay): void {
    this.#container = container ?? undefined;
    if (display) this.#display = display;
  }

  /** Mounts a visible frame, waits for its handshake and sends it the display. */
  async open(title: string): Promise<VisibleVault> {
    const given = typeof this.#container === 'function' ? this.#container() : this.#container;
    let overlay: HTMLElement | null = null;
    let parent: HTMLElement;
    if (given) parent = given;
    else {
      overlay = document.createElement('div');
      overlay.dataset['keyholdVaultOverlay'] = '';
      overlay.style.cssText =
        // Top-aligned, not centred: the frame grows to its content without moving what is already shown
        // (a control that moves under the pointer is how clicks get stolen).
        'position:fixed;inset:0;z-index:2147483647;display:grid;justify-items:center;align-items:start;' +
        'background:rgb(0 0 0 / 45%);padding:min(10vh,4rem) 1rem 1rem;overflow:auto;';
      const panel = document.createElement('div');
      panel.style.cssText = 'width:min(30rem,100%);border-radius:12px;background:Canvas;overflow:hidden;';
      overlay.append(panel);
      document.body.append(overlay);
      parent = panel;
    }
    let closedResolve!: () => void;
    const closed = new Promise<void>((r) => (closedResolve = r));
    const connection = new VaultConnection({
      url: this.#options.url,
      view: 'visible',
      parent,
      title,
      ...(this.#options.handshakeTimeoutMs !== undefined
        ? { handshakeTimeoutMs: this.#options.handshakeTimeoutMs }
        : {}),
      onEvent: (name, data) => {
        if (name === 'size' && typeof data['height'] === 'number') {
          connection.iframe.style.height = `${Math.ceil(Math.min(data['height'], 4000))}px`;
        }
        if (name === 'closed') closedResolve();
      },
    });
    const dispose = (): void => {
      connection.close();
      overlay?.remove();
      closedResolve();
    };
    try {
      await connection.request('display', this.#display?.() ?? displayOf(parent));
    } catch (error) {
      dispose();
      throw error;
    }
    return { connection, closed, dispose };
  }
}

/** Runs `work` until `signal` aborts; an abort (or the frame closing under it) is the person's `REJECTED`. */
export async function untilAborted<T>(
  signal: AbortSignal | undefined,
  onAbort: () => void,
  work: Promise<T>,
): Promise<T> {
  if (!signal) return work;
  const aborted = new Promise<never>((_, reject) => {
    const stop = (): void => {
      onAbort();
      reject(new KeyholdError('REJECTED', 'This request was rejected.'));
    };
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    return await Promise.race([work, aborted]);
  } catch (error) {
    if (signal.aborted && isKeyholdError(error) && error.code === 'VAULT_CLOSED') {
      throw new KeyholdError('REJECTED', 'This request was rejected.');
    }
    throw error;
  }
}
