/**
 * One attempt of a service call over an undici `Pool`: keep-alive connections to the service's origin,
 * reused and bounded in number, with connect, headers and body timeouts, and the answer collected as
 * plain data ({@link ServiceAnswer}) straight from undici's dispatch, with no `Response` or body stream in
 * between. Loaded only on Node (and runtimes with `node:net`); elsewhere the transport uses `fetch`.
 */
import { Pool, type Dispatcher } from 'undici';
import type { ServiceAnswer } from '../service-answer.js';
import { ServiceTimeoutError } from './errors.js';
import type { Outgoing } from './outgoing.js';

/** Limits of the pool. */
export interface UndiciSenderOptions {
  /** Most connections kept open to the service. */
  connections: number;
  /** Longest time to open a connection (TCP and TLS). */
  connectTimeoutMs: number;
  /** Longest time for one attempt, from sending it to the last byte of its answer. */
  timeoutMs: number;
}

/** Sends attempts to one origin through one undici connection pool. */
export class UndiciSender {
  readonly #pool: Pool;
  readonly #timeoutMs: number;

  constructor(origin: string, options: UndiciSenderOptions) {
    this.#timeoutMs = options.timeoutMs;
    this.#pool = new Pool(origin, {
      connections: options.connections,
      connect: { timeout: options.connectTimeoutMs },
      // Headers and the gaps between body chunks each bounded; the whole attempt by the timer below.
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  /** One attempt: resolves with the whole answer, rejects on a failure, a timeout or the caller's abort. */
  send(outgoing: Outgoing): Promise<ServiceAnswer> {
    return new Promise<ServiceAnswer>((resolve, reject) => {
      const collector = new AnswerCollector(resolve, reject);
      const { signal } = outgoing;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(
        () => collector.abort(new ServiceTimeoutError('The service did not answer in time.')),
        outgoing.timeoutMs ?? this.#timeoutMs,
      );
      const onAbort = (): void => collector.abort(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      collector.done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      this.#pool.dispatch(
        {
          method: outgoing.method as Dispatcher.HttpMethod,
          path: outgoing.path,
          headers: outgoing.headers,
          body: (outgoing.body as Uint8Array | undefined) ?? null,
          ...(outgoing.timeoutMs !== undefined
            ? { headersTimeout: outgoing.timeoutMs, bodyTimeout: outgoing.timeoutMs }
            : {}),
        },
        collector,
      );
    });
  }

  /** Closes the pool's connections once the calls in flight are answered. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}

/** Collects one answer: status, headers in received order, body bytes. */
class AnswerCollector implements Dispatcher.DispatchHandler {
  done: () => void = () => {};
  #controller: Dispatcher.DispatchController | undefined;
  #abortReason: unknown;
  #settled = false;
  #status = 0;
  #statusText = '';
  #rawHeaders: string[] = [];
  #first: Buffer | undefined;
  #rest: Buffer[] | undefined;

  constructor(
    private readonly resolve: (answer: ServiceAnswer) => void,
    private readonly reject: (err: unknown) => void,
  ) {}

  /** Ends the attempt now; a request still waiting for a connection is aborted when it starts. */
  abort(reason: unknown): void {
    if (this.#settled) return;
    this.#abortReason = reason ?? new Error('The request was aborted.');
    this.#controller?.abort(this.#abortReason as Error);
    this.#fail(this.#abortReason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#abortReason !== undefined) controller.abort(this.#abortReason as Error);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    if (statusCode < 200) return; // informational: the answer is still to come
    this.#status = statusCode;
    this.#statusText = statusMessage ?? '';
    const raw = this.#rawHeaders;
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      if (typeof value === 'string') raw.push(name, value);
      else for (const v of value) raw.push(name, v);
    }
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#first === undefined) this.#first = chunk;
    else (this.#rest ??= [this.#first]).push(chunk);
  }

  onResponseEnd(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.done();
    const bytes = this.#rest ? Buffer.concat(this.#rest) : (this.#first ?? Buffer.alloc(0));
    this.resolve({
      status: this.#status,
      statusText: this.#statusText,
      rawHeaders: this.#rawHeaders,
      body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.#fail(error);
  }

  #fail(error: unknown): void {
    if (this.#settled) return;
    this.#settled = true;
    this.done();
    this.reject(error);
  }
}
