import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../../src/testing.js';
import { basicAuth } from '../support/api.js';

/** Waits (bounded) until the process has printed a line matching `pattern`, and returns it. */
async function printedLine(proc: SandboxProcess, pattern: RegExp): Promise<string> {
  await expect
    .poll(() => proc.output.some((line) => pattern.test(line)), { timeout: 5000, interval: 20 })
    .toBe(true);
  return proc.output.find((line) => pattern.test(line))!;
}

describe('the keyhold-sandbox CLI as a real process', () => {
  let proc: SandboxProcess;
  beforeAll(async () => {
    proc = await startSandboxProcess(['--token-id', 'cli-token', '--secret', 'cli-secret']);
  });
  afterAll(async () => {
    await proc.close();
  });

  it('prints the base URL as its first line and serves with the configured credentials', async () => {
    // The process's own stdout, not what startSandboxProcess derived from its arguments.
    expect(proc.output[0]).toMatch(/^keyhold-sandbox listening on http:\/\/localhost:\d+\/2025-10-13$/);
    expect(proc.output[0]).toBe(
      `keyhold-sandbox listening on http://localhost:${new URL(proc.origin).port}/2025-10-13`,
    );
    expect(await printedLine(proc, /^Basic credentials: /)).toBe('Basic credentials: cli-token:cli-secret');
    const res = await fetch(`${proc.baseUrl}/customers`, {
      method: 'POST',
      headers: { authorization: basicAuth('cli-token', 'cli-secret'), 'content-type': 'application/json' },
      body: JSON.stringify({ platformCustomerId: 'cli-user', customerType: 'INDIVIDUAL' }),
    });
    expect(res.status).toBe(201);
    const denied = await fetch(`${proc.baseUrl}/customers`, { headers: { authorization: basicAuth() } });
    expect(denied.status).toBe(401);
  });

  it('prints the default Basic credentials when none are given, and they work', async () => {
    const plain = await startSandboxProcess();
    try {
      expect(plain.output[0]).toMatch(/^keyhold-sandbox listening on http:\/\/localhost:\d+\/2025-10-13$/);
      expect(await printedLine(plain, /^Basic credentials: /)).toBe(
        'Basic credentials: sandbox-token:sandbox-secret',
      );
      const res = await fetch(`${plain.baseUrl}/customers`, {
        headers: { authorization: basicAuth('sandbox-token', 'sandbox-secret') },
      });
      expect(res.status).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('rejects unknown flags with exit code 2', async () => {
    await expect(startSandboxProcess(['--no-such-flag'])).rejects.toThrow(/exited with code 2/);
  });
});
