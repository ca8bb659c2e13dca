// wallet.changeEmail(): the customer's email change is a signed request (`CHANGE_EMAIL`;
// the service's `UPDATE_CUSTOMER_EMAIL`) approved with a session of this wallet, through the real wallet
// handler to the real sandbox; the EMAIL_OTP credential follows, so the next sign-in code goes to the
// new address.
import { afterEach, describe, expect, it } from 'vitest';
import {
  caught,
  closeWallets,
  newCustomer,
  outbox,
  readOtp,
  serviceCall,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

describe('wallet.changeEmail()', () => {
  it('is a signed request over UPDATE_CUSTOMER_EMAIL; approving changes the customer and the credential', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const before = uniqueEmail('before');
    await signInWithOtp(wallet, customer, before);
    const after = uniqueEmail('after');

    const request = await wallet.changeEmail(after);
    expect(request.operation).toBe('CHANGE_EMAIL');
    expect(request.state).toBe('pending');
    const payload = JSON.parse(request.payloadToSign) as Record<string, unknown>;
    expect(payload).toMatchObject({
      operation: 'UPDATE_CUSTOMER_EMAIL',
      accountId: customer.accountId,
      parameters: { customerId: customer.customerId, email: after },
    });
    // nothing changed before the approval
    const unchanged = await serviceCall<{ email?: string }>(
      customer.backend,
      'GET',
      `/customers/${customer.customerId}`,
    );
    expect(unchanged.email).not.toBe(after);

    const updated = await request.approve();
    expect(updated).toMatchObject({ id: customer.customerId, email: after });
    const [credential] = await wallet.listCredentials();
    expect(credential).toMatchObject({ type: 'EMAIL_OTP', nickname: after });

    // the next code goes to the new address, and signing in with it works
    const mailsBefore = (await outbox(customer.backend, after)).length;
    const otp = await wallet.emailOtp.start({ email: after });
    const code = await readOtp(customer.backend, after, otp.codeSent ? mailsBefore + 1 : mailsBefore);
    await expect(otp.verify(code)).resolves.toMatchObject({ credentialId: credential!.id });
  });

  it('refuses a malformed address before any call; a rejected request changes nothing', async () => {
    const customer = await newCustomer();
    const wallet = walletFor(customer);
    const email = uniqueEmail('keep');
    await signInWithOtp(wallet, customer, email);
    expect((await caught(wallet.changeEmail('not an email'))).code).toBe('INVALID_INPUT');
    const request = await wallet.changeEmail(uniqueEmail('never'));
    request.reject();
    expect((await caught(request.done)).code).toBe('REJECTED');
    const [credential] = await wallet.listCredentials();
    expect(credential?.nickname).toBe(email);
  });
});
