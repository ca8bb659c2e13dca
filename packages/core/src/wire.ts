/**
 * Types of the service's resources (service-interface.md §2) and of the gap decisions of wire-formats.md
 * §9. Field names are the wire names. Optional fields are the ones the interface marks optional or that
 * appear only in some states.
 */

/** ISO 8601 date-time string in UTC. */
export type DateTime = string;

/** A currency object. */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** §2.16 List responses. */
export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount?: number;
}

/** Lists that are not paginated (credentials, sessions, discoveries). */
export interface DataList<T> {
  data: T[];
}

export interface PaginationQuery {
  /** 1 to 100, default 20. */
  limit?: number;
  cursor?: string;
}

// ---------------------------------------------------------------------------------------------------
// §2.1–2.4 credentials, signed requests, sessions

export type CredentialType = 'OAUTH' | 'EMAIL_OTP' | 'PASSKEY';

/** §2.1 A credential record. */
export interface AuthMethod {
  id: string;
  accountId: string;
  type: CredentialType;
  nickname: string;
  createdAt: DateTime;
  updatedAt: DateTime;
}

/** §2.2 Body of every 202 on a signed-retry operation. `type` only on /auth/* operations. */
export interface SignedRequestChallenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: DateTime;
  type?: CredentialType;
}

/** §2.3 Passkey authentication challenge. */
export interface PasskeyChallenge {
  challenge: string;
  requestId: string;
  expiresAt?: DateTime;
}

/** §2.4 Session-creation result (verify). Wire-formats §9: AuthSession fields plus the sealed key. */
export interface SessionCreationResult extends Partial<Omit<AuthSession, 'expiresAt'>> {
  encryptedSessionSigningKey: string;
  expiresAt: DateTime;
}

/** Wire-formats §9: a session, listed by `GET /auth/sessions`. Never carries key material. */
export interface AuthSession extends Omit<AuthMethod, 'id'> {
  /** `Session:<uuid>` */
  id: string;
  expiresAt: DateTime;
}

export interface PasskeyAttestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

export interface PasskeyAssertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

export type CreateCredentialRequest =
  | { type: 'EMAIL_OTP'; accountId: string; email: string }
  | { type: 'OAUTH'; accountId: string; oidcToken: string }
  | {
      type: 'PASSKEY';
      accountId: string;
      nickname: string;
      challenge: string;
      attestation: PasskeyAttestation;
    };

export type VerifyCredentialRequest =
  | { type: 'EMAIL_OTP'; otp: string; clientPublicKey: string }
  | { type: 'OAUTH'; oidcToken: string; clientPublicKey: string }
  | { type: 'PASSKEY'; assertion: PasskeyAssertion };

/** Signature headers of a signed retry (§5.5). */
export interface SignedRetry {
  /** `Service-Wallet-Signature`: the full stamp over the previous `payloadToSign`. */
  signature: string;
  /** `Request-Id`: the `requestId` of the 202. */
  requestId: string;
}

/** Result of a signed-retry operation: done, or a challenge that needs a stamped retry. */
export type SignedResult<T> =
  | { signatureRequired: false; status: number; result: T }
  | { signatureRequired: true; status: 202; challenge: SignedRequestChallenge };

/** Wire-formats §8 export result. */
export interface WalletExport {
  id: string;
  encryptedWalletCredentials: string;
}

// ---------------------------------------------------------------------------------------------------
// §2.5 customers, §2.6 internal accounts, §2.7 external accounts

export type CustomerType = 'INDIVIDUAL' | 'BUSINESS';
export type KycStatus = 'UNVERIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED';

export interface Address {
  line1: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode: string;
  country: string;
}

/** §2.5 */
export interface Customer {
  id: string;
  platformCustomerId: string;
  customerType: CustomerType;
  umaAddress: string;
  region?: string;
  currencies?: string[];
  email?: string;
  createdAt: DateTime;
  updatedAt: DateTime;
  isDeleted: boolean;
  kycStatus?: KycStatus;
  fullName?: string;
  birthDate?: string;
  nationality?: string;
  address?: Address;
  /** Business fields are not shown by the interface. */
  [extra: string]: unknown;
}

/** `POST /customers` (not shown by the interface; the sandbox takes the §2.5 fields). */
export interface CreateCustomerRequest {
  platformCustomerId: string;
  customerType: CustomerType;
  umaAddress?: string;
  region?: string;
  currencies?: string[];
  email?: string;
  fullName?: string;
  birthDate?: string;
  nationality?: string;
  address?: Address;
  [extra: string]: unknown;
}

