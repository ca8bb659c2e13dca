import type { SignInCopy, VaultCopy, WindowCopy } from '../types.js';

/**
 * The vault frame's words in English: its approval and export views (`vault`), its sign-in view
 * (`signIn`) and its approval in a window of its own (`window`). The frame writes every sentence a person
 * reads in it (a page cannot put words in its mouth). Amounts come in currency, times in words.
 */
export const vault: VaultCopy = {
  approveTitle: 'Approve in Keyhold',
  exportTitle: 'Your recovery phrase',
  intro: 'Keyhold shows what you are about to sign. Only you can approve it, here.',
  approve: 'Approve',
  decline: 'Decline',
  expiresIn: (w) => `This request expires ${w}.`,
  expired: 'This request expired. Nothing was signed.',
  declined: 'Declined. Nothing was signed.',
  signed: 'Approved.',
  exactText: 'Exact text to sign',
  waitingExport: 'Getting your export ready…',
  send: (a) => `You send ${a}`,
  receive: (a) => `They receive ${a}`,
  to: (p) => `To ${p}`,
  payeeAccount: "the payee's account",
  note: (t) => `Note: ${t}`,
  opExecuteQuote: 'Send a payment',
  opExport: 'Show your recovery phrase in this window',
  opAddEmail: (e) => `Add sign-in by email code to ${e}`,
  opAddPasskey: (n) => `Add the passkey “${n}”`,
  opAddOAuth: (n) => `Add sign-in with ${n}`,
  opAddCredential: 'Add a sign-in method',
  opRevokeCredential: (n) => `Remove the sign-in method “${n}”`,
  opRevokeCredentialPlain: 'Remove a sign-in method',
  opChangeEmail: (e) => `Change your email to ${e}`,
  opRevokeSession: 'Sign out a session',
  opUnknown: 'An unrecognised request: read the exact text below before you approve.',
  phraseIntro:
    'Write these words down in order and keep them offline. Anyone with them controls your wallet.',
  copy: 'Copy',
  copied: 'Copied. In a minute, the phrase is taken off the clipboard if it is still there.',
  copyFailed: 'Copy did not work here: write the words down.',
  hide: 'Hide',
  show: 'Show',
  done: 'Done',
  hiddenNotice: 'The phrase is hidden.',
  exportKeyUnknown: 'This export was not started here, so it was refused.',
  exportNotBound:
    'The recovery phrase that arrived is not from the export you approved, so it is not shown. Start the export again.',
  exportUnreadable: 'The recovery phrase could not be checked, so it is not shown. Start the export again.',
  clipboardCleared: 'The phrase was taken off the clipboard.',
  clipboardChanged: 'The clipboard holds something else now, so it was left as it is.',
  clipboardUnchecked:
    'This browser does not let Keyhold check the clipboard, so the phrase may still be on it. Press Clear clipboard, or copy something else.',
  clipboardClear: 'Clear clipboard',
  clipboardClearFailed: 'The clipboard could not be cleared here: copy something else over the phrase.',
};

export const signIn: SignInCopy = {
  title: 'Sign in to your wallet',
  intro: 'Keyhold signs you in here: your code never leaves this box.',
  emailLabel: 'Email address',
  sendCode: 'Email me a code',
  codeSentTo: (e) => `We sent a 6-digit code to ${e}.`,
  codeLabel: 'Code from the email',
  codeHint: '6 digits',
  signIn: 'Verify code',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  otherAddress: 'Use a different email',
  working: 'Working…',
  signedIn: 'You are signed in.',
  badEmail: 'Enter a valid email address.',
  badCode: 'Enter the 6 digits of the code.',
  wrongCode: 'That code is not right. Check it and try again.',
  codeExpired: 'That code expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes: this code no longer works. Ask for a new one.',
  waitBeforeResend: (s) => `Wait ${s} seconds before asking for a new code.`,
  notAMethod: 'This address is not one of your sign-in methods. Use the address you signed up with.',
  offline: 'Your wallet could not be reached. Check your connection and try again.',
  failed: 'Signing in did not work. Try again.',
  usePasskey: 'Use a passkey',
  passkeyNickname: 'Passkey',
  passkeyCancelled: 'The passkey prompt was closed. Try again when you are ready.',
  passkeyUnavailable: 'This browser cannot use a passkey here. Sign in with your email instead.',
  noPasskey: 'This wallet has no passkey yet. Sign in with your email, then add one.',
  passkeyFailed: 'That passkey did not work. Try again, or sign in with your email.',
  continueWith: (p) => `Continue with ${p}`,
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  oauthCancelled: 'The sign-in window was closed. Try again when you are ready.',
  noOAuth: 'This wallet does not sign in with this account yet. Sign in with your email, then add it.',
  oauthFailed: 'Signing in with that account did not work. Try again, or sign in with your email.',
};

export const window: WindowCopy = {
  continueHint:
    'To keep this request safe from the page around it, you review and approve it in a Keyhold window.',
  continueButton: 'Continue in the window',
  windowOpen: 'Review the request in the Keyhold window.',
  windowBlocked:
    'The browser did not open the Keyhold window. Allow pop-up windows for this site, then try again.',
  exportHeadline: 'Show your recovery phrase in the Keyhold frame on the page',
};
