/**
 * Every sentence the components show, in one typed catalogue. A term is a string or a function of its
 * arguments; `en` is complete and is the fallback for any term another language leaves out.
 */
export interface Copy {
  // shared
  cancel: string;
  close: string;
  retry: string;
  working: string;
  expiresIn: (seconds: number) => string;
  expired: string;
  errorGeneric: string;
  /** Sentences for the core's error codes; unknown codes fall back to the error's own message (English) or `errorGeneric`. */
  errorMessages: Readonly<Record<string, string>>;
  credentialType: (type: string) => string;

  // <kh-otp-input>
  otpLabel: (length: number) => string;
  otpDigitLabel: (index: number, length: number) => string;
  otpResend: string;
  otpResendIn: (seconds: number) => string;
  otpMissing: string;
  otpIncomplete: (length: number) => string;

  // <kh-approve-dialog>
  approveTitle: string;
  approveIntro: string;
  approveOperation: (operation: string, type: string | undefined) => string;
  approvePayloadLabel: string;
  approveExactText: string;
  approveRequestId: (requestId: string) => string;
  approveExpiredNotice: string;
  approveButton: string;
  approveBusy: string;
  rejectButton: string;
}

const typeNames: Record<string, string> = {
  PASSKEY: 'passkey',
  EMAIL_OTP: 'email code',
  OAUTH: 'Google / OAuth sign-in',
};

function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The English catalogue (complete; the fallback). */
export const en: Copy = {
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Try again',
  working: 'Working…',
  expiresIn: (seconds) => `Expires in ${minutesSeconds(seconds)}`,
  expired: 'Expired',
  errorGeneric: 'Something went wrong. Please try again.',
  errorMessages: {
    REJECTED: 'The request was declined. Nothing was signed.',
    CHALLENGE_EXPIRED: 'This request expired. Please start again.',
    SESSION_EXPIRED: 'Your session expired. Please sign in again.',
    SESSION_REVOKED: 'Your session was signed out. Please sign in again.',
    NETWORK_ERROR: 'The wallet service could not be reached. Check your connection and try again.',
    RATE_LIMITED: 'Too many attempts. Please wait and try again.',
    WEBAUTHN_CANCELLED: 'The passkey prompt was closed or timed out.',
    INVALID_OTP: 'That code is not right. Check it and try again.',
    OTP_EXPIRED: 'That code expired. Ask for a new one.',
  },
  credentialType: (type) => typeNames[type] ?? type.toLowerCase(),

  otpLabel: (length) => `${length}-digit code`,
  otpDigitLabel: (index, length) => `Digit ${index} of ${length}`,
  otpResend: 'Send a new code',
  otpResendIn: (seconds) => `Send a new code in ${minutesSeconds(seconds)}`,
  otpMissing: 'Enter the code.',
  otpIncomplete: (length) => `Enter all ${length} digits.`,

  approveTitle: 'Approve with your wallet',
  approveIntro: 'Check what you are about to sign. Nothing is signed until you approve.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'a sign-in method' : `a ${typeNames[type] ?? type.toLowerCase()}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Add ${what} to your wallet`;
      case 'REVOKE_CREDENTIAL':
        return `Remove ${what} from your wallet`;
      case 'REVOKE_SESSION':
        return 'Sign out a session of your wallet';
      case 'EXPORT_WALLET':
        return "Export your wallet's recovery phrase";
      case 'EXECUTE_QUOTE':
        return 'Send the payment in this quote';
      default:
        return `Sign the request ${operation}`;
    }
  },
  approvePayloadLabel: 'What will be signed',
  approveExactText: 'Exact text signed',
  approveRequestId: (requestId) => `Request ${requestId}`,
  approveExpiredNotice: 'This request expired before it was approved. Close it and start again.',
  approveButton: 'Approve and sign',
  approveBusy: 'Signing…',
  rejectButton: 'Decline',
};
