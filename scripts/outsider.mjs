#!/usr/bin/env node
// The outsider path, as a new integrator takes it: every package packed (pnpm pack), then, in temporary
// folders OUTSIDE the workspace, with plain npm and only the tarballs (never the workspace links):
//   1. the starter: `create-keyhold my-app`, npm install, npm run build, npm run dev (sandbox + backend +
//      Vite with its proxy), driven in real Chromium: app login, wallet sign-in with the emailed code from
//      the sandbox outbox, a quote approved in the dialog, export (approve, reveal);
//   2. the script-tag page: the elements README's HTML snippet served verbatim with the packed
//      dist/keyhold-elements.min.js, against a stand-in backend (packed @keyhold/server) and the packed
//      sandbox: sign-in, a quote approved in the standalone <kh-approve-dialog> (its own wording of the
//      quote checked), export;
//   3. a React app with @keyhold/react (StrictMode), built by Vite: sign-in, a quote approved, export.
// npm's cache lives in node_modules/.cache/keyhold-outsider/npm (git-ignored), so warm runs install
// offline from it. Usage: node scripts/outsider.mjs [--reuse-tarballs] [results.json]
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { cacheDir, packAll, publishablePackages, root } from './packages.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse-tarballs');
const resultsFile = args.find((a) => !a.startsWith('--'));
const results = [];
const timings = {};
const started = Date.now();
const here = join(root, 'scripts', 'outsider');
const work = mkdtempSync(join(tmpdir(), 'keyhold-outsider-'));
const npmCache = join(cacheDir, 'npm');
const npmEnv = {
  ...process.env,
  npm_config_cache: npmCache,
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
};
const children = [];

async function step(name, body) {
  const t0 = Date.now();
  try {
    await body();
    results.push({ name, ok: true, problems: [] });
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false, problems: [String(err?.stack ?? err)] });
    console.log(`FAIL ${name}\n${String(err?.stack ?? err)}`);
  } finally {
    timings[name] = (Date.now() - t0) / 1000;
  }
}

function sh(cmd, cmdArgs, cwd, env = npmEnv) {
  const r = spawnSync(cmd, cmdArgs, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${cmdArgs.join(' ')} failed in ${cwd} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`,
    );
  return r.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, 'localhost', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a long-running process in its own group; resolves once a stdout line matches `ready`. */
function startProcess(cmd, cmdArgs, { cwd, env = npmEnv, ready, timeoutMs = 90_000 }) {
  const child = spawn(cmd, cmdArgs, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const output = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`${cmd} ${cmdArgs.join(' ')} not ready in ${timeoutMs} ms:\n${output.join('')}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output.push(String(chunk));
      const match = ready.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`${cmd} ${cmdArgs.join(' ')} exited (${code}) before it was ready:\n${output.join('')}`),
      );
    });
  });
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** package.json dependencies on the tarballs, and overrides so nested @keyhold ranges use them too. */
function useTarballs(pkgFile, tarballs, names) {
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.overrides = {};
  for (const name of names) {
    const spec = `file:${tarballs.get(name)}`;
    if (pkg.devDependencies?.[name]) pkg.devDependencies[name] = spec;
    else (pkg.dependencies ??= {})[name] = spec;
    pkg.overrides[name] = spec;
  }
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
}

/** The newest code the sandbox emailed to `email`. */
async function emailedCode(sandboxOrigin, email) {
  const auth = Buffer.from('sandbox-token:sandbox-secret').toString('base64');
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${sandboxOrigin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Basic ${auth}` },
    });
    const code = (await res.json()).data?.at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The sandbox emailed no code to ${email}.`);
}

/** <kh-sign-in>: email, the emailed code, and the session. */
async function signInByEmail(page, sandboxOrigin, email) {
  await page.locator('kh-sign-in [part=email-input] input').fill(email);
  await page.locator('kh-sign-in [part=email-input] input').press('Enter');
  const firstBox = page.locator('kh-sign-in kh-otp-input input').first();
  await firstBox.waitFor();
  await firstBox.click();
  await page.keyboard.type(await emailedCode(sandboxOrigin, email));
}

