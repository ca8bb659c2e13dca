/**
 * Records kept in the sandbox state. Wire shapes are produced from them by the `present*` functions
 * of each route module, so internal fields (keys, codes, mnemonics) never leak.
 */
import type { ServiceOperation } from '@keyhold/protocol';
import type { Currency } from './currencies.js';
import type {
  Address,
  AuthMethod,
  CredentialType,
  Customer as WireCustomer,
  InternalAccount,
  InternalAccountType,
  KycStatus,
  PaymentInstruction,
  QuoteFields as WireQuote,
  QuoteRateDetails,
  BeneficiaryVerificationStatus,
  TransactionFailureReason,
} from '@keyhold/protocol/wire';

// The wire shapes are the service's own, shared with the client packages; the records below add what
// only the sandbox keeps.
export type { Address, AuthMethod, CredentialType, InternalAccount, InternalAccountType, KycStatus };

/** Every credential type the sandbox accepts. */
export const credentialTypes: readonly CredentialType[] = ['OAUTH', 'EMAIL_OTP', 'PASSKEY'];

/** A stored customer: the wire shape with the fields the sandbox always sets made required. */
export interface Customer extends WireCustomer {
  currencies: string[];
  kycStatus: KycStatus;
  businessInfo?: Record<string, unknown>;
  beneficialOwners?: Array<Record<string, unknown>>;
}

/** A stored internal account, the embedded wallet included. */
export interface InternalAccountRecord {
  id: string;
  customerId: string | null;
  type: InternalAccountType;
  status: 'ACTIVE' | 'FROZEN' | 'CLOSED';
  currency: string;
  /** Smallest unit of `currency`. */
  balance: number;
  fundingPaymentInstructions: PaymentInstruction[];
  createdAt: string;
  updatedAt: string;
  /** Embedded wallets only: the wallet's BIP-39 mnemonic (what export seals). */
  mnemonic?: string;
}

/** A stored credential of an embedded wallet. */
export interface CredentialRecord {
  id: string;
  accountId: string;
  type: CredentialType;
  nickname: string;
  createdAt: string;
  updatedAt: string;
  revokedAt?: string;
  /** EMAIL_OTP: the current code (one at a time). */
  otp?: { code: string; sentAt: string; expiresAt: string; used: boolean; failedAttempts?: number };
  /** EMAIL_OTP brute-force guard: wrong codes since the last lockout (across re-issued codes), lockouts so far. */
  otpGuard?: { failures: number; lockouts: number; lockedUntil?: string };
  /** OAUTH: identity the credential was registered with. */
  oidc?: { iss: string; sub: string; aud: string; email?: string };
  /** PASSKEY: the registered WebAuthn credential. */
  passkey?: { credentialId: string; publicKey: string; counter: number; transports: string[] };
  /** Last time a challenge (OTP email or passkey challenge) was issued. */
  lastChallengeAt?: string;
}

/** A stored wallet session. */
export interface SessionRecord {
  id: string;
  accountId: string;
  credentialId: string;
  /** Compressed hex public key of the session signing key. */
  publicKey: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
}

/**
 * The operations a pending request is for: the service's names of the signed operations
 * (`@keyhold/protocol`'s one list), and the passkey assertion that opens a session (`CREATE_SESSION`).
 */
export type SignedOperation = ServiceOperation | 'CREATE_SESSION';

/** A signed-request challenge waiting for its stamped retry. */
export interface PendingSignedRequest {
  /** The requestId. */
  id: string;
  operation: SignedOperation;
  accountId: string;
  method: string;
  path: string;
  bodyDigest: string;
  payloadToSign: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
  /** Credential type echoed in the 202 (`/auth/*` operations only). */
  type?: CredentialType;
  /** Target resource (credential, session, quote). */
  targetId?: string;
  data?: Record<string, unknown>;
}

/** An email the sandbox "sent" (one-time codes), kept in its outbox. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  code: string;
  text: string;
  sentAt: string;
}

/** A stored external account. */
export interface ExternalAccount {
  id: string;
  status: 'PENDING' | 'ACTIVE' | 'UNDER_REVIEW' | 'INACTIVE';
  currency: string;
  accountInfo: Record<string, unknown>;
  customerId: string | null;
  platformAccountId?: string;
  defaultUmaDepositAccount: boolean;
  beneficiaryVerificationStatus: BeneficiaryVerificationStatus;
  beneficiaryVerifiedData?: { fullName: string };
  createdAt: string;
  updatedAt: string;
}

/** A stored quote: the wire Quote with the shapes the sandbox always fills, plus internal bookkeeping. */
export interface QuoteRecord
  extends Omit<WireQuote, 'source' | 'destination' | 'paymentInstructions' | 'rateDetails'> {
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  paymentInstructions: PaymentInstruction[];
  rateDetails: QuoteRateDetails;
  description?: string;
  /** Payment purpose under the sandbox's first wire name… */
  paymentPurpose?: string;
  /** …and under the service's published one (both are echoed). */
  purposeOfPayment?: string;
  /** Internal: the customer that owns the source, the signed-execute request, the agent. */
  internal: {
    customerId: string | null;
    executeRequestId?: string;
    agentId?: string;
    /** Part 2: how the quote is funded (an internal account, or a real-time payment in). */
    funding?: 'ACCOUNT' | 'REALTIME';
    lookupId?: string;
    senderCustomerInfo?: Record<string, unknown>;
  };
}

/** A stored transaction. */
export interface TransactionRecord {
  id: string;
  status: 'CREATED' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';
  type: 'INCOMING' | 'OUTGOING';
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  customerId: string | null;
  platformCustomerId?: string;
  receivedAmount: { amount: number; currency: Currency };
  sentAmount?: { amount: number; currency: Currency };
  settledAt?: string;
  createdAt: string;
  updatedAt: string;
  agentId?: string;
  description?: string;
  counterpartyInformation?: Record<string, unknown>;
  reconciliationInstructions?: { reference: string };
  rateDetails?: Record<string, number>;
  failureReason?: TransactionFailureReason;
  quoteId?: string;
}

/** A kept answer to an idempotent request. */
export interface IdempotencyRecord {
  /** `<method> <path> <key>` */
  id: string;
  bodyDigest: string;
  status: number;
  body: string;
  headers: Record<string, string>;
  createdAt: string;
}
