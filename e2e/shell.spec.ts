import { connect } from 'node:net';
import {
  DEMO_HEADERS,
  emulateColorScheme,
  enterDemo,
  enterSignedIn,
  expect,
  shot,
  test,
  uniqueEmail,
} from './fixtures.js';

test('the page is served under a strict CSP with no inline script or style', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('script:not([src])')).toHaveCount(0);
  await expect(page.locator('style')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in to the demo app' })).toBeVisible();
});

test('the demo sign-in refuses an address that is not one, then accepts a real one', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  // The browser's own validation stops the form before it is sent.
  await page.getByRole('button', { name: 'Enter the demo' }).click();
  const valid = await page
    .getByLabel('Email', { exact: true })
    .evaluate((el) => (el as HTMLInputElement).validity.valid);
  expect(valid).toBe(false);
  await expect(page.getByTestId('demo-user')).toHaveCount(0);
  const res = await page.request.post('/api/demo/login', { data: { email: 'nope' }, headers: DEMO_HEADERS });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ message: 'Enter an email address.' });

  const email = uniqueEmail('shell');
  await enterDemo(page, email);
  const bad = await page.request.post('/api/demo/clock/advance', {
    data: '[900]',
    headers: { ...DEMO_HEADERS, 'content-type': 'application/json' },
  });
  expect(bad.status()).toBe(400);
  // Read by @keyhold/server's JSON reader, the wallet handler's: its code and details for developers.
  const notAnObject = 'The request body must be a JSON object.';
  expect(await bad.json()).toEqual({
    message: notAnObject,
    code: 'INVALID_INPUT',
    details: { errors: [{ field: 'body', message: notAnObject }] },
  });
  await page.reload();
  await expect(page.getByTestId('demo-user')).toHaveText(email);
  await page.getByRole('button', { name: 'Leave the demo' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the demo app' })).toBeVisible();
});

test('the explorer and its elements follow the dark colour scheme', async ({ page }) => {
  await emulateColorScheme(page, 'dark');
  await enterSignedIn(page, 'dark');
  const background = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('html')).toBe('rgb(14, 16, 19)');
  // The card inside <kh-credential-manager> takes the elements' dark surface token.
  const card = page.locator('kh-credential-manager').locator('[part="card"]');
  expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(23, 25, 30)');
  await shot(page, 'explorer-dark');
});

test('on a phone-width screen the explorer does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await enterSignedIn(page, 'narrow');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'explorer-narrow');
});

test('the demo API refuses cross-site shaped requests: no custom header, or a form body, sets no cookie', async ({
  page,
}) => {
  await page.goto('/');
  const formPost = await page.request.post('/api/demo/login', { form: { email: 'victim@example.com' } });
  expect(formPost.status()).toBe(403);
  expect(formPost.headers()['set-cookie']).toBeUndefined();
  const noHeader = await page.request.post('/api/demo/login', { data: { email: 'victim@example.com' } });
  expect(noHeader.status()).toBe(403);
  const formWithHeader = await page.request.post('/api/demo/login', {
    form: { email: 'victim@example.com' },
    headers: DEMO_HEADERS,
  });
  expect(formWithHeader.status()).toBe(403);
  const me = await page.request.get('/api/demo/me', { headers: DEMO_HEADERS });
  expect(await me.json()).toMatchObject({ customer: null });
});

test('the demo backend stops waiting for a client that never finishes its headers (nodeServerOptions)', async ({
  baseURL,
}) => {
  // A raw connection that sends half a request and then nothing: Node's own default would wait 60 s; the
  // demo's server (nodeServerOptions: 10 s for the headers) answers 408 and closes it.
  const { port } = new URL(baseURL!);
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), 'localhost', () =>
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'),
    );
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve(`still open: ${text}`);
    }, 25_000);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});
