/**
 * `routes/credentials.ts`, EMAIL_OTP: guessing codes is bounded, per code and across re-issued codes.
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet, latestOtp } from '../../support/wallet.js';

const api = useApi();

describe('EMAIL_OTP guessing is bounded', () => {
  it('after 5 wrong codes the emailed code no longer works; a new challenge is allowed at once and its code works', async () => {
    const { accountId } = await createCustomer(api);
    const email = `g-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const codeOf = async () =>
      (await api.control<{ data: Array<{ code: string }> }>('GET', `/outbox?email=${email}`)).body.data.at(
        -1,
      )!.code;
    const code = await codeOf();
    const wrong = code === '111111' ? '222222' : '111111';
    const key = await generateClientKeyPair();
    const verify = (otp: string) =>
      api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
        otp,
        clientPublicKey: key.publicKey,
      });
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrong);
      expect(res.status).toBe(401);
      expect(res.body['reason']).toBe('Invalid OTP code');
    }
    const late = await verify(code);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ reason: 'Invalid OTP code' });
    const again = await api.call('POST', `/auth/credentials/${created.body.id}/challenge`);
    expect(again.status, again.text).toBe(200);
    const ok = await verify(await codeOf());
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('email codes lock out across re-issues', () => {
  const verifyOtp = async (credentialId: string, otp: string) =>
    api.call('POST', `/auth/credentials/${credentialId}/verify`, {
      otp,
      clientPublicKey: (await generateClientKeyPair()).publicKey,
    });
  const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const challenge = async (credentialId: string) => {
    const res = await api.call('POST', `/auth/credentials/${credentialId}/challenge`);
    expect(res.status, res.text).toBe(200);
  };

  /** Ten wrong codes over two emailed codes: the first five burn a code, the tenth locks. */
  async function guessTenTimes(credentialId: string, email: string) {
    let last;
    for (let round = 0; round < 2; round++) {
      const code = await latestOtp(api, email);
      for (let i = 0; i < 5; i++) {
        last = await verifyOtp(credentialId, wrong(code));
        if (round === 0 || i < 4) expect(last.status, last.text).toBe(401);
      }
      if (round === 0) await challenge(credentialId);
    }
    return last!;
  }

  it('the 10th wrong code is 429 with Retry-After, the right code is refused while locked, the user gets in after the wait', async () => {
    const { accountId } = await createCustomer(api);
    const { credentialId, email } = await emailOtpWallet(api, accountId);
    await challenge(credentialId);

    const locked = await guessTenTimes(credentialId, email);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers.get('retry-after'))).toBe(60);

    // A new code during the lockout, and the right one, are still refused.
    await challenge(credentialId);
    const right = await latestOtp(api, email);
    const during = await verifyOtp(credentialId, right);
    expect(during.status).toBe(429);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(during.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // A second lockout without a sign-in in between waits twice as long.
    await api.control('POST', '/clock/advance', { seconds: 61 });
    const again = await guessTenTimes(credentialId, email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(120);

    // After the wait the honest user gets in with a fresh code.
    await api.control('POST', '/clock/advance', { seconds: 121 });
    await challenge(credentialId);
    const after = await verifyOtp(credentialId, await latestOtp(api, email));
    expect(after.status, after.text).toBe(200);
  });
});
