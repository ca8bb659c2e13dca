// The demo backend's own routes (/api/demo/*): the app's sign-in and the sandbox-explorer helpers.
// A real app has its own sign-in; the wallet itself goes through @keyhold/core to /api/wallet.

export interface DemoConfig {
  sandboxOrigin: string;
  oidcClientId: string;
  /** The service has the sandbox's test controls (clock, reset, outbox). */
  controls: boolean;
  /** Frame mode: the vault document the wallet keeps its keys in (absent in page mode). */
  vaultUrl?: string;
}

export interface Money {
  amount: number;
  currency: { code: string; decimals: number; symbol?: string };
}

export interface DemoMe {
  customer: {
    id: string;
    email?: string;
    platformCustomerId: string;
    umaAddress?: string;
    kycStatus?: string;
  };
  wallet: { id: string; balance: Money } | null;
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  code: string;
  sentAt: string;
}

export interface Payee {
  id: string;
  currency: string;
  accountInfo: { accountType: string; iban?: string; beneficiary?: { fullName?: string } };
}

/** A failed demo call, with the backend's sentence (and the service's code, for developers). */
export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The service refused (its sentence is for developers); otherwise the backend's own sentence. */
    readonly fromService = false,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** One call of the demo backend's API (its CSRF header, JSON both ways). */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  // The backend refuses /api/demo calls without this header and a JSON body (its CSRF stance).
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { 'x-demo-client': '1', 'content-type': 'application/json' },
  };
  if (method === 'POST') init.body = JSON.stringify(body ?? {});
  const res = await fetch(`/api/demo${path}`, init);
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const error = data as { message?: string; code?: string; source?: string; details?: unknown } | undefined;
    const message = error?.message ?? 'The demo backend could not answer. Try again.';
    // Developers get the precise answer here (and in the call inspector); the page shows it in words.
    if (error?.code)
      console.info(`demo API ${method} ${path}: ${res.status} ${error.code}: ${message}`, data);
    throw new DemoApiError(res.status, message, error?.code, error?.source === 'service', error?.details);
  }
  return data as T;
}

export const demoApi = {
  config: () => call<DemoConfig>('GET', '/config'),
  /** The signed-in demo user, or null when nobody is signed in to the demo. */
  me: async (): Promise<DemoMe | null> => {
    const me = await call<DemoMe | { customer: null }>('GET', '/me');
    return me.customer ? (me as DemoMe) : null;
  },
  login: (email: string) => call<{ customerId: string; email: string }>('POST', '/login', { email }),
  logout: () => call<void>('POST', '/logout'),
  outbox: () => call<{ data: OutboxEmail[] }>('GET', '/outbox'),
  fund: (amount: number) => call<{ balance: Money }>('POST', '/fund', { amount }),
  payee: () => call<Payee>('POST', '/payee'),
  advanceClock: (seconds: number) => call<{ now: string }>('POST', '/clock/advance', { seconds }),
};
