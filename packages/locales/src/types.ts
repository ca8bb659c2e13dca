/**
 * The types of every catalogue: the elements' terms (`Copy`, complete as `CompleteCopy`), the money
 * elements' (`WalletMoneyTerms`), and the vault frame's views (`VaultCopy`, `SignInCopy`, `WindowCopy`).
 * English (`./en/`) is the source every other language is checked against.
 */
import type { PersonErrorCode } from './error-codes.js';

/**
 * The error codes with a sentence in every built-in catalogue: every code of the core's
 * `KeyholdErrorCode` a person can meet (see `PersonErrorCode`).
 */
export type KnownErrorCode = PersonErrorCode;

/**
 * Every sentence the components show, in one typed catalogue. A term is a string or a function of its
 * arguments; `en` is complete and is the fallback for any term another language leaves out.
 */
export interface Copy extends WalletMoneyTerms {
  // shared
  cancel: string;
  close: string;
  retry: string;
  working: string;
  expiresIn: (seconds: number) => string;
  expired: string;
  errorGeneric: string;
  /** Sentences for the error codes a person can meet; any other code reads as `errorGeneric` (its message goes to the console). */
  errorMessages: Readonly<Record<string, string>>;
  credentialType: (type: string) => string;

  // <kh-otp-input>
  otpLabel: (length: number) => string;
  otpDigitLabel: (index: number, length: number) => string;
  otpResend: string;
  otpResendIn: (seconds: number) => string;
  otpMissing: string;
  otpIncomplete: (length: number) => string;
  /** A code check refused for a while after too many wrong codes (the code no longer works). */
  otpLocked: string;

  // <kh-approve-dialog>
  approveTitle: string;
  approveIntro: string;
  approveOperation: (operation: string, type: string | undefined) => string;
  approvePayloadLabel: string;
  approveExactText: string;
  approveExpiredNotice: string;
  approveButton: string;
  approveBusy: string;
  rejectButton: string;
  /** What approving changes, one sentence per operation (shown under the operation). */
  approveEffect: (operation: string, type: string | undefined) => string;
  /** Shown while an approval waits for the person to sign in again (the re-auth dialog is open). */
  approveWaitingReauth: string;
  /** After a signed approval was refused by the service: it was signed, but nothing took effect. */
  approveSignedRefused: string;
  quoteSend: string;
  quoteReceive: string;
  /** The rate with its direction: "1 USD = 0.893 EUR". */
  quoteRate: (from: string, rate: string, to: string) => string;
  quoteRateLabel: string;
  quoteFees: string;
  quoteDestination: string;
  /**
   * A payee account in words: its type (the service's `accountType`, e.g. `USD_ACCOUNT`, said in words) and
   * its masked number, either of them possibly unknown (then "your payee's account"). Never an internal id.
   */
  quoteDestinationAccount: (accountType: string | undefined, masked: string | undefined) => string;
  quoteExpires: string;

  // shared by the wallet components
  loading: string;
  noWallet: string;
  signInFirst: string;
  formatDate: (iso: string, lang: string) => string;

  // <kh-sign-in>
  signInTitle: string;
  /** Signed out because the browser cleared the site's storage (the wallet's `storageCleared`). */
  storageCleared: string;
  reauthTitle: string;
  reauthIntro: (type: string | undefined, nickname: string | undefined) => string;
  reauthOtherCredential: string;
  signInPasskey: string;
  createPasskey: string;
  passkeyNameLabel: string;
  passkeyNameDefault: string;
  passkeyCreateButton: string;
  back: string;
  emailLabel: string;
  emailSubmit: string;
  orDivider: string;
  codeSentTo: (email: string) => string;
  codeRecentlySent: (email: string) => string;
  useDifferentEmail: string;
  verifyButton: string;
  signedInAs: (name: string) => string;
  /** Signed out, the person asked to add a sign-in method to a wallet that has some: that needs a session. */
  addNeedsSignIn: (type: string) => string;

  // <kh-reauth>
  reauthCancel: string;

