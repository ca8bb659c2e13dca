/**
 * The shared client of the sandbox's tests: a sandbox server on an ephemeral port (`startApi`, or
 * `useApi` for one per file or describe block), a client of a sandbox process (`processApi`), raw
 * requests and a customer with its wallet.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from '../../src/index.js';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface Api {
  server: SandboxServer;
  base: string;
  origin: string;
  auth: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** What most helpers need of a sandbox: its API and its test controls over HTTP. */
export type ApiClient = Pick<Api, 'call' | 'control'>;

export function basicAuth(tokenId = 'sandbox-token', secret = 'sandbox-secret'): string {
  return `Basic ${Buffer.from(`${tokenId}:${secret}`).toString('base64')}`;
}

export async function request<T>(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Reply<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(url, init);
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

/** A client for a sandbox process (`startSandboxProcess`) with the default credentials. */
export function processApi(proc: { baseUrl: string; origin: string }): ApiClient {
  const headers = { authorization: basicAuth() };
  return {
    call: (method, path, body, extra = {}) =>
      request(`${proc.baseUrl}${path}`, method, body, { ...headers, ...extra }),
    control: (method, path, body) => request(`${proc.origin}/_sandbox${path}`, method, body, headers),
  };
}

/** Starts a sandbox server on an ephemeral port and returns a small client. */
export async function startApi(options: SandboxServerOptions = {}): Promise<Api> {
  const server = await startSandboxServer({ port: 0, ...options });
  const auth = basicAuth(options.tokenId, options.secret);
  return {
    server,
    base: server.baseUrl,
    origin: server.origin,
    auth,
    call: (method, path, body, headers = {}) =>
      request(`${server.baseUrl}${path}`, method, body, { authorization: auth, ...headers }),
    control: (method, path, body) =>
      request(`${server.origin}/_sandbox${path}`, method, body, { authorization: auth }),
    close: () => server.close(),
  };
}

/**
 * One sandbox server for the tests of the file (or `describe` block) that calls it: started before
 * the first test, closed after the last. The client answers once the sandbox has started, so it can be
 * used from any test, hook or helper of that scope.
 */
export function useApi(options: SandboxServerOptions = {}): Api {
  let started: Api | undefined;
  beforeAll(async () => {
    started = await startApi(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Api => {
    if (!started)
      throw new Error('useApi: the sandbox starts in beforeAll; use the client in a test or hook');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get base() {
      return current().base;
    },
    get origin() {
      return current().origin;
    },
    get auth() {
      return current().auth;
    },
    call: (method, path, body, headers) => current().call(method, path, body, headers),
    control: (method, path, body) => current().control(method, path, body),
    close: () => current().close(),
  };
}

export interface CustomerAndWallet {
  customerId: string;
  accountId: string;
}

let counter = 0;
export async function createCustomer(
  api: ApiClient,
  extra: Record<string, unknown> = {},
): Promise<CustomerAndWallet> {
  counter++;
  const res = await api.call<{ id: string }>('POST', '/customers', {
    platformCustomerId: `user-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    customerType: 'INDIVIDUAL',
    ...extra,
  });
  if (res.status !== 201) throw new Error(`create customer: ${res.status} ${res.text}`);
  const accounts = await api.call<{ data: Array<{ id: string }> }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(res.body.id)}&type=EMBEDDED_WALLET`,
  );
  return { customerId: res.body.id, accountId: accounts.body.data[0]!.id };
}
