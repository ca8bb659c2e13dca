/**
 * The terms of the wallet's money elements (`<kh-balance>`, `<kh-activity>`): their own interface, which
 * `Copy` extends, and the English, which joins the English fallback when a money element loads (they load
 * on demand, so pages without them never carry these terms). Every status and failure reason of a transaction (service §2.9, §3.2) is
 * a sentence here: a person never reads the service's codes.
 */
export interface WalletMoneyTerms {
  // <kh-balance>
  balanceTitle: string;
  balanceSignedOut: string;
  /** The balance could not be read (the service or the backend is unreachable); it is asked again. */
  balanceUnreachable: string;
  balanceNone: string;

  // <kh-activity>
  activityTitle: string;
  activitySignedOut: string;
  activityUnreachable: string;
  activityEmpty: string;
  activityMore: string;
  /** An outgoing payment and who it went to (in words). */
  activitySent: (counterparty: string) => string;
  /** An incoming payment and who it came from (in words). */
  activityReceived: (counterparty: string) => string;
  /** Who paid, when the transaction names no address. */
  activitySomeone: string;
  /** A payee named by its account type and masked number (or only its type). */
  activityPayeeAccount: (accountType: string | undefined, masked: string | undefined) => string;
  /** What left the wallet, in its currency. */
  activityAmountSent: (amount: string) => string;
  /** What the other side received, in its currency. */
  activityAmountReceived: (amount: string) => string;
  /** A transaction's status (§3.2) in words. */
  transactionStatus: (status: string) => string;
  /** A failure reason (§2.9) as a sentence. */
  transactionFailure: (reason: string) => string;
  /** The list's label for screen readers while newer states arrive. */
  activityUpdated: (status: string, counterparty: string) => string;

  // <kh-receive>
  receiveTitle: string;
  receiveSignedOut: string;
  receiveUnreachable: string;
  /** Above the UMA address: what it is for. */
  receiveAddressLabel: string;
  /** The QR code's text alternative (the address it holds). */
  receiveQrLabel: (address: string) => string;
  receiveCopy: string;
  receiveCopied: string;
  receiveCopyFailed: string;
  /** The wallet has no UMA address (the service gave none). */
  receiveNoAddress: string;
  /** Above the funding instructions. */
  receiveFundingTitle: string;
  /** One field of a funding instruction, by its service name (`bankName`, `accountNumber`, …). */
  receiveFundingField: (field: string) => string;

  // <kh-send> (kept together: the send element's terms)
  sendTitle: string;
  sendSignedOut: string;
  sendUnreachable: string;
  /** The customer has no payee (external account) to pay. */
  sendNoPayees: string;
  sendPayeeLabel: string;
  /** A payee in the picker: who, and the currency they are paid in. */
  sendPayeeOption: (payee: string, currency: string) => string;
  sendAmountLabel: string;
  /** The legend of the choice of which side the amount fixes. */
  sendSideLegend: string;
  sendSideSending: (currency: string) => string;
  sendSideReceiving: (currency: string) => string;
  sendQuoteButton: string;
  sendQuoting: string;
  /** The typed amount is not an amount (an example in the reader's format follows). */
  sendAmountFormat: (currency: string, example: string) => string;
  sendAmountPrecision: (currency: string, decimals: number) => string;
  sendAmountZero: string;
  sendAmountLarge: string;
  sendYouSend: string;
  sendFees: string;
  sendTheyReceive: string;
  sendRateLabel: string;
  /** The rate as a person reads it: one unit of what they receive costs this much of what they send. */
  sendRate: (receiving: string, rate: string, sending: string) => string;
  sendTimeLeftLabel: string;
  /** Minutes and seconds left on the quote ("4:59"), and the same for screen readers. */
  sendTimeLeft: (minutes: number, seconds: number) => string;
  sendQuoteRenewed: string;
  sendQuoteUnreachable: string;
  sendButton: (amount: string) => string;
  sendChange: string;
  sendApproving: string;
  sendDeclined: string;
  sendRefused: string;
  sendUnreachableMidway: string;
  /** The payment is followed: its status in words. */
  sendFollowing: (status: string) => string;
  sendFollowUnreachable: string;
  sendCompleted: (amount: string, payee: string) => string;
  sendFailed: (status: string, reason: string) => string;
  sendAnother: string;
}

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
