/**
 * BIP-39 mnemonics for embedded wallets, on `node:crypto`: 128 bits of entropy and its SHA-256
 * checksum nibble, 12 words of the English list. Only the word list is imported (one module), not a
 * BIP-39 library with its hash implementations, so starting the sandbox stays cheap.
 */
import { createHash, randomBytes } from 'node:crypto';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/** A fresh 12-word English BIP-39 mnemonic (128 bits of entropy). */
export function newMnemonic(): string {
  return mnemonicOf(randomBytes(16));
}

/** The mnemonic that encodes `entropy` (16, 20, 24, 28 or 32 bytes), checksum included. */
export function mnemonicOf(entropy: Uint8Array): string {
  if (![16, 20, 24, 28, 32].includes(entropy.length)) throw new RangeError('BIP-39 entropy length');
  const checksumBits = entropy.length / 4;
  const checksum = createHash('sha256').update(entropy).digest()[0]!;
  let bits = '';
  for (const byte of entropy) bits += byte.toString(2).padStart(8, '0');
  bits += checksum.toString(2).padStart(8, '0').slice(0, checksumBits);
  const words: string[] = [];
  for (let i = 0; i < bits.length; i += 11) words.push(wordlist[parseInt(bits.slice(i, i + 11), 2)]!);
  return words.join(' ');
}
