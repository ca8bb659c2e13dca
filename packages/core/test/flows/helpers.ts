// Browser-side helpers of the flow tests: per-test customers, test controls of the sandbox, wallets.
import { inject } from 'vitest';
import {
  createKeyStore,
  createWallet,
  isKeyholdError,
  type KeyholdError,
  type KeyStore,
  type Wallet,
  type WalletOptions,
} from '../../src/index.js';
import type { BackendInfo } from './env.js';

export const env = inject('keyhold');

export interface TestCustomer {
  customerId: string;
  accountId: string;
  backend: BackendInfo;
  /** The wallet handler URL, signed in as this customer. */
  backendUrl: string;
}

async function control<T>(backend: BackendInfo, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${backend.url}/test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`test control ${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

/** A fresh customer (with its EMBEDDED_WALLET account) on the given backend. */
export async function newCustomer(backend: BackendInfo = env.main, email?: string): Promise<TestCustomer> {
  const { customerId, accountId } = await control<{ customerId: string; accountId: string }>(
    backend,
    'customer',
    email === undefined ? {} : { email },
  );
  return { customerId, accountId, backend, backendUrl: `${backend.url}/c/${customerId}/api/wallet` };
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  code: string;
  sentAt: string;
}

export async function outbox(backend: BackendInfo, email: string): Promise<OutboxEntry[]> {
  return (await control<{ data: OutboxEntry[] }>(backend, `outbox?email=${encodeURIComponent(email)}`)).data;
}

/** The newest OTP code sent to `email`, waiting until at least `count` mails arrived. */
export async function readOtp(backend: BackendInfo, email: string, count = 1): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = await outbox(backend, email);
    const last = mails[mails.length - 1];
    if (mails.length >= count && last) return last.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP mail for ${email}`);
}

/** The sandbox's current time (ms). */
export async function serviceNow(backend: BackendInfo): Promise<number> {
  return Date.parse((await control<{ now: string }>(backend, 'clock')).now);
}

export async function advanceClock(backend: BackendInfo, seconds: number): Promise<string> {
  return (await control<{ now: string }>(backend, 'clock/advance', { seconds })).now;
}

export async function oidcToken(
  backend: BackendInfo,
  body: { email: string; nonce: string; aud?: string; iatOffsetSeconds?: number },
): Promise<string> {
  return (await control<{ idToken: string }>(backend, 'oidc-token', body)).idToken;
}

/** A platform-side (Basic auth) call for test setup. */
export async function serviceCall<T>(
  backend: BackendInfo,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return control<T>(backend, 'service', { method, path, body });
}

/** A key store of its own for one test (its own IndexedDB database), so tests never see each other's keys. */
export function isolatedStore(): { store: KeyStore; dbName: string } {
  const dbName = `keyhold-test-${crypto.randomUUID()}`;
  return { store: createKeyStore({ dbName }), dbName };
}

/** Another KeyStore over an existing database: what a reload, or a second tab, opens. */
export function storeAt(dbName: string): KeyStore {
  return createKeyStore({ dbName });
}

const wallets: Wallet[] = [];

/** A wallet for the customer, with its own key store and tab channel unless given. */
export function walletFor(customer: TestCustomer, options: Partial<WalletOptions> = {}): Wallet {
  const wallet = createWallet({
    backendUrl: customer.backendUrl,
    keyStore: options.keyStore ?? isolatedStore().store,
    channelName: options.channelName ?? `keyhold-test-${crypto.randomUUID()}`,
    ...options,
  });
  wallets.push(wallet);
  return wallet;
}

/**
 * Two tabs of one origin for the customer: two wallets (`open`: walletFor, or frameWalletFor in frame
 * mode) over one IndexedDB database and one BroadcastChannel name, both ready.
 */
export async function twoTabs(
  customer: TestCustomer,
  open: (customer: TestCustomer, options: Partial<WalletOptions>) => Wallet = walletFor,
): Promise<{ a: Wallet; b: Wallet }> {
  const { dbName } = isolatedStore();
  const channelName = `tabs-${dbName}`;
  const a = open(customer, { keyStore: storeAt(dbName), channelName });
  const b = open(customer, { keyStore: storeAt(dbName), channelName });
  await Promise.all([a.ready, b.ready]);
  return { a, b };
}

/** Closes every wallet made by walletFor (timers, channels). */
export function closeWallets(): void {
  for (const w of wallets.splice(0)) w.close();
}

/** Resolves with the next `type` event's detail. */
export function nextEvent<T>(target: EventTarget, type: string, timeoutMs = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(
      type,
      (e) => {
        clearTimeout(timer);
        resolve((e as CustomEvent<T>).detail);
      },
      { once: true },
    );
  });
}

/** Signs in with email OTP: registers (first credential) or sends a code, reads it from the outbox, verifies. */
export async function signInWithOtp(wallet: Wallet, customer: TestCustomer, email: string) {
  const before = (await outbox(customer.backend, email)).length;
  const otp = await wallet.emailOtp.start({ email });
  const code = await readOtp(customer.backend, email, otp.codeSent ? before + 1 : before);
  return otp.verify(code);
}

/** The KeyholdError a promise rejects with (fails the test when it resolves or throws anything else). */
export async function caught(p: Promise<unknown>): Promise<KeyholdError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!isKeyholdError(e)) throw new Error(`expected a KeyholdError, got ${String(e)}`);
  return e;
}

/** A customer with `amount` cents on its account and a EUR payee (`destination`, an external account id). */
export async function fundedCustomer(
  amount = 100_000,
): Promise<{ customer: TestCustomer; destination: string }> {
  const customer = await newCustomer();
  if (amount > 0) {
    await serviceCall(customer.backend, 'POST', `/sandbox/internal-accounts/${customer.accountId}/fund`, {
      amount,
    });
  }
  const external = await serviceCall<{ id: string }>(
    customer.backend,
    'POST',
    '/customers/external-accounts',
    {
      customerId: customer.customerId,
      currency: 'EUR',
      accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000' },
    },
  );
  return { customer, destination: external.id };
}
