/** Wire types: §2.12–2.15 invitations, documents, institutions, lookups. */
import type { Currency, DateTime, Money, PaginationQuery } from './common.js';

/** Where an invitation is: open, claimed, expired or cancelled. */
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
  [field: string]: unknown;
}

/**
 * `POST /invitations`. `amountToSend` is an integer in the inviter's currency (the service's form) or
 * `{amount, currency}`; `expiresAt` (ISO 8601) or `expiresInSeconds`, not both.
 */
export interface CreateInvitationRequest {
  inviterUma: string;
  firstName?: string;
  amountToSend?: number | { amount: number; currency: string };
  expiresAt?: DateTime;
  expiresInSeconds?: number;
}

/** `GET /invitations`. */
export interface ListInvitationsQuery extends PaginationQuery {
  inviterUma?: string;
  status?: InvitationStatus;
}

/** The kind of an identity or business document a customer uploads. */
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
  [field: string]: unknown;
}

/** `POST /documents` (multipart): a document for a customer or beneficial owner. */
export interface UploadDocumentRequest extends ReplaceDocumentRequest {
  documentHolder: string;
}

/** `GET /documents`. */
export interface ListDocumentsQuery extends PaginationQuery {
  documentHolder?: string;
}

/** The body that replaces an uploaded document. */
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
  [field: string]: unknown;
}

/** §2.15 */
export interface ExternalAccountLookup {
  supportedCurrencies: { currency: Currency; estimatedExchangeRate: number; min: number; max: number }[];
  lookupId: string;
  accountId: string;
  requiredPayerDataFields: { name: string; mandatory: boolean }[];
  [field: string]: unknown;
}

/** `GET /receiver/uma/{umaAddress}`: the lookup of a UMA receiver (the service's `receiverUmaAddress`). */
export interface UmaLookup {
  lookupId: string;
  receiverUmaAddress: string;
  supportedCurrencies: { currency: Currency; estimatedExchangeRate: number; min: number; max: number }[];
  requiredPayerDataFields: { name: string; mandatory: boolean }[];
  [field: string]: unknown;
}

/** The query that looks an external account up before paying it. */
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
