import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../src/testing.js';
import { basicAuth } from './helpers.js';

describe('the keyhold-sandbox CLI as a real process', () => {
  let proc: SandboxProcess;
  beforeAll(async () => {
    proc = await startSandboxProcess(['--token-id', 'cli-token', '--secret', 'cli-secret']);
  });
  afterAll(async () => {
    await proc.close();
  });

  it('prints the base URL as its first line and serves with the configured credentials', async () => {
    expect(proc.output[0]).toBe(`keyhold-sandbox listening on ${proc.baseUrl}`);
    expect(proc.baseUrl).toMatch(/^http:\/\/localhost:\d+\/2025-10-13$/);
    expect(proc.tokenId).toBe('cli-token');
    const res = await fetch(`${proc.baseUrl}/customers`, {
      method: 'POST',
      headers: { authorization: basicAuth('cli-token', 'cli-secret'), 'content-type': 'application/json' },
      body: JSON.stringify({ platformCustomerId: 'cli-user', customerType: 'INDIVIDUAL' }),
    });
    expect(res.status).toBe(201);
    const denied = await fetch(`${proc.baseUrl}/customers`, { headers: { authorization: basicAuth() } });
    expect(denied.status).toBe(401);
  });

  it('rejects unknown flags with exit code 2', async () => {
    await expect(startSandboxProcess(['--no-such-flag'])).rejects.toThrow(/exited with code 2/);
  });
});
