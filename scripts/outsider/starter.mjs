// The starter as a newcomer runs it: `create-keyhold my-app` from the packed tarball, npm install, npm run
// build, npm run dev (sandbox + backend + Vite with its proxy), then in the browser: app login, wallet
// sign-in with the emailed code, a quote approved in the dialog, export (approve, reveal).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportPhrase, newPage, signInByEmail } from './browser.mjs';
import { freePort, npmEnv, sh, startProcess, timed, useTarballs } from './run.mjs';

export async function starter({ work, tarballs, browser }) {
  sh(
    'npm',
    ['exec', '--yes', `--package=${tarballs.get('create-keyhold')}`, '--', 'create-keyhold', 'my-app'],
    work,
  );
  const app = join(work, 'my-app');
  for (const f of [
    'package.json',
    'server.mjs',
    'dev.mjs',
    'vite.config.js',
    'index.html',
    'main.js',
    '.gitignore',
  ])
    if (!existsSync(join(app, f))) throw new Error(`create-keyhold did not write ${f}`);
  useTarballs(join(app, 'package.json'), tarballs, [
    '@keyhold/core',
    '@keyhold/elements',
    '@keyhold/server',
    '@keyhold/sandbox',
  ]);
  await timed('starter npm install', () => sh('npm', ['install'], app));
  await timed('starter npm run build', () => sh('npm', ['run', 'build'], app));
  if (!readdirSync(join(app, 'dist')).includes('index.html'))
    throw new Error('npm run build wrote no dist/index.html');

  const [port, apiPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const env = { ...npmEnv, PORT: String(port), API_PORT: String(apiPort), SANDBOX_PORT: String(sandboxPort) };
  await timed('starter npm run dev ready', () =>
    startProcess('npm', ['run', 'dev'], { cwd: app, env, ready: /Open http:\/\/localhost:\d+/ }),
  );

  const { page, problems } = await newPage(browser);
  const email = 'starter@example.com';
  await page.goto(`http://localhost:${port}/`);
  await page.locator('#login input[name=email]').fill(email);
  await page.locator('#login button[type=submit]').click();
  await signInByEmail(page, `http://localhost:${sandboxPort}`, email);
  await page.locator('#signed-in').waitFor();
  await page.locator('#send').click();
  await page.locator('#approve [part=approve-button]').click();
  await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
  await exportPhrase(page);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}
