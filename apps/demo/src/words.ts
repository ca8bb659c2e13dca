// The service's codes in words, for sentences a person reads (truth on screen: no internal codes).

const STATUS: Record<string, string> = {
  CREATED: 'Created',
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  EXPIRED: 'Expired',
  PENDING_APPROVAL: 'Waiting for your approval',
  APPROVED: 'Approved',
  CLAIMED: 'Claimed',
  CANCELLED: 'Cancelled',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
};

const FAILURE: Record<string, string> = {
  OFFRAMP_FAILED: 'The receiving bank could not deliver the money.',
  PAY_REQUEST_FAILED: 'The sender’s side could not complete the payment.',
  QUOTE_EXECUTION_FAILED: 'The payment could not be carried out.',
  QUOTE_EXPIRED: 'The quote expired before the money arrived.',
  LNURLP_FAILED: 'The receiver’s address could not be reached.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'The receiver could not approve the payment.',
  PAYMENT_APPROVAL_TIMED_OUT: 'The receiver did not approve the payment in time.',
  MISSING_MANDATORY_PAYEE_DATA: 'Details the receiver needs about the payer were missing.',
  INSUFFICIENT_FUNDS: 'There was not enough money in the account.',
  AGENT_PAUSED: 'The agent is paused.',
  PERMISSION_DENIED: 'The agent is not allowed to do that.',
  PER_TRANSACTION_LIMIT_EXCEEDED: 'The amount is above the agent’s limit per payment.',
  DAILY_LIMIT_EXCEEDED: 'The amount would go over the agent’s daily limit.',
  MONTHLY_LIMIT_EXCEEDED: 'The amount would go over the agent’s monthly limit.',
  DAILY_TRANSACTION_LIMIT_EXCEEDED: 'The agent has made as many payments today as it may.',
};

const VERIFICATION: Record<string, string> = {
  MATCHED: 'The name matches the account holder.',
  PARTIAL_MATCH: 'The name only partly matches the account holder.',
  NOT_MATCHED: 'The name does not match the account holder.',
  PENDING: 'The name check is still running.',
  UNSUPPORTED: 'This bank does not support name checks.',
  CHECKED_BY_RECEIVING_FI: 'The receiving bank checks the name itself.',
};

const KYC: Record<string, string> = {
  APPROVED: 'Approved',
  PENDING: 'Under review',
  REJECTED: 'Rejected',
};

/** A status in words ("Completed"); an unknown one in sentence case. */
export function statusWords(status: string | undefined): string {
  if (!status) return '';
  return STATUS[status] ?? sentenceCase(status);
}

/** Why a payment failed, in words. */
export function failureWords(reason: string | undefined): string {
  if (!reason) return '';
  return FAILURE[reason] ?? 'The payment did not go through.';
}

export function verificationWords(status: string | undefined): string {
  return status ? (VERIFICATION[status] ?? sentenceCase(status)) : 'No name check was made.';
}

export function kycWords(status: string | undefined): string {
  return status ? (KYC[status] ?? sentenceCase(status)) : '';
}

/** "EUR_ACCOUNT" → "Eur account" style fallback, never shown raw. */
export function sentenceCase(code: string): string {
  const text = code.toLowerCase().replace(/[_.]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const ACCOUNT_TYPES: Record<string, string> = {
  USD_ACCOUNT: 'US bank account (USD)',
  EUR_ACCOUNT: 'SEPA account (EUR)',
  AED_ACCOUNT: 'UAE bank account (AED)',
  BRL_ACCOUNT: 'Pix key (BRL)',
  MXN_ACCOUNT: 'CLABE account (MXN)',
  SPARK_WALLET: 'Spark wallet (BTC)',
};

/** The named §3.6 scenarios: the suffix the accounts screen gives the account identifier. */
export const SCENARIOS: { suffix: string; name: string; outcome: string }[] = [
  { suffix: '001', name: 'Everything works', outcome: 'Payments complete; the name matches.' },
  {
    suffix: '002',
    name: 'Fails at once',
    outcome: 'Transfers fail at once; a paid quote fails and is refunded.',
  },
  {
    suffix: '003',
    name: 'Slow payout',
    outcome: 'Transfers fail at once; a paid quote completes after 6 minutes.',
  },
  {
    suffix: '004',
    name: 'Rejected',
    outcome: 'Transfers are rejected; a paid quote fails at the bank and is refunded.',
  },
  {
    suffix: '005',
    name: 'Returned later',
    outcome: 'Transfers fail after 30 seconds; a paid quote is returned after a minute.',
  },
  { suffix: '006', name: 'Cancelled by the user', outcome: 'A paid quote is refunded.' },
  { suffix: '007', name: 'Refund fails too', outcome: 'A paid quote fails and is not refunded.' },
  { suffix: '102', name: 'Name does not match', outcome: 'The name check says the name does not match.' },
  { suffix: '103', name: 'Name partly matches', outcome: 'The name check finds a partial match.' },
  { suffix: '104', name: 'Name check pending', outcome: 'The account waits for the name check.' },
  { suffix: '105', name: 'Invalid account', outcome: 'The service refuses the account.' },
  { suffix: '106', name: 'Name check unsupported', outcome: 'The bank does not support name checks.' },
  { suffix: '107', name: 'Checked by the bank', outcome: 'The receiving bank checks the name itself.' },
];

/** The sandbox's UMA addresses and what each does. */
export const UMA_ADDRESSES: { address: string; outcome: string }[] = [
  { address: '$success.usd@sandbox.keyhold.dev', outcome: 'receives US dollars at once' },
  { address: '$success.eur@sandbox.keyhold.dev', outcome: 'receives euros at once' },
  { address: '$success.mxn@sandbox.keyhold.dev', outcome: 'receives pesos at once' },
  {
    address: '$pending.long.usd@sandbox.keyhold.dev',
    outcome: 'stays processing for 6 minutes, then completes',
  },
  { address: '$fail.compliance.usd@sandbox.keyhold.dev', outcome: 'fails a compliance check' },
];
