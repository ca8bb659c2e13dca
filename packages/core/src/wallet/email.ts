/**
 * Changing the signed-in customer's email (`PATCH /customers/{customerId} {email}` through the wallet
 * handler). When the wallet has an EMAIL_OTP credential the service makes it a signed retry (its
 * operation `UPDATE_CUSTOMER_EMAIL`; here `CHANGE_EMAIL`), approved with a session of this wallet, and
 * the credential's address (its nickname, where codes go) follows. Without one it completes at once.
 */
import { KeyholdError } from '../errors.js';
import { type SessionControl, type Signing, pathId } from '../internals.js';
import type { SignedRequest } from '../signed-request.js';
import type { Customer } from '../wire.js';
import type { SignedOperation } from '../protocol.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest address accepted (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

export async function changeEmail(
  s: SessionControl,
  signing: Signing,
  email: string,
): Promise<SignedRequest<Customer>> {
  if (typeof email !== 'string' || email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) {
    throw new KeyholdError('INVALID_INPUT', 'Enter a valid email address.', { details: { field: 'email' } });
  }
  const { config } = await s.prepared();
  return signing.signed<Customer>(
    signing.signedCall(
      'CHANGE_EMAIL' satisfies SignedOperation,
      'PATCH',
      `/customers/${pathId(config.customerId)}`,
      JSON.stringify({ email }),
      (res) => {
        const customer = res.data as Customer | undefined;
        if (!customer || typeof customer.id !== 'string')
          throw new KeyholdError('INVALID_RESPONSE', 'The email change answer has no customer.');
        return customer;
      },
    ),
  );
}
