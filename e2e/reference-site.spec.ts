// The reference site built by `npm run docs` (apps/demo/public/docs/): an element page's live example
// against the sandbox when the demo serves it, and the page's own word when no demo backend is there.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, nextCode, outboxSize, test, uniqueEmail } from './fixtures.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = join(root, 'apps', 'demo', 'public', 'docs');

// `npm test` builds the site before the e2e run; a run of this file alone builds it here.
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
test.beforeAll(async ({}, testInfo) => {
  if (existsSync(join(site, 'elements', 'kh-sign-in.html'))) return;
  testInfo.setTimeout(300_000);
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'docs', 'build.mjs')], { stdio: 'inherit' });
  expect(r.status, 'npm run docs builds the reference site').toBe(0);
});

test('an element page served by the demo signs in against the sandbox in its live example', async ({
  page,
}) => {
  const email = uniqueEmail('docs');
  await page.goto('/docs/elements/kh-sign-in.html');
  await expect(page.locator('#events + table')).toContainText('{ session: KhSessionInfo | null }');
  const status = page.locator('.live-status');
  await expect(status).toContainText('Sign in to the demo with any email address');
  await page.getByLabel('Demo account email').fill(email);
  await page.getByRole('button', { name: 'Sign in to the demo' }).click();
  await expect(status).toContainText(`Live: signed in to the demo as ${email}.`);

  const signIn = page.locator('kh-sign-in');
  await signIn.getByLabel('Email address').fill(email);
  const seen = await outboxSize(page);
  await signIn.getByRole('button', { name: 'Email me a code' }).click();
  const code = await nextCode(page, seen);
  await page.getByRole('button', { name: 'Check the outbox' }).click();
  await expect(page.locator('.live-outbox output')).toHaveText(code);
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page.locator('.live-events')).toContainText('kh-session { session }');
  await expect(signIn).toContainText(`Signed in with ${email}.`);
});

test('an element page on a server without the demo backend says the live example needs npm start', async ({
  page,
}) => {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server: Server = createServer((req, res) => {
    const path = normalize(join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(site) || !existsSync(path) || !types[extname(path)]) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)]! }).end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/elements/kh-sign-in.html`);
    await expect(page.locator('.live-status')).toHaveText(
      'No demo backend answered on this origin. Run npm start and open http://localhost:5173/docs/elements/kh-sign-in.html for the live example.',
    );
    // The element itself still renders from the page's copy of the script-tag build.
    await expect(page.locator('kh-sign-in').getByRole('button', { name: 'Email me a code' })).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the reference home, a guide and an API page load under the demo CSP and link to each other', async ({
  page,
}) => {
  await page.goto('/docs/index.html');
  await page.getByRole('main').getByRole('link', { name: '@keyhold/server' }).last().click();
  await expect(page.getByRole('heading', { name: 'Module @keyhold/server' })).toBeVisible();
  // The package lists its entry points; its main entry documents ServiceClient.
  await page
    .locator('.col-content')
    .getByRole('link', { name: '@keyhold/server', exact: true })
    .last()
    .click();
  await expect(
    page.locator('.col-content').getByRole('link', { name: 'ServiceClient', exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Reference home' }).click();
  await expect(page.getByRole('heading', { name: 'Keyhold reference' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Reference' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('main')).toContainText('Supported versions: the published packages');
});
