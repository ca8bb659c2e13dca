import { formatDateIn, minutesSeconds } from '../format.js';
import type { ApprovalTermKey, CompleteCopy, SignOutOthersTermKey, WalletMoneyTerms } from '../types.js';

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

/**
 * The English terms (the fallback of every term), without the error sentences (they load on demand,
 * `loadErrorCopy()`) and the approve dialog's (`./approval.ts`, loaded with its request view). The
 * complete catalogue is `en` (`./copy.ts`).
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
