import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'US bank account',
  US_ACCOUNT: 'US bank account',
  AED_ACCOUNT: 'UAE bank account',
  BRL_ACCOUNT: 'Brazilian Pix account',
  EUR_ACCOUNT: 'euro bank account',
  SPARK_WALLET: 'Spark wallet',
};

const statuses: Record<string, string> = {
  CREATED: 'Started',
  PENDING: 'Waiting to be sent',
  PROCESSING: 'On its way',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected by the receiving bank and refunded',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  EXPIRED: 'Expired before it was sent',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'The receiving address could not be reached.',
  PAY_REQUEST_FAILED: 'The receiving side did not accept the payment request.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'The payment could not be approved by the platform.',
  PAYMENT_APPROVAL_TIMED_OUT: 'The platform did not approve the payment in time.',
  OFFRAMP_FAILED: 'The money could not be paid out to the receiving account.',
  MISSING_MANDATORY_PAYEE_DATA: 'Details the receiving side requires about the payee were missing.',
  QUOTE_EXPIRED: 'The quote expired before the payment was made.',
  QUOTE_EXECUTION_FAILED: 'The payment could not be carried out.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Bank',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  iban: 'IBAN',
  swiftCode: 'SWIFT code',
  reference: 'Reference (include it with the transfer)',
  address: 'Address',
  paymentRails: 'Ways to pay',
};

export const enWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Balance',
  balanceSignedOut: 'Sign in to see your balance.',
  balanceUnreachable: 'Your balance cannot be shown right now: the wallet service cannot be reached.',
  balanceNone: 'This wallet has no account yet.',

  activityTitle: 'Activity',
  activitySignedOut: 'Sign in to see your payments.',
  activityUnreachable: 'Your payments cannot be shown right now: the wallet service cannot be reached.',
  activityEmpty: 'No payments yet.',
  activityMore: 'Show older payments',
  activitySent: (who) => `Sent to ${who}`,
  activityReceived: (who) => `Received from ${who}`,
  activitySomeone: 'another account',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'bank account';
    return masked === undefined ? `your ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `You sent ${amount}`,
  activityAmountReceived: (amount) => `They received ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Status unknown',
  transactionFailure: (reason) => failures[reason] ?? 'The payment could not be completed.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Receive',
  receiveSignedOut: 'Sign in to see where you can be paid.',
  receiveUnreachable:
    'Your receiving details cannot be shown right now: the wallet service cannot be reached.',
  receiveAddressLabel: 'Your UMA address: anyone can pay you with it.',
  receiveQrLabel: (address) => `QR code of your UMA address ${address}`,
  receiveCopy: 'Copy address',
  receiveCopied: 'The address was copied to the clipboard.',
  receiveCopyFailed: 'The address could not be copied: select it and copy it yourself.',
  receiveNoAddress: 'This wallet has no UMA address yet.',
  receiveFundingTitle: 'Or add money from a bank account',
  receiveFundingField: (field) => fundingFields[field] ?? field,
};