  // <kh-credential-manager>
  credentialsTitle: string;
  credentialsEmpty: string;
  credentialCreated: (date: string) => string;
  credentialCurrent: string;
  credentialRemove: string;
  credentialRemoveLabel: (name: string) => string;
  addPasskey: string;
  addEmail: string;
  addEmailLabel: string;
  addButton: string;
  credentialAdded: (name: string) => string;
  credentialRemoved: (name: string) => string;
  /** Why the only sign-in method has no Remove button. */
  credentialOnlyOne: string;
  /** Why "Add a passkey" / "Add an email" is not offered: a wallet holds one of each. */
  credentialOneOfEach: (type: string) => string;
  /** The label of the OAuth provider buttons that link an account to the wallet. */
  addOAuth: string;

  // <kh-session-list>
  sessionsTitle: string;
  sessionsEmpty: string;
  sessionThisBrowser: string;
  sessionExpires: (date: string) => string;
  /** When the session was opened ("Signed in 5 minutes ago"). */
  sessionCreated: (when: string) => string;
  /** When this browser last signed with the session (only this browser's use is known). */
  sessionLastUsedHere: (when: string) => string;
  signOutOthers: string;
  othersSignedOut: (count: number) => string;
  /** Above the sessions listed in the approval of "Sign out everywhere else". */
  signOutOthersList: (count: number) => string;
  /** Not every other session could be signed out (`ended` may be 0); the sessions that were not follow. */
  othersSignOutPartial: (ended: number, total: number) => string;
  /** One session that could not be signed out (described in words), and why. */
  sessionNotSignedOut: (session: string, reason: string) => string;
  sessionSignOut: string;
  sessionSignOutLabel: (name: string) => string;
  signOutHere: string;
  sessionRevoked: string;
  signedOut: string;

  // <kh-session-status>
  statusActive: (name: string, when: string) => string;
  statusExpiring: (name: string, when: string) => string;
  statusExpired: string;
  statusRevoked: string;
  statusSignedOut: string;
  statusSignInAgain: string;

  // <kh-export>
  exportTitle: string;
  exportWarning: string;
  exportStart: string;
  exportReadyNotice: string;
  exportReveal: string;
  exportHide: string;
  exportDone: string;
  exportCopy: string;
  exportCopied: string;
  exportPhraseLabel: string;
  /** The revealed phrase hid itself (after a delay, or the page was hidden). */
  exportAutoHidden: string;
}

/**
 * A complete catalogue of a built-in language: every term of `Copy`, and a sentence for every error code
 * English has (`KnownErrorCode`). Typing a locale as `CompleteCopy` makes a missing term a type error.
 */
export type CompleteCopy = Omit<Copy, 'errorMessages'> & {
  errorMessages: Readonly<Record<KnownErrorCode, string>> & Readonly<Record<string, string>>;
};

/** The terms only "Sign out everywhere else" reads: their English loads with it (sign-out-others-copy.ts). */
export type SignOutOthersTermKey =
  | 'othersSignedOut'
  | 'signOutOthersList'
  | 'othersSignOutPartial'
  | 'sessionNotSignedOut';

/** The terms only `<kh-approve-dialog>`'s request view reads: their English loads with that view. */
export type ApprovalTermKey =
  | 'expiresIn'
  | 'approveTitle'
  | 'approveIntro'
  | 'approveOperation'
  | 'approvePayloadLabel'
  | 'approveExactText'
  | 'approveExpiredNotice'
  | 'approveButton'
  | 'approveBusy'
  | 'rejectButton'
  | 'approveEffect'
  | 'approveWaitingReauth'
  | 'approveSignedRefused'
  | 'quoteSend'
  | 'quoteReceive'
  | 'quoteRate'
  | 'quoteRateLabel'
  | 'quoteFees'
  | 'quoteDestination'
  | 'quoteDestinationAccount'
  | 'quoteExpires';

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

export type { SignInCopy, VaultCatalogue, VaultCopy, WindowCopy } from './vault-types.js';
