import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { ApprovableRequest, WalletCredential, WalletLike } from '../shared/wallet.js';

/**
 * Shows the signed request that adds a credential during sign-in. Adding to an account that has
 * credentials is signed by a session; signed out, the core would wait for a re-auth ("Your session ended")
 * that cannot come. Then the request is declined and `onNeedsSession(type)` says which kind it was, so
 * the element can tell the person to sign in with a method the wallet has first.
 */
export async function approveAddingCredential(
  dialog: KhApproveDialog | null,
  wallet: WalletLike | undefined,
  request: ApprovableRequest,
  onNeedsSession: (type: string) => void,
): Promise<void> {
  if (!dialog || !wallet) {
    request.reject();
    return;
  }
  const needsSession = (): void => {
    if (wallet.session) return;
    onNeedsSession(request.type ?? 'EMAIL_OTP');
    // Idle, closing declines; while the approval waits in the core, rejecting ends it (REJECTED).
    if (!dialog.close()) request.reject();
  };
  wallet.addEventListener('reauth-required', needsSession);
  try {
    await dialog.show(request);
  } finally {
    wallet.removeEventListener('reauth-required', needsSession);
  }
}

/**
 * Signed out, an address that is not one of the account's would be added as a credential, which needs a
 * session: true when the credentials are known to say so (then nothing should be sent).
 */
export function addressNeedsSession(
  known: readonly WalletCredential[] | null,
  email: string,
  signedIn: boolean,
): boolean {
  if (signedIn || known === null || known.length === 0) return false;
  const lower = email.toLowerCase();
  return !known.some((c) => c.type === 'EMAIL_OTP' && c.nickname.toLowerCase() === lower);
}