export interface ListCustomersQuery extends PaginationQuery {
  platformCustomerId?: string;
  customerType?: CustomerType;
  createdAfter?: DateTime;
  createdBefore?: DateTime;
  updatedAfter?: DateTime;
  updatedBefore?: DateTime;
  region?: string;
  currency?: string;
  umaAddress?: string;
  isIncludingDeleted?: boolean;
}

export type InternalAccountType = 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';

export interface Money {
  amount: number;
  currency: Currency;
}

/** Wire-formats §9 internal account. */
export interface InternalAccount {
  id: string;
  customerId?: string;
  type: InternalAccountType;
  status: string;
  balance: Money;
  fundingPaymentInstructions: PaymentInstruction[];
  createdAt: DateTime;
  updatedAt: DateTime;
}

export interface ListInternalAccountsQuery extends PaginationQuery {
  customerId?: string;
  type?: InternalAccountType;
  currency?: string;
}

export type ExternalAccountStatus = 'PENDING' | 'ACTIVE' | 'UNDER_REVIEW' | 'INACTIVE';
export type BeneficiaryVerificationStatus =
  | 'MATCHED'
  | 'PARTIAL_MATCH'
  | 'NOT_MATCHED'
  | 'UNSUPPORTED'
  | 'CHECKED_BY_RECEIVING_FI'
  | 'PENDING';

export interface IndividualBeneficiary {
  beneficiaryType: 'INDIVIDUAL';
  fullName: string;
  birthDate?: string;
  nationality?: string;
  address?: Address;
}

export type AccountInfo =
  | { accountType: 'AED_ACCOUNT'; iban: string; swiftCode: string }
  | {
      accountType: 'USD_ACCOUNT';
      accountNumber: string;
      routingNumber: string;
      bankAccountType?: 'CHECKING' | string;
      bankName?: string;
      beneficiary?: IndividualBeneficiary | Record<string, unknown>;
    }
  | { accountType: 'BRL_ACCOUNT'; pixKey: string; pixKeyType: 'CPF' | string; taxId?: string }
  | { accountType: string; [field: string]: unknown };

/** §2.7 */
export interface ExternalAccount {
  id: string;
  status: ExternalAccountStatus;
  currency: string;
  accountInfo: AccountInfo;
  customerId: string | null;
  platformAccountId?: string;
  defaultUmaDepositAccount?: boolean;
  beneficiaryVerificationStatus?: BeneficiaryVerificationStatus;
  beneficiaryVerifiedData?: { fullName?: string; [field: string]: unknown };
}

export interface CreateExternalAccountRequest {
  currency: string;
  accountInfo: AccountInfo;
  customerId?: string;
  platformAccountId?: string;
  defaultUmaDepositAccount?: boolean;
}

export interface ListExternalAccountsQuery extends PaginationQuery {
  currency?: string;
}

// ---------------------------------------------------------------------------------------------------
// §2.8 quotes, §2.9 transactions

export type QuoteStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

export interface AccountOrWalletInfo {
  accountType: 'USD_ACCOUNT' | 'SPARK_WALLET' | 'EMBEDDED_WALLET' | string;
  /** EMBEDDED_WALLET entries carry the payload to stamp for execute (wire-formats §5). */
  payloadToSign?: string;
  [field: string]: unknown;
}

export interface PaymentInstruction {
  accountOrWalletInfo: AccountOrWalletInfo;
  instructionsNotes?: string;
}

export interface QuoteRateDetails {
  counterpartyMultiplier?: number;
  counterpartyFixedFee?: number;
  serviceApiMultiplier?: number;
  serviceApiFixedFee?: number;
  serviceApiVariableFeeRate?: number;
  serviceApiVariableFeeAmount?: number;
}

/** A quote paid from an account (an internal account such as the embedded wallet). */
export interface AccountQuoteSource {
  sourceType: 'ACCOUNT';
  accountId: string;
  /** Responses may add the account's customer. */
  customerId?: string;
}

/** A real-time funded quote: the customer pays in (instructions in `paymentInstructions`). */
export interface RealtimeFundingQuoteSource {
  sourceType: 'REALTIME_FUNDING';
  customerId: string;
  /** Currency code, e.g. `USD`. */
  currency: string;
}

