/** A message between tabs of one origin. Never carries key material: the keys are in the shared IndexedDB. */
export type TabMessage =
  | { type: 'signed-in'; accountId: string; sessionId: string }
  | {
      type: 'signed-out';
      accountId: string;
      sessionIds: string[];
      /** A sign-out of the whole browser: every tab ends its current session of the account, listed or not. */
      everyLocalSession?: boolean;
    }
  | { type: 'revoked'; accountId: string; sessionIds: string[] }
  | { type: 'expired'; accountId: string; sessionIds: string[] };

const TYPES = new Set(['signed-in', 'signed-out', 'revoked', 'expired']);

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return typeof m['type'] === 'string' && TYPES.has(m['type']) && typeof m['accountId'] === 'string';
}

/**
 * Keeps the tabs of one origin in step over a BroadcastChannel: sign-in, sign-out, revocation and expiry
 * in one tab reach the others at once. Without BroadcastChannel (old browsers, SSR) it does nothing.
 */
export class TabSync {
  readonly #channel: BroadcastChannel | null;

  constructor(name: string, onMessage: (message: TabMessage) => void) {
    if (typeof BroadcastChannel === 'undefined') {
      this.#channel = null;
      return;
    }
    this.#channel = new BroadcastChannel(name);
    this.#channel.onmessage = (event: MessageEvent) => {
      if (isTabMessage(event.data)) onMessage(event.data);
    };
  }

  get active(): boolean {
    return this.#channel !== null;
  }

  /** Tells the other tabs of this origin about a change. */
  post(message: TabMessage): void {
    try {
      this.#channel?.postMessage(message);
    } catch {
      // a closed channel: the other tabs fall back to their own expiry checks
    }
  }

  /** Stops listening to the other tabs. */
  close(): void {
    this.#channel?.close();
  }
}
