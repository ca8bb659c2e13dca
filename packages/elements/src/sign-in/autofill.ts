import type { WalletCredential, WalletLike, WalletSession } from '../shared/wallet.js';

/**
 * Passkey autofill (conditional mediation): where the browser supports it and the account has a passkey,
 * the email field (`autocomplete="username webauthn"`) offers it and picking it signs in. Resolves with
 * the session, or null when it is not offered, dismissed or replaced by a modal passkey prompt.
 */
export async function passkeyAutofill(
  wallet: WalletLike,
  known: readonly WalletCredential[] | null,
): Promise<WalletSession | null> {
  const passkey = wallet.passkey;
  if (!passkey.supportsAutofill || !known?.some((c) => c.type === 'PASSKEY')) return null;
  try {
    if (!(await passkey.supportsAutofill())) return null;
    return await passkey.signIn({ autofill: true });
  } catch {
    return null;
  }
}
