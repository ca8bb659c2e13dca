// The starter as a newcomer runs it: `create-keyhold my-app` from the packed tarball, npm install, npm run
// build, npm run dev (sandbox + backend with the vault on a second port + Vite with its proxy), then in the
// browser, in frame mode (the default): app login, wallet sign-in with the emailed code, a quote approved
// with a click inside the vault frame the dialog hosts, and an export whose phrase is shown only in the
// frame (none of it in the page's DOM or shadow roots). Then `VAULT=off npm run dev` (page mode): the same
// journey with the approval and the phrase in the elements. Each page runs in Chromium, Firefox and WebKit
// (outsider/webkit.mjs), each engine signing in its own person.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportPhrase, inEachEngine, newPage, signInByEmail } from './browser.mjs';
import { freePort, npmEnv, sh, startProcess, step, stopProcess, timed, useTarballs } from './run.mjs';
import { approveInVault, exportPhraseInVault } from './vault-frame.mjs';
import * as wk from './webkit.mjs';

/** The person's journey in the starter's page; `frame`: the approval and the phrase are in the vault frame. */
async function journey(browser, { port, sandboxPort, email, frame }) {
  const { page, problems } = await newPage(browser);
  await page.goto(`http://localhost:${port}/`);
  await page.locator('#login input[name=email]').fill(email);
  await page.locator('#login button[type=submit]').click();
  await signInByEmail(page, `http://localhost:${sandboxPort}`, email);
  await page.locator('#signed-in').waitFor();
  const keyFrames = await page.locator('iframe[data-keyhold-vault="key"]').count();
  if (keyFrames !== (frame ? 1 : 0))
    throw new Error(`Expected ${frame ? 'one' : 'no'} vault key frame in the page, found ${keyFrames}`);
  await page.locator('#send').click();
  if (frame) await approveInVault(page, '#approve');
  else await page.locator('#approve [part=approve-button]').click();
  await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
  if (frame) await exportPhraseInVault(page);
  else await exportPhrase(page);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}

/** The starter's page in WebKit: the same journey; in frame mode the frame's buttons clicked inside it. */
async function webkitJourney(page, { port, sandboxPort, email, frame }) {
  await page.browser.url(`http://localhost:${port}/`);
  await page.type('css', 'input[name=email]', email, { within: '#login' });
  await page.click('css', 'button[type=submit]', { within: '#login' });
  await wk.signInByEmail(page, `http://localhost:${sandboxPort}`, email);
  await page.find('css', '#signed-in', { timeout: 30_000 });
  const keyFrames = await page.browser.execute(wk.deepCount, 'iframe[data-keyhold-vault="key"]');
  if (keyFrames !== (frame ? 1 : 0))
    throw new Error(`Expected ${frame ? 'one' : 'no'} vault key frame in the page, found ${keyFrames}`);
  await page.click('css', '#send');
  if (frame) await page.approveInVaultWindow(/Send a payment/);
  else await page.click('button', 'Approve and sign', { within: '#approve', timeout: 20_000 });
  await page.expectText('css', '#payment', /Payment sent\./, { timeout: 30_000 });
  if (frame) await wk.exportPhraseInVault(page);
  else await wk.exportPhrase(page);
}

/** `create-keyhold my-app` from the tarball, pointed at the tarballs, npm install, npm run build. */
async function scaffold(work, tarballs) {
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
    '@keyhold/protocol',
    '@keyhold/locales',
    '@keyhold/core',
    '@keyhold/elements',
    '@keyhold/server',
    '@keyhold/vault',
    '@keyhold/sandbox',
  ]);
  await timed('starter npm install', () => sh('npm', ['install'], app));
  await timed('starter npm run build', () => sh('npm', ['run', 'build'], app));
  if (!readdirSync(join(app, 'dist')).includes('index.html'))
    throw new Error('npm run build wrote no dist/index.html');
  return app;
}

/** `npm run dev` in frame mode or page mode, on free ports; what it prints checked. */
async function dev(app, frame) {
  const ports = { port: await freePort(), apiPort: await freePort(), sandboxPort: await freePort() };
  const vaultPort = await freePort();
  const env = {
    ...npmEnv,
    PORT: String(ports.port),
    API_PORT: String(ports.apiPort),
    SANDBOX_PORT: String(ports.sandboxPort),
    ...(frame ? { VAULT_PORT: String(vaultPort) } : { VAULT: 'off' }),
  };
  const mode = frame ? 'frame mode' : 'page mode (VAULT=off)';
  const { child, match } = await timed(`starter npm run dev ready, ${mode}`, () =>
    startProcess('npm', ['run', 'dev'], {
      cwd: app,
      env,
      ready: /\n\s*app:\s+(\S+)\s+vault:\s+(\S+)[^\n]*\n/,
    }),
  );
  // What npm run dev prints: the app's URL, and the vault's beside it (or that it is off).
  const [appUrl, vault] = [match[1], match[2]];
  if (appUrl !== `http://localhost:${ports.port}`) throw new Error(`npm run dev printed app: ${appUrl}`);
  if (vault !== (frame ? `http://localhost:${vaultPort}` : 'off'))
    throw new Error(`npm run dev printed vault: ${vault} in ${mode}`);
  return { child, ports };
}

/**
 * The starter's steps: scaffold, install and build once; then per mode `npm run dev` and the journey in
 * each engine. `browsers`: outsider/browser.mjs's; `webkit`: outsider/webkit.mjs's.
 */
export async function starter({ work, tarballs, browsers, webkit }) {
  let app;
  await step('starter: npm create keyhold, npm install, npm run build', async () => {
    app = await scaffold(work, tarballs);
  });
  for (const frame of [true, false]) {
    const mode = frame ? 'frame mode' : 'page mode (VAULT=off)';
    let server;
    await step(`starter: npm run dev, ${mode}`, async () => {
      if (!app) throw new Error('the starter was not built');
      server = await dev(app, frame);
    });
    const what = frame
      ? 'app login, sign-in, quote approved and phrase shown in the vault frame'
      : 'app login, sign-in, quote approved, export';
    const email = (engine) => `starter-${frame ? 'frame' : 'page'}-${engine}@example.com`;
    const ready = () => {
      if (!server) throw new Error('npm run dev did not start');
      return server.ports;
    };
    await inEachEngine(browsers, `starter page, ${mode}: ${what}`, (browser, engine) =>
      journey(browser, { ...ready(), email: email(engine), frame }),
    );
    await wk.inWebKit(webkit, `starter page, ${mode}: ${what}`, (page) =>
      webkitJourney(page, { ...ready(), email: email('webkit'), frame }),
    );
    if (server) await stopProcess(server.child);
  }
}
