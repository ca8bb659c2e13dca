import { expect } from 'vitest';
import { KeyholdError } from '@keyhold/protocol/crypto';

/** The `code` of the KeyholdError `fn` throws; fails the test when it throws anything else or nothing. */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(KeyholdError);
    return (err as KeyholdError).code;
  }
  throw new Error('expected a KeyholdError');
}

/** The `code` of the KeyholdError `p` rejects with; fails the test when it resolves or rejects otherwise. */
export async function rejectionCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(KeyholdError);
    return (err as KeyholdError).code;
  }
  throw new Error('expected a KeyholdError');
}
