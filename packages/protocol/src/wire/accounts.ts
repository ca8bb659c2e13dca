/** Wire types: §2.5 customers, §2.6 internal accounts, §2.7 external accounts. */
import type { DateTime, Money, PaginationQuery, PaymentInstruction } from './common.js';

/** A person or a business. */
export type CustomerType = 'INDIVIDUAL' | 'BUSINESS';
/** Where a customer is in identity verification. */
export type KycStatus = 'UNVERIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED';

/** A postal address. */
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

/** Filters of the customer list. */
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

/** The kind of an internal account: fiat, crypto, or the customer's embedded wallet. */
export type InternalAccountType = 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';

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
  /** Fields the service may add later are kept (see `Customer`). */
  [field: string]: unknown;
}

/** Filters of the internal account list. */
export interface ListInternalAccountsQuery extends PaginationQuery {
  customerId?: string;
  type?: InternalAccountType;
  currency?: string;
}

/** Where an external account is in its review. */
export type ExternalAccountStatus = 'PENDING' | 'ACTIVE' | 'UNDER_REVIEW' | 'INACTIVE';
/** Whether the beneficiary of an external account has been verified. */
export type BeneficiaryVerificationStatus =
  | 'MATCHED'
  | 'PARTIAL_MATCH'
  | 'NOT_MATCHED'
  | 'UNSUPPORTED'
  | 'CHECKED_BY_RECEIVING_FI'
  | 'PENDING';

/** The person who owns an external account. */
export interface IndividualBeneficiary {
  beneficiaryType: 'INDIVIDUAL';
  fullName: string;
  birthDate?: string;
  nationality?: string;
  address?: Address;
}

/** Rails an account can be paid on (the service's `paymentRails`; the first is a quote's `paymentRail`). */
export type PaymentRail =
  | 'ACH'
  | 'WIRE'
  | 'RTP'
  | 'FEDNOW'
  | 'SEPA'
  | 'SEPA_INSTANT'
  | 'SWIFT'
  | 'PIX'
  | 'SPEI'
  | (string & {});

/** Bank details of a US dollar account (routing and account numbers). */
export interface UsdAccountInfo {
  accountType: 'USD_ACCOUNT';
  accountNumber: string;
  routingNumber: string;
  /** Optional, as the service publishes it. */
  bankAccountType?: 'CHECKING' | 'SAVINGS' | (string & {});
  paymentRails?: PaymentRail[];
  bankName?: string;
  beneficiary?: IndividualBeneficiary | Record<string, unknown>;
}

/** Bank details of a Mexican peso account (CLABE). */
export interface MxnAccountInfo {
  accountType: 'MXN_ACCOUNT';
  /** The service's name (18 digits); the sandbox also takes `clabe`. */
  clabeNumber: string;
  paymentRails?: PaymentRail[];
  bankName?: string;
  beneficiary?: IndividualBeneficiary | Record<string, unknown>;
}

/** Bank details of a euro account (IBAN). */
export interface EurAccountInfo {
  accountType: 'EUR_ACCOUNT';
  iban: string;
  swiftCode?: string;
  paymentRails?: PaymentRail[];
  bankName?: string;
  beneficiary?: IndividualBeneficiary | Record<string, unknown>;
}

/** Bank details of a UAE dirham account (IBAN). */
export interface AedAccountInfo {
  accountType: 'AED_ACCOUNT';
  iban: string;
  swiftCode: string;
  paymentRails?: PaymentRail[];
  beneficiary?: IndividualBeneficiary | Record<string, unknown>;
}

/** Bank details of a Brazilian real account (PIX). */
export interface BrlAccountInfo {
  accountType: 'BRL_ACCOUNT';
  pixKey: string;
  pixKeyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'RANDOM' | (string & {});
  taxId?: string;
  paymentRails?: PaymentRail[];
  beneficiary?: IndividualBeneficiary | Record<string, unknown>;
}

/** The account types this library names: a union discriminated by `accountType`. */
export type KnownAccountInfo =
  | UsdAccountInfo
  | MxnAccountInfo
  | EurAccountInfo
  | AedAccountInfo
  | BrlAccountInfo
  | { accountType: 'SPARK_WALLET'; address: string };

/**
 * Account info as sent and answered: a named type, or one the service adds later (kept loosely). To
 * narrow by `accountType`, treat it as {@link KnownAccountInfo} once the type is one you handle.
 */
export type AccountInfo = KnownAccountInfo | { accountType: string & {}; [field: string]: unknown };

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
  /** Fields the service may add later are kept. */
  [field: string]: unknown;
}

/** The body that creates an external account for a customer. */
export interface CreateExternalAccountRequest {
  currency: string;
  accountInfo: AccountInfo;
  customerId?: string;
  platformAccountId?: string;
  defaultUmaDepositAccount?: boolean;
}

/** Filters of the external account list. */
export interface ListExternalAccountsQuery extends PaginationQuery {
  currency?: string;
}

/** `GET /customers/external-accounts`. */
export interface ListCustomerExternalAccountsQuery extends ListExternalAccountsQuery {
  customerId?: string;
}

/**
 * `PATCH /customers/{id}` (the service's update). Changing `email` of a customer whose wallet has an
 * EMAIL_OTP credential is a signed retry (operation `UPDATE_CUSTOMER_EMAIL`).
 */
export interface UpdateCustomerRequest {
  customerType?: CustomerType;
  email?: string;
  umaAddress?: string;
  currencies?: string[];
  region?: string;
  fullName?: string;
  birthDate?: string;
  nationality?: string;
  address?: Address;
  kycStatus?: KycStatus;
  [field: string]: unknown;
}

/** `GET /platform/internal-accounts`. */
export interface ListPlatformInternalAccountsQuery {
  currency?: string;
  type?: InternalAccountType;
}

/** One currency of the platform configuration. */
export interface PlatformCurrencyConfig {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: { name: string; mandatory: boolean }[];
  enabledTransactionTypes: ('INCOMING' | 'OUTGOING')[];
  [field: string]: unknown;
}

/** `GET /config` (the service's `PlatformConfig`). */
export interface PlatformConfig {
  id: string;
  umaDomain?: string;
  webhookEndpoint?: string;
  supportedCurrencies: PlatformCurrencyConfig[];
  isRegulatedFinancialInstitution?: boolean;
  /** Sandbox: incoming payments wait for the platform's approval. */
  paymentApprovalRequired?: boolean;
  createdAt?: DateTime;
  updatedAt?: DateTime;
  [field: string]: unknown;
}

/** `PATCH /config`. `webhookEndpoint: null` removes the endpoint (sandbox). */
export interface UpdatePlatformConfigRequest {
  umaDomain?: string;
  webhookEndpoint?: string | null;
  supportedCurrencies?: Partial<PlatformCurrencyConfig>[];
  paymentApprovalRequired?: boolean;
  [field: string]: unknown;
}