/** A real-time funded quote from one of your customers' UMA addresses. */
export interface UmaAddressQuoteSource {
  sourceType: 'UMA_ADDRESS';
  umaAddress: string;
  /** Currency code. */
  currency?: string;
  customerId?: string;
}

/** Where a quote's money comes from, told apart by `sourceType`. */
export type QuoteSource = AccountQuoteSource | RealtimeFundingQuoteSource | UmaAddressQuoteSource;

/** A quote paid into an account (internal or external). */
export interface AccountQuoteDestination {
  destinationType: 'ACCOUNT';
  accountId: string;
  /** Responses may add the rail, for example `ACH`. */
  paymentRail?: string;
}

/** A quote paid to a UMA address (needs the quote's `lookupId`). */
export interface UmaAddressQuoteDestination {
  destinationType: 'UMA_ADDRESS';
  umaAddress: string;
  /** Currency code. */
  currency?: string;
  paymentRail?: string;
}

/** Where a quote's money goes, told apart by `destinationType`. */
export type QuoteDestination = AccountQuoteDestination | UmaAddressQuoteDestination;

/** §2.8 */
export interface Quote {
  id: string;
  status: QuoteStatus;
  createdAt: DateTime;
  expiresAt: DateTime;
  source: QuoteSource;
  destination: QuoteDestination;
  sendingCurrency: Currency;
  receivingCurrency: Currency;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  transactionId?: string;
  paymentInstructions?: PaymentInstruction[];
  counterpartyInformation?: Record<string, unknown>;
  rateDetails?: QuoteRateDetails;
}

export type PaymentPurpose =
  | 'GIFT'
  | 'SELF'
  | 'GOODS_OR_SERVICES'
  | 'EDUCATION'
  | 'HEALTH_OR_MEDICAL'
  | 'REAL_ESTATE_PURCHASE'
  | 'TAX_PAYMENT'
  | 'LOAN_PAYMENT'
  | 'UTILITY_BILL'
  | 'DONATION'
  | 'TRAVEL'
  | 'OTHER';

