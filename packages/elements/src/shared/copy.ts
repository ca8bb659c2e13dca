import type { WalletMoneyTerms } from './wallet-copy.js';

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

export const typeNames: Record<string, string> = {
  PASSKEY: 'passkey',
  EMAIL_OTP: 'email code',
  // The service's OAUTH credentials come from any OpenID provider the integrator configured.
  OAUTH: 'linked account',
};

/** "a passkey", "an email code", "a linked account". */
export const withArticle = (type: string): string => {
  const name = typeNames[type] ?? 'sign-in method';
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
};

/** `m:ss` for a countdown (shared by the built-in catalogues). */
export function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

import type { PersonErrorCode } from './error-codes.js';

/**
 * The error codes with a sentence in every built-in catalogue: every code of the core's
 * `KeyholdErrorCode` a person can meet (see `PersonErrorCode`).
 */
export type KnownErrorCode = PersonErrorCode;

/** Dates in the reader's language (shared by the built-in catalogues). */
export function formatDateIn(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

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
 * The English terms (the fallback of every term), without the error sentences (they load on demand,
 * `loadErrorCopy()`) and the approve dialog's (`approval-copy.ts`, loaded with its request view). The
 * complete catalogue is `en` (`./en.ts`).
 */
export const enTerms: Omit<
  CompleteCopy,
  'errorMessages' | ApprovalTermKey | SignOutOthersTermKey | keyof WalletMoneyTerms
> = {
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Try again',
  working: 'Working…',
  expired: 'Expired',
  errorGeneric: 'Something went wrong. Please try again.',

  credentialType: (type) => typeNames[type] ?? 'sign-in method',

  otpLabel: (length) => `${length}-digit code`,
  otpDigitLabel: (index, length) => `Digit ${index} of ${length}`,
  otpResend: 'Send a new code',
  otpResendIn: (seconds) => `Send a new code in ${minutesSeconds(seconds)}`,
  otpMissing: 'Enter the code.',
  otpIncomplete: (length) => `Enter all ${length} digits.`,
  otpLocked:
    'Too many wrong codes: this code no longer works and signing in with this email is paused for a while. Ask for a new code once the button is available.',

  loading: 'Loading…',
  noWallet: 'No wallet is connected.',
  signInFirst: 'Sign in to manage your wallet.',
  formatDate: formatDateIn,

  signInTitle: 'Sign in to your wallet',
  storageCleared:
    "You were signed out because this browser cleared this site's stored data. Sign in again to continue.",
  reauthTitle: 'Confirm it is you',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'Your session ended. Sign in again to continue.'
      : `Your session ended. Sign in again with your ${typeNames[type] ?? 'sign-in method'}${nickname ? ` (${nickname})` : ''} to continue.`,
  reauthOtherCredential: 'To continue, sign in with a different sign-in method than the one being removed.',
  signInPasskey: 'Sign in with a passkey',
  createPasskey: 'Create a passkey',
  passkeyNameLabel: 'Name this passkey',
  passkeyNameDefault: 'My passkey',
  passkeyCreateButton: 'Create passkey',
  back: 'Back',
  emailLabel: 'Email address',
  emailSubmit: 'Email me a code',
  orDivider: 'or',
  codeSentTo: (email) => `We sent a 6-digit code to ${email}.`,
  codeRecentlySent: (email) =>
    `A code was sent to ${email} moments ago. Use that code, or ask for a new one shortly.`,
  useDifferentEmail: 'Use a different email',
  verifyButton: 'Verify code',
  signedInAs: (name) => `Signed in with ${name}.`,
  addNeedsSignIn: (type) =>
    `This wallet does not have ${withArticle(type)} for that yet. Sign in with a method it has, then add it under your sign-in methods.`,

  reauthCancel: 'Cancel',

  credentialsTitle: 'Sign-in methods',
  credentialsEmpty: 'No sign-in methods yet.',
  credentialCreated: (date) => `Added ${date}`,
  credentialCurrent: 'Used by this session',
  credentialRemove: 'Remove',
  credentialRemoveLabel: (name) => `Remove ${name}`,
  addPasskey: 'Add a passkey',
  addEmail: 'Add an email',
  addEmailLabel: 'Email address to add',
  addButton: 'Add',
  credentialAdded: (name) => `${name} was added.`,
  credentialRemoved: (name) => `${name} was removed.`,
  credentialOnlyOne: 'This is your only sign-in method, so it cannot be removed. Add another one first.',
  credentialOneOfEach: (type) =>
    `Your wallet already has ${withArticle(type)}; a wallet holds one of each kind.`,
  addOAuth: 'Link an account',

  sessionsTitle: 'Signed-in sessions',
  sessionsEmpty: 'No active sessions.',
  sessionThisBrowser: 'This browser',
  sessionExpires: (date) => `Expires ${date}`,
  sessionCreated: (when) => `Signed in ${when}`,
  sessionLastUsedHere: (when) => `Last used here ${when}`,
  signOutOthers: 'Sign out everywhere else',
  sessionSignOut: 'Sign out',
  sessionSignOutLabel: (name) => `Sign out ${name}`,
  signOutHere: 'Sign out of this browser',
  sessionRevoked: 'The session was signed out.',
  signedOut: 'You are signed out.',

  statusActive: (name, when) => `Signed in with ${name}. The session ends ${when}.`,
  statusExpiring: (name, when) =>
    `Your session with ${name} ends ${when}. Signing anything after that asks you to sign in again.`,
  statusExpired: 'Your session expired. Sign in again to use your wallet.',
  statusRevoked: 'Your session was signed out from another device or browser. Sign in again to continue.',
  statusSignedOut: 'You are not signed in to your wallet.',
  statusSignInAgain: 'Sign in again',

  exportTitle: 'Export recovery phrase',
  exportWarning:
    'Your recovery phrase gives full control of your wallet. Anyone who sees it can take your funds. Make sure no one is watching your screen.',
  exportStart: 'Export recovery phrase',
  exportReadyNotice: 'Your recovery phrase is ready. It stays hidden until you reveal it.',
  exportReveal: 'Reveal recovery phrase',
  exportHide: 'Hide',
  exportDone: 'Done',
  exportCopy: 'Copy',
  exportCopied: 'Copied to the clipboard.',
  exportAutoHidden: 'The recovery phrase was hidden. Reveal it again to see it.',
  exportPhraseLabel: 'Recovery phrase',
};
