// The service's codes in words, for sentences a person reads (truth on screen: no internal codes).
import { en } from '@keyhold/elements';

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
  UNVERIFIED: 'Not checked yet',
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

/** The sandbox's UMA addresses: what each does as a receiver (quotes) and as a sender (incoming payments). */
export const UMA_ADDRESSES: { address: string; outcome: string; asSender: string }[] = [
  {
    address: '$success.usd@sandbox.keyhold.dev',
    outcome: 'receives US dollars at once',
    asSender: 'the payment arrives at once',
  },
  {
    address: '$success.eur@sandbox.keyhold.dev',
    outcome: 'receives euros at once',
    asSender: 'the payment arrives at once',
  },
  {
    address: '$success.mxn@sandbox.keyhold.dev',
    outcome: 'receives pesos at once',
    asSender: 'the payment arrives at once',
  },
  {
    address: '$pending.long.usd@sandbox.keyhold.dev',
    outcome: 'stays processing for 6 minutes, then completes',
    asSender: 'the payment stays processing for 6 minutes, then arrives',
  },
  {
    address: '$fail.compliance.usd@sandbox.keyhold.dev',
    outcome: 'fails a compliance check',
    asSender: 'the payment fails the sender’s compliance check',
  },
];

/** What an agent permission lets it do, in words (the policy form and refusals use the same words). */
export const PERMISSION_WORDS: Record<string, string> = {
  CREATE_TRANSFERS: 'send transfers',
  VIEW_TRANSACTIONS: 'see transactions',
  CREATE_QUOTES: 'ask for quotes',
  EXECUTE_QUOTES: 'pay quotes',
  MANAGE_EXTERNAL_ACCOUNTS: 'add external accounts',
};

/** A credential type in words: "email code", "passkey", "linked account". */
export function credentialWords(type: string | undefined): string {
  return en.credentialType(type ?? '');
}

/** The payer data a UMA receiver may ask for, and the field of the payments form that gives it. */
const PAYER_DATA: Record<string, string> = {
  FULL_NAME: 'your full name: fill in “Your name”',
  NATIONALITY: 'your nationality: fill in “Your nationality”',
  BIRTH_DATE: 'your date of birth',
};

/**
 * Service refusals in words: what happened and what to do. The service's own sentence stays for developers
 * (the console and the call inspector); a person reads these.
 */
const REFUSALS: Record<string, string | ((details: Details) => string)> = {
  INSUFFICIENT_FUNDS: 'There is not enough money in the account for this. Add funds or send less.',
  QUOTE_EXPIRED: 'This quote has expired. Get a new quote.',
  QUOTE_ALREADY_EXECUTED: 'This quote was already paid. Get a new quote to pay again.',
  QUOTE_REQUIRES_FUNDING: 'This quote is paid by sending its funds in: use “Send the funds”.',
  QUOTE_NOT_REALTIME_FUNDED: 'This quote is paid from an account: use “Pay this quote”.',
  PERMISSION_DENIED: (d) => {
    const what = typeof d['permission'] === 'string' ? PERMISSION_WORDS[d['permission']] : undefined;
    return what
      ? `The agent may not ${what}: its policy does not allow it. Create an agent with that permission.`
      : 'The agent’s policy does not allow this. Create an agent with that permission.';
  },
  ACCOUNT_NOT_ALLOWED:
    'The agent’s policy does not let it use these accounts. Choose an allowed account, or change the policy.',
  AGENT_PAUSED: 'The agent is paused. Resume it first.',
  PER_TRANSACTION_LIMIT_EXCEEDED: 'The amount is above the agent’s limit per payment. Send less.',
  ACCOUNT_LIMIT_EXCEEDED: 'The amount is above the agent’s limit for that account. Send less.',
  DAILY_LIMIT_EXCEEDED:
    'The amount would go over the agent’s daily limit. Send less, or wait until tomorrow.',
  MONTHLY_LIMIT_EXCEEDED: 'The amount would go over the agent’s monthly limit. Send less.',
  DAILY_TRANSACTION_LIMIT_EXCEEDED:
    'The agent has made as many payments today as its policy allows. Wait until tomorrow.',
  ACTION_NOT_PENDING: 'This request was already decided. Reload the agent to see it.',
  ACTION_ALREADY_PENDING: 'The same request already waits for your approval.',
  DEVICE_CODE_EXPIRED: 'That device code has expired. Get a new one.',
  DEVICE_CODE_ALREADY_REDEEMED: 'That device code was already used. Get a new one.',
  CURRENCY_MISMATCH: 'The two accounts hold different currencies. Choose accounts in the same currency.',
  SAME_ACCOUNT: 'The money cannot go to the account it comes from. Choose another account.',
  ACCOUNT_NOT_ACTIVE: 'That account is not active. Choose another one.',
  INVALID_ACCOUNT: 'The service refuses this account: its details are not valid. Choose another scenario.',
  UNSUPPORTED_CURRENCY_PAIR: 'The service cannot convert between these currencies. Choose another account.',
  CURRENCY_NOT_SUPPORTED: 'The service does not support this currency. Choose another one.',
  INTERNAL_ACCOUNT_ALREADY_EXISTS: 'You already have an account in that currency.',
  LOOKUP_EXPIRED: 'The receiver lookup expired. Ask for the quote again.',
  LOOKUP_NOT_FOUND: 'The receiver lookup was not found. Ask for the quote again.',
  LOOKUP_MISMATCH: 'The receiver lookup was for another address. Ask for the quote again.',
  NO_RECEIVING_ACCOUNT: 'That address has no account to receive this currency. Choose another receiver.',
  INVITATION_ALREADY_CLAIMED: 'This invitation was already claimed.',
  INVITATION_EXPIRED: 'This invitation has expired. Create a new one.',
  INVITATION_CANCELLED: 'This invitation was cancelled. Create a new one.',
  INVITATION_NOT_PENDING: 'This invitation is no longer open.',
  INVITATION_SELF_CLAIM: 'You cannot claim your own invitation: claim it with another address.',
  FILE_TOO_LARGE: 'The file is too large. Choose one up to 1 MB.',
  UNSUPPORTED_FILE_TYPE: 'That file type is not accepted. Choose a PDF, PNG or JPEG.',
  UNSUPPORTED_MEDIA_TYPE: 'That file type is not accepted. Choose a PDF, PNG or JPEG.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
  NOT_FOUND: 'That was not found. It may have been removed, or the code is wrong: check it and try again.',
  INVALID_INPUT: (d) => {
    const fields = Array.isArray(d['errors']) ? (d['errors'] as { field?: unknown }[]) : [];
    for (const { field } of fields) {
      const payer = typeof field === 'string' ? /^senderCustomerInfo\.(\w+)$/.exec(field)?.[1] : undefined;
      if (payer)
        return `The receiver needs ${PAYER_DATA[payer] ?? 'more details about you'}, then ask for the quote again.`;
    }
    return 'The service could not accept what was entered. Check the fields and try again.';
  },
};

type Details = Record<string, unknown>;

/**
 * A refusal in words, by its code: the explorer's table first, then the elements' catalogue (the wallet's
 * codes), else a sentence that sends a developer to the call inspector. Never the code itself.
 */
export function refusalWords(code: string | undefined, details?: unknown): string {
  const d = details && typeof details === 'object' ? (details as Details) : {};
  const entry = code ? REFUSALS[code] : undefined;
  if (typeof entry === 'function') return entry(d);
  if (entry) return entry;
  const element = code ? (en.errorMessages as Record<string, string | undefined>)[code] : undefined;
  return element ?? 'The service refused this. The call inspector shows its exact answer.';
}
