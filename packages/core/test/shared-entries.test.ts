// The core's Node-safe entry points are @keyhold/protocol's modules re-exported, not copies: one
// KeyholdError class (so `instanceof` holds whichever package threw), one protocol rule, one crypto.
import * as protocol from '@keyhold/protocol';
import * as protocolCrypto from '@keyhold/protocol/crypto';
import * as protocolErrors from '@keyhold/protocol/errors';
import * as vaultConfig from '@keyhold/protocol/vault-config';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.js';
import * as coreCrypto from '../src/crypto/index.js';
import * as coreErrors from '../src/errors.js';
import * as coreProtocol from '../src/protocol.js';
import * as coreVault from '../src/vault/protocol.js';

describe('the core entries shared with the Node packages', () => {
  it('re-export @keyhold/protocol itself: the same functions and the same error class', () => {
    for (const [name, value] of Object.entries(protocol)) {
      expect(coreProtocol[name as keyof typeof coreProtocol], name).toBe(value);
    }
    for (const [name, value] of Object.entries(protocolCrypto)) {
      expect(coreCrypto[name as keyof typeof coreCrypto], name).toBe(value);
    }
    expect(coreErrors.KeyholdError).toBe(protocolErrors.KeyholdError);
    expect(core.KeyholdError).toBe(protocolErrors.KeyholdError);
    expect(core.pathId).toBe(protocol.pathId);
    expect(core.errorFromResponse).toBe(protocol.errorFromResponse);
    expect(coreVault.isVaultConfig).toBe(vaultConfig.isVaultConfig);
    expect(coreVault.VAULT_CONFIG_FILE).toBe(vaultConfig.VAULT_CONFIG_FILE);
  });

  it('keep their export lists: an error thrown by the protocol package is a core KeyholdError', () => {
    expect(Object.keys(coreErrors).sort()).toEqual(
      Object.keys(protocolErrors)
        .filter((name) => name !== 'tooLarge')
        .sort(),
    );
    const thrown = protocolErrors.tooLarge('stamp', 600, 512);
    expect(thrown).toBeInstanceOf(core.KeyholdError);
    expect(core.isKeyholdError(thrown, 'INPUT_TOO_LARGE')).toBe(true);
  });
});
