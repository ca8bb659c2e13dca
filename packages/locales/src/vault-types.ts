// The vault frame's catalogue types (its views, its sign-in, its window); `types.ts` re-exports them.

/** The vault frame's approval and export views. The frame writes every sentence a person reads in it. */
export interface VaultCopy {
  approveTitle: string;
  exportTitle: string;
  intro: string;
  approve: string;
  decline: string;
  expiresIn: (words: string) => string;
  expired: string;
  declined: string;
  signed: string;
  exactText: string;
  waitingExport: string;
  send: (amount: string) => string;
  receive: (amount: string) => string;
  to: (payee: string) => string;
  payeeAccount: string;
  note: (text: string) => string;
  opExecuteQuote: string;
  opExport: string;
  opAddEmail: (email: string) => string;
  opAddPasskey: (name: string) => string;
  opAddOAuth: (name: string) => string;
  opAddCredential: string;
  opRevokeCredential: (name: string) => string;
  opRevokeCredentialPlain: string;
  opChangeEmail: (email: string) => string;
  opRevokeSession: string;
  opUnknown: string;
  phraseIntro: string;
  copy: string;
  copied: string;
  copyFailed: string;
  hide: string;
  show: string;
  done: string;
  hiddenNotice: string;
  exportKeyUnknown: string;
  exportNotBound: string;
  exportUnreadable: string;
  clipboardCleared: string;
  clipboardChanged: string;
  clipboardUnchecked: string;
  clipboardClear: string;
  clipboardClearFailed: string;
  /** The payee the frame looked up itself (vault payee.ts): "Ada Lovelace, IBAN …3000". */
  payeeNamed: (name: string, account: string) => string;
  payeeIban: (lastFour: string) => string;
  payeeNumber: (lastFour: string) => string;
  payeeNotListed: string;
  payeeUnchecked: string;
}

/** The vault frame's sign-in view. */
export interface SignInCopy {
  title: string;
  intro: string;
  emailLabel: string;
  sendCode: string;
  codeSentTo: (email: string) => string;
  codeLabel: string;
  codeHint: string;
  signIn: string;
  resend: string;
  resent: string;
  otherAddress: string;
  working: string;
  signedIn: string;
  badEmail: string;
  badCode: string;
  wrongCode: string;
  codeExpired: string;
  tooManyAttempts: string;
  waitBeforeResend: (seconds: number) => string;
  notAMethod: string;
  offline: string;
  failed: string;
  // Passkeys in the frame (issue 29).
  usePasskey: string;
  /** The nickname of a passkey the frame creates (the page never names it). */
  passkeyNickname: string;
  passkeyCancelled: string;
  passkeyUnavailable: string;
  noPasskey: string;
  passkeyFailed: string;
  // OAuth in the frame (issue 29).
  continueWith: (provider: string) => string;
  popupBlocked: string;
  oauthCancelled: string;
  noOAuth: string;
  oauthFailed: string;
}

/** The vault's approval in a window of its own. */
export interface WindowCopy {
  /** In the frame on the page: where the person approves instead. */
  continueHint: string;
  continueButton: string;
  /** In the frame while the window is open. */
  windowOpen: string;
  /** In the frame when the browser refused to open the window. */
  windowBlocked: string;
  /** In the window, for an export: the phrase appears back in the frame on the page. */
  exportHeadline: string;
}

/** Everything of one language the vault frame reads (`src/<lang>/vault.ts`). */
export interface VaultCatalogue {
  vault: VaultCopy;
  signIn: SignInCopy;
  window: WindowCopy;
}
