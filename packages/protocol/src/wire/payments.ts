/** Wire types: §2.8 quotes, §2.9 transactions, transfers. */
import type { Currency, DateTime, Money, PaginationQuery, PaymentInstruction } from './common.js';

/** Where a quote is: open, executing, done, failed or expired. */
export type QuoteStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

/** How a quote's rate and fees break down. */
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

/** §2.8, the fields this library names (see {@link Quote}). */
export interface QuoteFields {
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
  description?: string;
  /** The payment purpose (the service's name; the sandbox also echoes its first name, `paymentPurpose`). */
  purposeOfPayment?: PaymentPurpose | (string & {});
}

/**
 * §2.8 Quote. Fields the service adds later are kept (the index signature), never rejected:
 * `quote['newField']` reads them.
 */
export interface Quote extends QuoteFields {
  [field: string]: unknown;
}

/** Why a payment is made, as some corridors require. */
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

/** The body that asks for a quote: source, destination and the locked amount. */
export interface CreateQuoteRequest {
  source: QuoteSource;
  destination: QuoteDestination;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  lookupId?: string;
  immediatelyExecute?: boolean;
  description?: string;
  senderCustomerInfo?: Record<string, unknown>;
  /** The service's name for the payment purpose (required for INR payouts). */
  purposeOfPayment?: PaymentPurpose | (string & {});
  /** The sandbox's first name for it (still accepted). */
  paymentPurpose?: PaymentPurpose | (string & {});
  [field: string]: unknown;
}

/** Where a transaction is in its life. */
export type TransactionStatus =
  | 'CREATED'
  | 'PENDING'
  | 'PROCESSING'
  | 'COMPLETED'
  | 'REJECTED'
  | 'FAILED'
  | 'REFUNDED'
  | 'EXPIRED';

/** Why a transaction failed. */
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
  /** Absent on a transaction between the platform's own accounts (no customer is party to it). */
  customerId?: string;
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

/**
 * Same-currency transfers. `amount` is optional as the service publishes it: a transfer-out without it
 * moves the whole available balance of the source (transfer-in requires it).
 */
export interface TransferRequest {
  source: { accountId: string };
  destination: { accountId: string };
  amount?: number;
  description?: string;
  [field: string]: unknown;
}

/** Filters of the transaction list. */
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

/** `GET /transactions` (the platform-wide list): every filter of the agent list plus the customer. */
export interface ListPlatformTransactionsQuery extends ListTransactionsQuery {
  customerId?: string;
  /** The platform's own id of the customer. */
  platformCustomerId?: string;
}

/** `GET /quotes`: the filters of the transaction list. */
export interface ListQuotesQuery extends PaginationQuery {
  customerId?: string;
  platformCustomerId?: string;
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: QuoteStatus;
  startDate?: DateTime;
  endDate?: DateTime;
  sortOrder?: 'asc' | 'desc';
}

/** `GET /exchange-rates` query. */
export interface ExchangeRatesQuery {
  sourceCurrency?: string;
  /** One or several destination currencies. */
  destinationCurrency?: string | string[];
  /** Smallest unit of the source currency; the service's default is 10000. */
  sendingAmount?: number;
}

/** One corridor of `GET /exchange-rates` (the service's `ExchangeRate`). */
export interface ExchangeRate {
  sourceCurrency: Currency;
  sendingAmount: number;
  minSendingAmount: number;
  maxSendingAmount: number;
  destinationCurrency: Currency;
  destinationPaymentRail: string;
  receivingAmount: number;
  /** Sending-currency units per receiving-currency unit. */
  exchangeRate: number;
  fees: { fixed?: number; total?: number };
  updatedAt: DateTime;
  [field: string]: unknown;
}

/** `POST /sandbox/uma/receive`: the receiver by UMA address or (the service's form) by customer id. */
export type SandboxUmaReceiveRequest = {
  senderUmaAddress: string;
  receivingCurrencyCode: string;
  receivingCurrencyAmount: number;
} & (
  | { receiverUmaAddress: string; customerId?: string }
  | { customerId: string; receiverUmaAddress?: string }
);

/** `POST /transactions/{id}/approve` body. */
export interface ApprovePaymentRequest {
  receiverCustomerInfo?: Record<string, unknown>;
}

/** Answer of the test webhook (`POST /sandbox/webhooks/test`, the service's `TestWebhookResponse`). */
export interface TestWebhookResult {
  url?: string;
  response_status: number;
  response_body?: string;
  [field: string]: unknown;
}
