/**
 * What the domain sees of the sandbox: its options, state, clock, ids, outbox, timers, events, the
 * request lock and a memo for lazily built keys. Nothing of HTTP (routes, auth, the fetch handler):
 * that is the app's (`app.ts`), which builds one `SandboxContext` and hands it to every module.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Clock, type TimerHandler, type TimerRecord } from '../clock.js';
import type { OutboxMessage } from '../model.js';
import type { ResolvedOptions } from '../options.js';
import { SandboxState, type SandboxMeta } from '../state.js';
import { Emitter, type SandboxEvents } from './events.js';
import { newId } from './ids.js';
import { RequestLock, type LockMode } from './lock.js';
import { Outbox } from './outbox.js';
import { loadLibraries } from './libraries.js';
import { Timers } from './timers.js';

/** The sandbox as a module's `setup` and handlers see it (`c.get('sandbox')`); no HTTP in it. */
export interface SandboxContext {
  readonly options: ResolvedOptions;
  readonly state: SandboxState;
  readonly clock: Clock;
  readonly events: Emitter<SandboxEvents>;
  /** The public origin (`http://localhost:<port>`): names the OIDC issuer. */
  readonly origin: string;
  /** The time on the sandbox clock (which tests may move forward), not the machine's. */
  now(): Date;
  /** {@link SandboxContext.now} as an ISO 8601 string, as timestamps appear on the wire. */
  nowIso(): string;
  /** `<Prefix>:<uuid>` */
  newId(prefix: string): string;
  /** Writes a line to the sandbox's log (the `log` option; the CLI prints it). */
  log(line: string): void;
  /** Records an email in the outbox (and the log). */
  sendEmail(to: string, subject: string, code: string, text: string): OutboxMessage;
  /** Registers what a timer kind does when it fires (modules call this once). */
  onTimer(kind: string, handler: TimerHandler): void;
  /** Schedules a timer `delaySeconds` from now on the sandbox clock. */
  schedule(kind: string, delaySeconds: number, data: unknown): TimerRecord;
  /** Drops a scheduled timer; it will not fire. */
  cancelTimer(id: string): void;
  /** Fires due timers; call only while holding the lock (inside a handler). */
  runDueTimers(): Promise<void>;
  /** Runs `fn` alone: requests and timers never interleave (work done outside a request takes it). */
  locked<T>(fn: () => Promise<T>, mode?: LockMode): Promise<T>;
  /** The value `make` built the first time `key` was asked for (imported keys, JWKS sets). */
  memo<T>(key: string, make: () => T): T;
  /** Clears all data, rewinds the clock to real time; keys stay. */
  reset(): void;
}

export function newMeta(): SandboxMeta {
  const enclave = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const oidc = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  return {
    enclavePrivateKey: Buffer.from(enclave.d ?? '', 'base64url').toString('hex'),
    oidcPrivateJwk: { ...oidc },
    oidcKeyId: `sandbox-${randomUUID().slice(0, 8)}`,
    organizationId: randomUUID(),
  };
}

/** The sandbox context: state, clock and the small host modules it is made of. */
export class SandboxCore implements SandboxContext {
  readonly state = new SandboxState(newMeta());
  readonly clock = new Clock();
  readonly events = new Emitter<SandboxEvents>();
  readonly timers = new Timers(this.state, this.clock);
  readonly lock = new RequestLock(this.state, this.clock);
  private readonly outbox: Outbox;
  private readonly memos = new Map<string, unknown>();
  private explicitOrigin: string | undefined;
  private seenOrigin: string | undefined;

  constructor(
    readonly options: ResolvedOptions,
    publicOrigin: string | undefined,
  ) {
    this.outbox = new Outbox(
      this.state,
      () => this.nowIso(),
      (line) => this.log(line),
    );
    this.clock.hooks = {
      runDue: () => loadLibraries().then(() => this.locked(() => this.runDueTimers())),
    };
    this.explicitOrigin = publicOrigin?.replace(/\/+$/, '');
  }

  get origin(): string {
    return this.explicitOrigin ?? this.seenOrigin ?? 'http://localhost';
  }

  /** The origin the server listens on (set at start unless `publicOrigin` was given). */
  setOrigin(origin: string): void {
    this.explicitOrigin = origin.replace(/\/+$/, '');
  }

  /** True once an origin is known (set, or seen on a request). */
  get hasOrigin(): boolean {
    return this.explicitOrigin !== undefined || this.seenOrigin !== undefined;
  }

  /** The origin of the first request, when none was set. */
  sawOrigin(origin: string): void {
    this.seenOrigin ??= origin;
  }

  now(): Date {
    return this.clock.now();
  }

  nowIso(): string {
    return this.clock.now().toISOString();
  }

  newId(prefix: string): string {
    return newId(prefix);
  }

  log(line: string): void {
    this.options.log(line);
  }

  sendEmail(to: string, subject: string, code: string, text: string): OutboxMessage {
    return this.outbox.send(to, subject, code, text);
  }

  onTimer(kind: string, handler: TimerHandler): void {
    this.timers.on(kind, handler);
  }

  schedule(kind: string, delaySeconds: number, data: unknown): TimerRecord {
    return this.timers.schedule(kind, delaySeconds, data);
  }

  cancelTimer(id: string): void {
    this.timers.cancel(id);
  }

  runDueTimers(): Promise<void> {
    return this.timers.runDue();
  }

  locked<T>(fn: () => Promise<T>, mode: LockMode = 'write'): Promise<T> {
    return this.lock.run(fn, mode);
  }

  memo<T>(key: string, make: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, make());
    return this.memos.get(key) as T;
  }

  reset(): void {
    this.state.clear();
    this.clock.setOffset(0);
    this.timers.arm();
  }
}