/** <kh-export>: export, approve in its dialog, reveal; returns the words. */
async function exportPhrase(page) {
  await page.locator('kh-export [part=start-button]').click();
  await page.locator('kh-export kh-approve-dialog [part=approve-button]').click();
  await page.locator('kh-export [part=reveal-button]').click();
  const words = await page.locator('kh-export [part=words] li').allTextContents();
  if (![12, 24].includes(words.length) || !words.every((w) => /^[a-z]+$/.test(w.trim())))
    throw new Error(`Expected a 12 or 24 word recovery phrase, got: ${JSON.stringify(words)}`);
  return words;
}

async function newPage(browser) {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico'))
      problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  return { page, problems };
}

// ---------------------------------------------------------------------------------------------------
let tarballs = new Map();
let browser;
try {
  await step('pack every package (pnpm pack)', async () => {
    const dir = join(cacheDir, 'tarballs');
    const packed =
      reuse && existsSync(dir)
        ? publishablePackages().map((p) => ({
            ...p,
            tarball: join(dir, `${p.name.replace(/^@/, '').replace('/', '-')}-${p.version}.tgz`),
          }))
        : packAll(dir);
    for (const p of packed) {
      if (!existsSync(p.tarball)) throw new Error(`missing ${p.tarball}: run without --reuse-tarballs`);
      tarballs.set(p.name, p.tarball);
    }
    if (work.startsWith(root)) throw new Error(`${work} is inside the workspace`);
  });
  if (!results.every((r) => r.ok)) throw new Error('packing failed');
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

  // 1. The starter.
  await step(
    'starter: npm create keyhold, npm install, npm run build, npm run dev, in Chromium',
    async () => {
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
      let t = Date.now();
      sh('npm', ['install'], app);
      timings['starter npm install'] = (Date.now() - t) / 1000;
      t = Date.now();
      sh('npm', ['run', 'build'], app);
      timings['starter npm run build'] = (Date.now() - t) / 1000;
      if (!readdirSync(join(app, 'dist')).includes('index.html'))
        throw new Error('npm run build wrote no dist/index.html');

      const [port, apiPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
      const env = {
        ...npmEnv,
        PORT: String(port),
        API_PORT: String(apiPort),
        SANDBOX_PORT: String(sandboxPort),
      };
      t = Date.now();
      await startProcess('npm', ['run', 'dev'], { cwd: app, env, ready: /Open http:\/\/localhost:\d+/ });
      timings['starter npm run dev ready'] = (Date.now() - t) / 1000;

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
    },
  );

  // 2 + 3 share one app folder: the script-tag page and the React app, on the packed tarballs.
  const apps = join(work, 'apps');
  let sandboxOrigin = '';
  await step('script-tag + React app: npm install of the tarballs, React app built by Vite', async () => {
    mkdirSync(apps);
    writeFileSync(
      join(apps, 'package.json'),
      JSON.stringify({
        name: 'outsider-apps',
        private: true,
        type: 'module',
        dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
        devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
      }),
    );
    useTarballs(join(apps, 'package.json'), tarballs, [
      '@keyhold/core',
      '@keyhold/elements',
      '@keyhold/server',
      '@keyhold/sandbox',
      '@keyhold/react',
    ]);
    let t = Date.now();
    sh('npm', ['install'], apps);
    timings['apps npm install'] = (Date.now() - t) / 1000;
    // The script-tag page: the README's snippet verbatim, and the file it loads copied next to it.
    const readme = readFileSync(join(apps, 'node_modules/@keyhold/elements/README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### One script tag'));
    const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1];
    if (!snippet) throw new Error('The elements README has no HTML snippet under "One script tag".');
    mkdirSync(join(apps, 'script-tag'));
    writeFileSync(join(apps, 'script-tag/index.html'), snippet);
    copyFileSync(
      join(apps, 'node_modules/@keyhold/elements/dist/keyhold-elements.min.js'),
      join(apps, 'script-tag/keyhold-elements.min.js'),
    );
    // The React app.
    mkdirSync(join(apps, 'react'));
    for (const f of readdirSync(join(here, 'react-app')))
      copyFileSync(join(here, 'react-app', f), join(apps, 'react', f));
    copyFileSync(join(here, 'harness.mjs'), join(apps, 'harness.mjs'));
    t = Date.now();
    sh('npx', ['vite', 'build', 'react', '--config', 'react/vite.config.js', '--outDir', 'dist'], apps);
    timings['react vite build'] = (Date.now() - t) / 1000;
    const { match } = await startProcess(
      join(apps, 'node_modules/.bin/keyhold-sandbox'),
      ['--port', '0', '--quiet'],
      {
        cwd: apps,
        ready: /listening on (http:\/\/localhost:\d+)\/\S+/,
      },
    );
    sandboxOrigin = match[1];
  });

  const harness = async (dir, email) => {
    const { match } = await startProcess(
      process.execPath,
      ['harness.mjs', dir, `${sandboxOrigin}/2025-10-13`],
      {
        cwd: apps,
        env: { ...npmEnv, OUTSIDER_EMAIL: email },
        ready: /listening on (http:\/\/localhost:\d+)/,
      },
    );
    return match[1];
  };

  await step(
    'script-tag page (README snippet verbatim, one script file): sign-in, quote approved, export',
    async () => {
      if (!sandboxOrigin) throw new Error('the apps were not installed');
      const email = 'script-tag@example.com';
      const url = await harness('script-tag', email);
      const { page, problems } = await newPage(browser);
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${url}/`);
      await signInByEmail(page, sandboxOrigin, email);
      await page.locator('kh-session-list [part=current-badge]').waitFor();
      // The payment: the page's inline module makes a quote; the dialog (no wallet, no quote passed)
      // explains it from the request the core raised, in currency units, and the payee in words.
      await page.locator('#send').click();
      const summary = page.locator('#approve [part=summary]');
      await summary.waitFor();
      const said = (await summary.innerText()).replace(/\s+/g, ' ');
      for (const expected of ['$10.00', "Your payee's account", 'Exchange rate'])
        if (!said.includes(expected)) throw new Error(`The quote summary lacks "${expected}": ${said}`);
      if (/ExternalAccount|InternalAccount|Quote:|\b1000\b/.test(said))
        throw new Error(`The quote summary shows an id or minor units: ${said}`);
      await page.locator('#approve [part=approve-button]').click();
      await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
      await exportPhrase(page);
      const scripts = requests.filter((u) => u.endsWith('.js'));
      if (scripts.length !== 1)
        throw new Error(`Expected the page to load one script, it loaded: ${scripts.join(', ')}`);
      if (problems.length) throw new Error(problems.join('\n'));
      await page.context().close();
    },
  );

  await step('React app (@keyhold/react, StrictMode): sign-in, quote approved, export', async () => {
    if (!sandboxOrigin) throw new Error('the apps were not installed');
    const email = 'react@example.com';
    const url = await harness('react/dist', email);
    const { page, problems } = await newPage(browser);
    await page.goto(`${url}/`);
    await signInByEmail(page, sandboxOrigin, email);
    await page.locator('#who', { hasText: `Signed in with ${email}.` }).waitFor();
    await page.locator('#send').click();
    await page.locator('#approve [part=approve-button]').click();
    await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
    await exportPhrase(page);
    if (problems.length) throw new Error(problems.join('\n'));
    await page.context().close();
  });
} catch (err) {
  if (results.every((r) => r.ok)) results.push({ name: 'outsider run', ok: false, problems: [String(err)] });
} finally {
  await browser?.close();
  stopAll();
  timings.total = (Date.now() - started) / 1000;
  console.log('\nTimes (s):');
  for (const [name, s] of Object.entries(timings)) console.log(`  ${s.toFixed(1).padStart(6)}  ${name}`);
  for (const [name, tgz] of tarballs) {
    if (existsSync(tgz)) console.log(`  tarball ${name}: ${(readFileSync(tgz).length / 1024).toFixed(1)} kB`);
  }
  if (!process.env.KEEP_OUTSIDER) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  const failed = results.filter((r) => !r.ok).length;
  console.log(`outsider: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
