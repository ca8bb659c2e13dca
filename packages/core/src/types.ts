import type { AuthSession as WireAuthSession } from './wire.js';

/**
 * Wire types of the service resources the browser sees through the integrator backend. They are the
 * service's own (`./wire.ts`, also `@keyhold/core/wire`), plus what only the wallet handler adds.
 */
export type {
  AccountOrWalletInfo,
  AuthMethod,
  AuthSession,
  CredentialType,
  ExternalAccount,
  InternalAccount,
  PaymentInstruction,
  Quote,
  SessionCreationResult as SessionCreation,
  SignedRequestChallenge,
  Transaction,
  TransactionStatus,
} from './wire.js';

/**
 * A session as `wallet.listSessions()` lists it: the service's `AuthSession`, plus, for a session this
 * browser holds and has signed with, when it last did (`lastUsedHereAt`, on the service's clock). Other
 * browsers' use is not known: the service does not report it.
 */
export interface ListedSession extends WireAuthSession {
  lastUsedHereAt?: string;
}

/** What `GET {backend}/config` answers. */
export interface BackendConfig {
  sandbox: boolean;
  rpId: string;
  rpName: string;
  customerId: string;
}

/** A list envelope (service §2.16); only `data` is always present. */
export interface ListEnvelope<T> {
  data: T[];
  hasMore?: boolean;
  nextCursor?: string;
  totalCount?: number;
}
