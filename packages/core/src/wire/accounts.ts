/** Wire types: §2.5 customers, §2.6 internal accounts, §2.7 external accounts. */
import type { DateTime, Money, PaginationQuery, PaymentInstruction } from './common.js';

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
