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

  sendTitle: 'Send money',
  sendSignedOut: 'Sign in to send money.',
  sendUnreachable: 'Payments cannot be made right now: the wallet service cannot be reached.',
  sendNoPayees: 'You have no payee yet: add the bank account you want to pay first.',
  sendPayeeLabel: 'Pay',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Amount',
  sendSideLegend: 'The amount is',
  sendSideSending: (currency) => `What you send (${currency})`,
  sendSideReceiving: (currency) => `What they receive (${currency})`,
  sendQuoteButton: 'Get a quote',
  sendQuoting: 'Getting a quote…',
  sendAmountFormat: (currency, example) => `Enter an amount in ${currency}, like ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Amounts in ${currency} have no decimals.`
      : `Amounts in ${currency} have at most ${decimals} decimals.`,
  sendAmountZero: 'Enter an amount above zero.',
  sendAmountLarge: 'This amount is larger than a payment can be.',
  sendYouSend: 'You send',
  sendFees: 'Fees (included)',
  sendTheyReceive: 'They receive',
  sendRateLabel: 'Rate',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Quote valid for',
  sendTimeLeft: (m, s) => `${m}:${String(s).padStart(2, '0')}`,
  sendQuoteRenewed: 'The quote expired, so here is a new one.',
  sendQuoteUnreachable: 'No quote: the wallet service cannot be reached. Try again in a moment.',
  sendButton: (amount) => `Send ${amount}`,
  sendChange: 'Change',
  sendApproving: 'Approve the payment in the dialog.',
  sendDeclined: 'You declined the payment. Nothing was signed or sent.',
  sendRefused: 'You signed the payment, but the service refused it: nothing was sent.',
  sendUnreachableMidway:
    'The payment could not be sent: the wallet service cannot be reached. Nothing was sent; try again in a moment.',
  sendFollowing: (status) => `Payment sent. ${status}…`,
  sendFollowUnreachable:
    'The payment was sent, but its progress cannot be read right now: the wallet service cannot be reached. Still trying…',
  sendCompleted: (amount, payee) => `Done: ${payee} received ${amount}.`,
  sendFailed: (status, reason) => `The payment did not go through (${status.toLowerCase()}). ${reason}`,
  sendAnother: 'Send another payment',
};
