/** Wire types of the service resources the browser sees through the integrator backend. */

/** A credential type of the service. */
export type CredentialType = 'PASSKEY' | 'EMAIL_OTP' | 'OAUTH';

/** A credential record (service §2.1). */
export interface AuthMethod {
  id: string;
  accountId: string;
  type: CredentialType;
  nickname: string;
  createdAt: string;
  updatedAt: string;
}

/** A session as listed by `GET /auth/sessions` (AuthMethod fields of the issuing credential, `id` = `Session:<uuid>`). */
export interface AuthSession {
  id: string;
  accountId: string;
  type: CredentialType;
  nickname?: string;
  expiresAt: string;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** The verify result (service §2.4), with the session fields the interface adds. */
export interface SessionCreation {
  encryptedSessionSigningKey: string;
  expiresAt: string;
  id?: string;
  [field: string]: unknown;
}

/** Body of every 202 of a signed-retry operation (service §2.2). */
export interface SignedRequestChallenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
  type?: CredentialType;
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

/** A quote (service §2.8); only what the core reads is typed. */
export interface Quote {
  id: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
  expiresAt: string;
  transactionId?: string;
  paymentInstructions?: PaymentInstruction[];
  [field: string]: unknown;
}

export interface PaymentInstruction {
  accountOrWalletInfo: { accountType: string; payloadToSign?: string; [field: string]: unknown };
  instructionsNotes?: string;
}

export type TransactionStatus =
  | 'CREATED'
  | 'PENDING'
  | 'PROCESSING'
  | 'COMPLETED'
  | 'REJECTED'
  | 'FAILED'
  | 'REFUNDED'
  | 'EXPIRED';

/** A transaction (service §2.9); only what the core reads is typed. */
export interface Transaction {
  id: string;
  status: TransactionStatus;
  failureReason?: string;
  [field: string]: unknown;
}

/** An internal account (wire-formats §9). */
export interface InternalAccount {
  id: string;
  type: string;
  status?: string;
  customerId?: string;
  [field: string]: unknown;
}
