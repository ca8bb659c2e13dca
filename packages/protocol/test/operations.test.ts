// The one list of signed operations: Keyhold's names and the service's, each read back to the other, and
// only the service's names read from a payload.
import { describe, expect, it } from 'vitest';
import {
  SIGNED_OPERATIONS,
  SIGNED_OPERATION_NAMES,
  SIGN_OUT_OPERATIONS,
  serviceOperation,
  signedOperationOf,
} from '@keyhold/protocol';

describe('SIGNED_OPERATIONS', () => {
  it('names each operation once in each vocabulary, and reads each back', () => {
    const service = Object.values(SIGNED_OPERATIONS);
    expect(new Set(service).size).toBe(service.length);
    expect(SIGNED_OPERATION_NAMES).toEqual(Object.keys(SIGNED_OPERATIONS));
    for (const name of SIGNED_OPERATION_NAMES) {
      expect(signedOperationOf(serviceOperation(name))).toBe(name);
    }
    expect(serviceOperation('CHANGE_EMAIL')).toBe('UPDATE_CUSTOMER_EMAIL');
    expect(serviceOperation('ADD_CREDENTIAL')).toBe('CREATE_AUTH_CREDENTIAL');
  });

  it('reads only the service’s names from a payload', () => {
    expect(signedOperationOf('REVOKE_AUTH_SESSION')).toBe('REVOKE_SESSION');
    expect(signedOperationOf('EXECUTE_QUOTE')).toBe('EXECUTE_QUOTE');
    for (const other of [
      'CHANGE_EMAIL',
      'ADD_CREDENTIAL',
      'REVOKE_SESSION',
      'execute_quote',
      '',
      undefined,
    ]) {
      expect(signedOperationOf(other), String(other)).toBeUndefined();
    }
  });

  it('a sign-out is the service’s REVOKE_AUTH_SESSION (and the core’s REVOKE_SESSION)', () => {
    expect([...SIGN_OUT_OPERATIONS].sort()).toEqual(
      [SIGNED_OPERATIONS.REVOKE_SESSION, 'REVOKE_SESSION'].sort(),
    );
  });
});
