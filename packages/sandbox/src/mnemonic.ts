/** BIP-39 mnemonics for embedded wallets: 12 English words (128 bits of entropy), by `@scure/bip39`. */
import { libraries } from './host/libraries.js';

/** A fresh 12-word English BIP-39 mnemonic. */
export function newMnemonic(): string {
  const { bip39, wordlist } = libraries();
  return bip39.generateMnemonic(wordlist, 128);
}
