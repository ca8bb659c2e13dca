import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxProcess } from '../../src/testing.js';
import { basicAuth, createCustomer, request, startApi } from '../support/api.js';
import { emailOtpWallet, signedCall } from '../support/wallet.js';

const dir = mkdtempSync(join(tmpdir(), 'keyhold-sandbox-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--state persistence', () => {
  it('writes the state atomically and reloads customers, sessions, keys and the clock', async () => {
    const file = join(dir, 'state.json');
    const first = await startApi({ statePath: file });
    const { customerId, accountId } = await createCustomer(first);
    const { session } = await emailOtpWallet(first, accountId);
    await first.control('POST', '/clock/advance', { seconds: 100 });
    const enclave = (
      await request<{ publicKey: string }>(`${first.origin}/_sandbox/enclave-key`, 'GET', undefined, {})
    ).body.publicKey;
    const clockBefore = Date.parse(String((await first.control('GET', '/clock')).body['now']));
    await first.close();
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });

    const second = await startApi({ statePath: file });
    try {
      expect((await second.call('GET', `/customers/${customerId}`)).status).toBe(200);
      const now = Date.parse(String((await second.control('GET', '/clock')).body['now']));
      expect(now).toBeGreaterThanOrEqual(clockBefore);
      expect(
        (await request<{ publicKey: string }>(`${second.origin}/_sandbox/enclave-key`, 'GET', undefined, {}))
          .body.publicKey,
      ).toBe(enclave);
      // the session opened before the restart still signs
      const key = await generateClientKeyPair();
      const { reply } = await signedCall(
        second,
        'POST',
        `/internal-accounts/${accountId}/export`,
        { clientPublicKey: key.publicKey },
        session.signer,
      );
      expect(reply.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('the CLI persists with --state across real process restarts', async () => {
    const file = join(dir, 'cli-state.json');
    const proc = await startSandboxProcess(['--state', file]);
    const res = await fetch(`${proc.baseUrl}/customers`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ platformCustomerId: 'persisted', customerType: 'INDIVIDUAL' }),
    });
    expect(res.status).toBe(201);
    await proc.close();
    const again = await startSandboxProcess(['--state', file]);
    try {
      const list = await fetch(`${again.baseUrl}/customers?platformCustomerId=persisted`, {
        headers: { authorization: basicAuth() },
      });
      expect(((await list.json()) as { totalCount: number }).totalCount).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('a corrupt state file stops the CLI with a clear error', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"version": 99}');
    await expect(startSandboxProcess(['--state', file])).rejects.toThrow(/not a keyhold-sandbox state file/);
  });
});
