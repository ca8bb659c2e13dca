// The demo pointed at another service by environment variables (apps/demo/README.md, "Another service"):
// a second sandbox process with its own credentials stands in for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startSandboxProcess } from '@keyhold/sandbox/testing';
import { DEMO_HEADERS, expect, test, uniqueEmail } from './fixtures.js';

const root = fileURLToPath(new URL('..', import.meta.url));

function withoutNoColor(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NO_COLOR: _noColor, ...rest } = env;
  return rest;
}

function startDemo(env: Record<string, string>): { child: ChildProcess; lines: Promise<string[]> } {
  const child = spawn(process.execPath, ['apps/demo/start.mjs', '--port', '0'], {
    cwd: root,
    // Without NO_COLOR: beside the runner's FORCE_COLOR, Node warns on stderr that it ignores it, and the
    // stop sentence this spec reads would not be alone there.
    env: { ...withoutNoColor(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = new Promise<string[]>((resolve, reject) => {
    const seen: string[] = [];
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // 'close', not 'exit': the process may end before its stderr is read to the end (seen under load: the
    // sentence arrived after 'exit', and the test read an empty one).
    child.once('close', (code) => resolve([...seen, `exit ${code}`, stderr.trim()]));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      seen.push(line);
      if (seen.length === 2) resolve(seen);
    });
    setTimeout(() => reject(new Error(`the demo did not start: ${stderr}`)), 60_000);
  });
  return { child, lines };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

test('KEYHOLD_SERVICE_URL and credentials point the demo at another service', async ({ page }) => {
  test.slow(); // many screens, or a second demo process: more than the default minute on a busy machine
  const service = await startSandboxProcess([
    '--token-id',
    'other-token',
    '--secret',
    'other-secret',
    '--quiet',
  ]);
  const demo = startDemo({
    KEYHOLD_SERVICE_URL: service.baseUrl,
    KEYHOLD_API_TOKEN_ID: 'other-token',
    KEYHOLD_API_CLIENT_SECRET: 'other-secret',
  });
  try {
    const [first, second] = await demo.lines;
    const url = /^keyhold-demo listening on (http:\/\/localhost:\d+)$/.exec(first!)![1]!;
    expect(second).toBe(`  service: ${service.baseUrl} (credentials from KEYHOLD_API_TOKEN_ID)`);

    const email = uniqueEmail('env');
    await page.goto(url);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enter the demo' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your wallet' })).toBeVisible();
    const opened = await page.request.post(`${url}/api/demo/accounts/internal`, {
      headers: DEMO_HEADERS,
      data: { currency: 'EUR' },
    });
    expect(opened.status()).toBe(200);

    // The customer and its account exist at that service, under those credentials.
    const basic = `Basic ${Buffer.from('other-token:other-secret').toString('base64')}`;
    const found = await fetch(
      `${service.baseUrl}/customers?platformCustomerId=${encodeURIComponent(email)}`,
      {
        headers: { authorization: basic },
      },
    );
    const customers = (await found.json()) as { data: { id: string }[] };
    expect(customers.data).toHaveLength(1);
    const accounts = await fetch(
      `${service.baseUrl}/customers/internal-accounts?customerId=${encodeURIComponent(customers.data[0]!.id)}&currency=EUR`,
      { headers: { authorization: basic } },
    );
    expect(((await accounts.json()) as { data: unknown[] }).data).toHaveLength(1);

    // Its webhooks reach this demo, verified with that service's key.
    await page.goto(`${url}/#/webhooks`);
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByTestId('webhook-signature')).toHaveText('Signature verified');
  } finally {
    await page.goto('about:blank');
    await stop(demo.child);
    await service.close();
  }
});

test('KEYHOLD_SERVICE_URL without credentials stops the demo with a sentence', async () => {
  const demo = startDemo({ KEYHOLD_SERVICE_URL: 'http://localhost:1/2025-10-13', KEYHOLD_API_TOKEN_ID: '' });
  const lines = await demo.lines;
  expect(lines).toEqual([
    'exit 2',
    'KEYHOLD_SERVICE_URL needs KEYHOLD_API_TOKEN_ID and KEYHOLD_API_CLIENT_SECRET too.',
  ]);
});
