/** Wire types: Shared wire shapes: dates, currencies, pagination (§2.16). */

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

/** The paging parameters every list takes: page size and cursor. */
export interface PaginationQuery {
  /** 1 to 100, default 20. */
  limit?: number;
  cursor?: string;
}

/** An amount in a currency's smallest unit, with its currency. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** An account or wallet a payment moves money from or to. */
export interface AccountOrWalletInfo {
  accountType: 'USD_ACCOUNT' | 'SPARK_WALLET' | 'EMBEDDED_WALLET' | string;
  /** EMBEDDED_WALLET entries carry the payload to stamp for execute (wire-formats §5). */
  payloadToSign?: string;
  [field: string]: unknown;
}

/** How to pay into an account (bank details or an address) to fund it. */
export interface PaymentInstruction {
  accountOrWalletInfo: AccountOrWalletInfo;
  instructionsNotes?: string;
}
