import type { OAuthButton, WalletLike, WalletSession } from '../shared/wallet.js';

/**
 * The popup was blocked: continue with the redirect flow in this page (the page the provider sends the
 * person back to finishes it, see `returnedFromProvider`). Any other failure is thrown again.
 */
export async function redirectInstead(
  wallet: WalletLike | undefined,
  button: OAuthButton,
  error: unknown,
): Promise<null> {
  const oauth = wallet?.oauth;
  if ((error as { code?: unknown })?.code !== 'OAUTH_POPUP_BLOCKED' || !oauth?.prepare) throw error;
  const prepared = await oauth.prepare(button.provider);
  prepared.redirect();
  return null;
}

/** True when this page is the provider's redirect back (a fragment with an ID token or an error). */
export function returnedFromProvider(wallet: WalletLike | undefined): boolean {
  const hash = (globalThis as { location?: Location }).location?.hash ?? '';
  return wallet?.oauth.completeRedirect !== undefined && /[#&](id_token|error)=/.test(hash);
}

/** Finishes the redirect sign-in (the core reads and clears the fragment). */
export function completeRedirect(wallet: WalletLike): Promise<WalletSession | null> {
  return wallet.oauth.completeRedirect?.() ?? Promise.resolve(null);
}
