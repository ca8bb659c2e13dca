import { KeyholdError } from '../errors.js';
import type { KeyholdErrorCode } from '../errors.js';
import { diagnoseVault } from './diagnose.js';
import {
  VAULT_MARKER,
  VAULT_PROTOCOL_VERSION,
  type VaultHello,
  type VaultReply,
  type VaultRequestMap,
  type VaultRequestType,
  type VaultResultMap,
  type VaultView,
  isVaultLoaded,
} from './protocol.js';

/** The origin of a URL, or null for anything else (`blockedURI` can be a keyword such as `inline`). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** How long the frame may take to load and answer the handshake before the cause is looked for. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

export interface VaultFrameOptions {
  /** The vault document's URL (its origin is the vault origin). */
  url: string;
  view: VaultView;
  /** Where the iframe goes; `document.body` (hidden) for the key view. */
  parent: HTMLElement;
  /** The iframe's accessible name (visible views). */
  title?: string;
  handshakeTimeoutMs?: number;
  /** Frame events (`size`, `closed`). */
  onEvent?: (name: string, data: Record<string, unknown>) => void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * One vault iframe and its port: mounts the frame, runs the handshake (the frame's origin and window
 * checked exactly), then sends typed requests and matches their answers. A frame that never answers is
 * diagnosed (unreachable, not a vault, this origin refused) and the connection fails with that typed error.
 */
export class VaultConnection {
  readonly iframe: HTMLIFrameElement;
  readonly origin: string;
  readonly ready: Promise<void>;
  #port: MessagePort | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  #closed: KeyholdError | null = null;
  readonly #options: VaultFrameOptions;

  constructor(options: VaultFrameOptions) {
    this.#options = options;
    const url = new URL(options.url, location.href);
    this.origin = url.origin;
    url.searchParams.set('view', options.view);
    const iframe = document.createElement('iframe');
    iframe.dataset['keyholdVault'] = options.view;
    if (options.view === 'key') {
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
      iframe.style.cssText =
        'position:absolute;width:1px;height:1px;border:0;clip-path:inset(50%);overflow:hidden;';
    } else {
      iframe.title = options.title ?? 'Keyhold vault';
      iframe.style.cssText = 'display:block;width:100%;border:0;height:20rem;color-scheme:normal;';
      // The passkey ceremonies run in the frame (its sign-in view): a cross-origin frame needs the
      // page's delegation, for the frame's own origin only (a bare feature name means its src).
      iframe.allow = 'clipboard-write; publickey-credentials-get; publickey-credentials-create';
    }
    iframe.referrerPolicy = 'origin';
    this.iframe = iframe;
    this.ready = this.#handshake(url.href, options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS);
    this.ready.catch(() => undefined);
  }

  #handshake(src: string, timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const finish = (error: KeyholdError | null): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        document.removeEventListener('securitypolicyviolation', onViolation, true);
        if (error) {
          this.#fail(error);
          reject(error);
        } else resolve();
      };
      const onMessage = (event: MessageEvent): void => {
        if (event.origin !== this.origin || event.source !== this.iframe.contentWindow) return;
        if (!isVaultLoaded(event.data) || this.#port !== null) return;
        const channel = new MessageChannel();
        this.#port = channel.port1;
        channel.port1.onmessage = (e: MessageEvent) => {
          const reply = e.data as VaultReply;
          if (reply?.type === 'ready') return finish(null);
          if (reply?.type === 'error' && reply.id === 0) {
            // The frame loaded but cannot work (its storage is blocked): the cause, named for a developer.
            const details: Record<string, unknown> = { url: src, origin: this.origin };
            if (typeof reply.reason === 'string') details['reason'] = reply.reason;
            return finish(new KeyholdError(reply.code as KeyholdErrorCode, reply.message, { details }));
          }
          this.#onReply(reply);
        };
        const hello: VaultHello = { marker: VAULT_MARKER, v: VAULT_PROTOCOL_VERSION, type: 'hello' };
        this.iframe.contentWindow?.postMessage(hello, this.origin, [channel.port2]);
      };
      // The page's own CSP refusing the frame (no `frame-src` for the vault origin) is said at once, by name.
      const onViolation = (event: SecurityPolicyViolationEvent): void => {
        if (!/^(frame|child|default)-src$/.test(event.effectiveDirective)) return;
        if (originOf(event.blockedURI) !== this.origin) return;
        finish(
          new KeyholdError(
            'VAULT_CSP_BLOCKED',
            `This page's Content-Security-Policy (${event.effectiveDirective}) does not allow the vault frame at ${this.origin}: add it to frame-src.`,
            { details: { url: src, origin: this.origin, directive: event.effectiveDirective } },
          ),
        );
      };
      document.addEventListener('securitypolicyviolation', onViolation, true);
      const timer = setTimeout(() => {
        void diagnoseVault(src, location.origin).then(finish);
      }, timeoutMs);
      window.addEventListener('message', onMessage);
      this.iframe.src = src;
      this.#options.parent.append(this.iframe);
    });
  }

  #onReply(reply: VaultReply): void {
    if (reply?.type === 'event') {
      const { type: _t, v: _v, name, ...data } = reply;
      this.#options.onEvent?.(name, data);
      return;
    }
    if (reply?.type !== 'result' && reply?.type !== 'error') return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.type === 'result') pending.resolve(reply.value);
    else pending.reject(new KeyholdError(reply.code as KeyholdErrorCode, reply.message));
  }

  /**
   * Sends one request and resolves with the frame's answer (rejects with its typed refusal). A frame that
   * does not answer within `timeoutMs` (by default the handshake's bound) ends it in `VAULT_HANDSHAKE_TIMEOUT`.
   */
  async request<K extends VaultRequestType>(
    type: K,
    body: VaultRequestMap[K],
    timeoutMs = this.#options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
  ): Promise<VaultResultMap[K]> {
    await this.ready;
    if (this.#closed) throw this.#closed;
    const id = this.#nextId++;
    return new Promise<VaultResultMap[K]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(
          new KeyholdError('VAULT_HANDSHAKE_TIMEOUT', `The vault frame did not answer ${type} in time.`),
        );
      }, timeoutMs);
      const settle =
        <V>(f: (v: V) => void) =>
        (v: V) => {
          clearTimeout(timer);
          f(v);
        };
      this.#pending.set(id, { resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) });
      this.#port!.postMessage({ ...body, v: VAULT_PROTOCOL_VERSION, id, type });
    });
  }

  #fail(error: KeyholdError): void {
    this.#closed ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /** Removes the frame; pending requests end with `VAULT_CLOSED`. */
  close(): void {
    this.#fail(new KeyholdError('VAULT_CLOSED', 'The vault frame was closed.'));
    this.#port?.close();
    this.iframe.remove();
  }
}
