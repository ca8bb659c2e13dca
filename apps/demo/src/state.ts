// The explorer's shared state (the demo user, the wallet, the activity log) and the one re-render hook.
import type { Session, Wallet } from '@keyhold/core';
import type { DemoConfig, DemoMe, OutboxEmail } from './api.js';

export interface LogEntry {
  at: string;
  text: string;
  kind: 'info' | 'error';
}

export interface State {
  config: DemoConfig | null;
  me: DemoMe | null;
  loading: boolean;
  loginError: string;
  wallet: Wallet | null;
  session: Session | null;
  /**
   * The session expired, or a signed action waits for a session, and <kh-reauth> is offered: the wallet cards stay mounted behind the
   * re-auth dialog so an export in flight (waiting for re-auth in the core) finishes once signed in again.
   * Cleared by a new session, a dismissed re-auth, or a sign-out.
   */
  reauthOffered: boolean;
  walletError: string;
  /** The OTP emails the sandbox "sent" to this customer (refreshed every 2 s while signed in). */
  outbox: OutboxEmail[];
  /** The sandbox time after the last clock move. */
  clockNow: string;
  log: LogEntry[];
}

export const state: State = {
  config: null,
  me: null,
  loading: true,
  loginError: '',
  wallet: null,
  session: null,
  reauthOffered: false,
  walletError: '',
  outbox: [],
  clockNow: '',
  log: [],
};

let renderer: () => void = () => {};

/** Sets what `update()` runs (main.ts: render the page). */
export function onUpdate(render: () => void): void {
  renderer = render;
}

/** Re-renders the page from the state. */
export function update(): void {
  renderer();
}

export function log(text: string, kind: LogEntry['kind'] = 'info'): void {
  // On the service's clock (as the outbox's times are), so the sandbox clock moving ahead moves them too.
  const now = state.wallet?.serviceNow() ?? Date.now();
  state.log = [{ at: new Date(now).toISOString(), text, kind }, ...state.log].slice(0, 30);
  update();
}
