#!/usr/bin/env node
// The browser's half of the README walk-through, for a terminal: client keys, opening the sealed
// session key and stamping a payloadToSign, with @keyhold/protocol/crypto. (A browser keeps these keys as
// non-extractable WebCrypto keys; this script writes them to files only to show the steps.)
//
//   node wallet.mjs keygen <key.json>                              prints the clientPublicKey
//   node wallet.mjs stamp <key.json> <session.json> <challenge.json>  prints Service-Wallet-Signature
//   node wallet.mjs open-export <key.json> <export.json> [enclavePublicKey]  prints the mnemonic
import { readFileSync, writeFileSync } from 'node:fs';
import {
  fromHex,
  generateP256PrivateKey,
  getPublicKey,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  stamp,
  toHex,
} from '@keyhold/protocol/crypto';

const [command, ...args] = process.argv.slice(2);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (command === 'keygen') {
  const privateKey = generateP256PrivateKey();
  const publicKey = getPublicKey(privateKey, false);
  writeFileSync(args[0], JSON.stringify({ privateKey: toHex(privateKey), publicKey }), { mode: 0o600 });
  process.stdout.write(`${publicKey}\n`);
} else if (command === 'stamp') {
  const key = readJson(args[0]);
  const session = readJson(args[1]);
  const challenge = readJson(args[2]);
  const sessionKey = await openSessionKeyBundle(session.encryptedSessionSigningKey, fromHex(key.privateKey));
  const signer = await importSessionKey(sessionKey);
  process.stdout.write(`${await stamp(challenge.payloadToSign, signer)}\n`);
} else if (command === 'open-export') {
  const key = readJson(args[0]);
  const result = readJson(args[1]);
  const options = args[2] ? { trustedSigners: [args[2]] } : { allowUnsigned: true };
  process.stdout.write(
    `${await openExportEnvelope(result.encryptedWalletCredentials, fromHex(key.privateKey), options)}\n`,
  );
} else {
  console.error(
    'usage: wallet.mjs keygen <key.json> | stamp <key.json> <session.json> <challenge.json> | open-export <key.json> <export.json> [enclavePublicKey]',
  );
  process.exit(2);
}