export interface CreateQuoteRequest {
  source: QuoteSource;
  destination: QuoteDestination;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  lookupId?: string;
  immediatelyExecute?: boolean;
  description?: string;
  senderCustomerInfo?: Record<string, unknown>;
  [field: string]: unknown;
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

export type TransactionFailureReason =
  | 'LNURLP_FAILED'
  | 'PAY_REQUEST_FAILED'
  | 'PAYMENT_APPROVAL_WEBHOOK_ERROR'
  | 'PAYMENT_APPROVAL_TIMED_OUT'
  | 'OFFRAMP_FAILED'
  | 'MISSING_MANDATORY_PAYEE_DATA'
  | 'QUOTE_EXPIRED'
  | 'QUOTE_EXECUTION_FAILED';

/** §2.9 */
export interface Transaction {
  id: string;
  status: TransactionStatus;
  type: 'INCOMING' | 'OUTGOING';
  destination: { destinationType: string; accountId?: string; currency?: string; [f: string]: unknown };
  source: { sourceType: string; accountId?: string; currency?: string; [f: string]: unknown };
  customerId: string;
  platformCustomerId?: string;
  receivedAmount?: Money;
  settledAt?: DateTime;
  createdAt: DateTime;
  updatedAt: DateTime;
  agentId?: string;
  description?: string;
  counterpartyInformation?: Record<string, unknown>;
  reconciliationInstructions?: { reference: string };
  rateDetails?: QuoteRateDetails;
  failureReason?: TransactionFailureReason;
  /** Outgoing transactions: what left the source account, in its currency. */
  sentAmount?: Money;
  /** Outgoing transactions: the quote that made it. */
  quoteId?: string;
  [field: string]: unknown;
}

/** Same-currency transfers (shapes not shown; the sandbox's decision). */
export interface TransferRequest {
  source: { accountId: string };
  destination: { accountId: string };
  amount: number;
  [field: string]: unknown;
}

export interface ListTransactionsQuery extends PaginationQuery {
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: TransactionStatus;
  type?: 'INCOMING' | 'OUTGOING';
  reference?: string;
  startDate?: DateTime;
  endDate?: DateTime;
  sortOrder?: 'asc' | 'desc';
}

// ---------------------------------------------------------------------------------------------------
// §2.10–2.11 agents

export type AgentPermission =
  | 'VIEW_TRANSACTIONS'
  | 'CREATE_TRANSFERS'
  | 'CREATE_QUOTES'
  | 'EXECUTE_QUOTES'
  | 'MANAGE_EXTERNAL_ACCOUNTS';
export type ExecutionMode = 'AUTO' | 'APPROVAL_REQUIRED';

export interface AgentPolicy {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits?: {
    currency: string;
    perTransactionLimit?: number;
    dailyLimit?: number;
    dailyTransactionLimit?: number;
    monthlyLimit?: number;
  };
  accountRestrictions?: {
    allowedAccountIds?: string[];
    accountRules?: { accountId: string; executionMode: ExecutionMode; perTransactionLimit?: number }[];
  };
  approvalThresholds?: { currency: string; amount: number };
}

/** §2.11 */
export interface Agent {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: AgentPolicy;
  usage: {
    dailyTransactionCount: number;
    dailySpend: number;
    monthlySpend: number;
    dailyResetDate: string;
    monthlyResetMonth: string;
  };
  createdAt: DateTime;
  updatedAt: DateTime;
}

export type AgentActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';

/** §2.10 */
export interface AgentAction {
  id: string;
  agentId: string;
  customerId: string;
  platformCustomerId?: string;
  status: AgentActionStatus;
  type: 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';
  createdAt: DateTime;
  updatedAt: DateTime;
  quote?: Quote;
  transferDetails?: {
    amount: number;
    currency: string;
    sourceAccountId: string;
    destinationAccountId: string;
  };
  transaction?: Transaction;
  rejectionReason?: string;
}

export interface AgentTransferOutRequest {
  source: { accountId: string };
  destination: { accountId: string };
  amount: number;
}

// ---------------------------------------------------------------------------------------------------
// §2.12–2.15 invitations, documents, institutions, lookups

export type InvitationStatus = 'PENDING' | 'CLAIMED' | 'EXPIRED' | 'CANCELLED';

/** §2.12 */
export interface Invitation {
  code: string;
  createdAt: DateTime;
  url: string;
  inviterUma: string;
  status: InvitationStatus;
  claimedAt?: DateTime;
  expiresAt?: DateTime;
  inviteeUma?: string;
  firstName?: string;
  amountToSend?: Money;
}

export type DocumentType =
  | 'PASSPORT'
  | 'DRIVERS_LICENSE'
  | 'NATIONAL_ID'
  | 'PROOF_OF_ADDRESS'
  | 'BANK_STATEMENT'
  | 'TAX_RETURN'
  | 'CERTIFICATE_OF_INCORPORATION'
  | 'ARTICLES_OF_INCORPORATION'
  | 'ARTICLES_OF_ASSOCIATION'
  | 'STATE_REGISTRY_EXCERPT'
  | 'GOOD_STANDING_CERTIFICATE'
  | 'INFORMATION_STATEMENT'
  | 'INCUMBENCY_CERTIFICATE'
  | 'BUSINESS_LICENSE'
  | 'SHAREHOLDER_REGISTER'
  | 'POWER_OF_ATTORNEY'
  | 'UTILITY_BILL'
  | 'ELECTRICITY_BILL'
  | 'RENT_OR_LEASE_AGREEMENT'
  | 'DIRECTOR_REGISTRY'
  | 'TRUST_AGREEMENT'
  | 'STATE_COMPANY_REGISTRY'
  | 'PARTNERSHIP_CONTROL_AGREEMENT'
  | 'PARTNERSHIP_AGREEMENT'
  | 'SELFIE'
  | 'OTHER';

/** §2.13 */
export interface KycDocument {
  id: string;
  documentHolder: string;
  documentType: DocumentType;
  country: string;
  fileName: string;
  createdAt: DateTime;
  side?: 'FRONT' | 'BACK';
  documentNumber?: string;
  updatedAt: DateTime;
}

export interface ReplaceDocumentRequest {
  file: Blob;
  fileName?: string;
  documentType: DocumentType;
  country: string;
  side?: 'FRONT' | 'BACK';
  documentNumber?: string;
}

/** §2.14 */
export interface PaymentInstitution {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
}

/** §2.15 */
export interface ExternalAccountLookup {
  supportedCurrencies: { currency: Currency; estimatedExchangeRate: number; min: number; max: number }[];
  lookupId: string;
  accountId: string;
  requiredPayerDataFields: { name: string; mandatory: boolean }[];
}

export interface LookupExternalAccountQuery {
  senderUmaAddress?: string;
  customerId?: string;
}

/** `POST /verifications` (shape not shown). */
export interface VerificationResult {
  kybStatus?: string;
  kycStatus?: string;
  [field: string]: unknown;
}
