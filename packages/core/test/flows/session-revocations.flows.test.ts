// revokeSessions() (@keyhold/core/session-revocations): several sessions on one decision, one signed revocation each, with an outcome
// per session — against the real wallet handler and sandbox process.
import { afterEach, describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/index.js';
import { revokeSessions } from '../../src/session-revocations.js';
import {
  caught,
  closeWallets,
  newCustomer,
  signInWithOtp,
  uniqueEmail,
  walletFor,
  type TestCustomer,
} from './helpers.js';

afterEach(closeWallets);

async function accountWithOthers(count: number): Promise<{ here: Wallet; others: Wallet[] }> {
  const customer: TestCustomer = await newCustomer();
  const email = uniqueEmail('others');
  const others: Wallet[] = [];
  for (let i = 0; i < count; i++) {
    const other = walletFor(customer);
    await signInWithOtp(other, customer, email);
    others.push(other);
  }
  const here = walletFor(customer);
  await signInWithOtp(here, customer, email);
  return { here, others };
}

describe('revokeSessions()', () => {
  it('fetches one challenge per session, shows them as one request, and ends each on approval', async () => {
    const { here, others } = await accountWithOthers(2);
    const ids = others.map((o) => o.session!.id);
    const batch = await revokeSessions((id) => here.revokeSession(id), ids);
    expect(batch.operation).toBe('REVOKE_SESSIONS');
    expect(batch.state).toBe('pending');
    expect(batch.sessionIds).toEqual(ids);
    expect(batch.revocations.map((r) => r.request.operation)).toEqual(['REVOKE_SESSION', 'REVOKE_SESSION']);
    expect(batch.payloadToSign.split('\n')).toEqual(batch.revocations.map((r) => r.request.payloadToSign));
    expect(batch.type).toBe('EMAIL_OTP');
    expect(batch.msLeft()).toBeGreaterThan(0);
    expect(await batch.approve()).toEqual(ids.map((sessionId) => ({ sessionId, ended: true })));
    expect(batch.state).toBe('approved');
    expect((await here.listSessions()).map((s) => s.id)).toEqual([here.session!.id]);
  });

  it('a session ended elsewhere meanwhile counts as ended (the service no longer knows it)', async () => {
    const { here, others } = await accountWithOthers(2);
    const ids = others.map((o) => o.session!.id);
    const batch = await revokeSessions((id) => here.revokeSession(id), ids);
    await others[0]!.signOut();
    expect(await batch.approve()).toEqual([
      { sessionId: ids[0], ended: true, alreadyEnded: true },
      { sessionId: ids[1], ended: true },
    ]);
  });

  it('declined, nothing is signed and every session stays; approving afterwards is REJECTED', async () => {
    const { here, others } = await accountWithOthers(2);
    const batch = await revokeSessions(
      (id) => here.revokeSession(id),
      others.map((o) => o.session!.id),
    );
    batch.reject();
    expect(batch.state).toBe('rejected');
    expect(await caught(batch.approve())).toMatchObject({ code: 'REJECTED' });
    expect(await here.listSessions()).toHaveLength(3);
  });

  it("a session the backend refuses to revoke (not this account's) is not ended, and says why; the rest go through", async () => {
    const { here, others } = await accountWithOthers(1);
    const stranger = 'Session:00000000-0000-4000-8000-000000000000';
    const batch = await revokeSessions((id) => here.revokeSession(id), [stranger, others[0]!.session!.id]);
    expect(batch.revocations).toHaveLength(1);
    const outcomes = await batch.approve();
    expect(outcomes[0]).toMatchObject({ sessionId: stranger, ended: false, error: { status: 403 } });
    expect(outcomes[1]).toEqual({ sessionId: others[0]!.session!.id, ended: true });
  });
});
