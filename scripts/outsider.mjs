#!/usr/bin/env node
// The outsider path, as a new integrator takes it: every package packed (pnpm pack), then, in temporary
// folders OUTSIDE the workspace, with plain npm and only the tarballs (never the workspace links):
//   1. the starter (outsider/starter.mjs): `create-keyhold my-app`, npm install, build, `npm run dev` in
//      frame mode (approval and recovery phrase inside the vault frame), then `VAULT=off` (page mode);
//   2. one apps folder, ONE npm install for all of them (outsider/apps.mjs), one sandbox shared by all:
//      the elements README's script-tag page verbatim (outsider/script-tag.mjs), and the framework apps
//      (outsider/frameworks.mjs): React 19 and React 18.3 with @keyhold/react, Vue 3, Svelte 5, Angular
//      (standalone) and Next.js (App Router, server-rendered and hydrated), the Vue, Svelte, Angular and
//      Next.js code written from the READMEs' recipes; each built once by its own build command.
// Every page runs in Chromium and Firefox (outsider/browser.mjs: Playwright, one launch per engine, a
// fresh context per page) and in WebKitGTK (outsider/webkit.mjs: WebDriver classic, one driver, a fresh
// browser per page; no console read there, so page errors and Next.js hydration warnings are checked in
// Chromium and Firefox only; each WebKit page is reported as skipped, with the reason, on a machine
// without WebKitGTK). Each result is named with its engine, e.g. `… [firefox]`. Each page signs in with
// an emailed code, approves a quote and exports; installs and builds run once. npm's cache lives in
// node_modules/.cache/keyhold-outsider/npm (git-ignored), so warm runs install offline from it.
// Results: `[{ name, ok, skipped?, problems }]` in the JSON file given.
// Usage: node scripts/outsider.mjs [--reuse-tarballs] [--only=starter|apps] [results.json]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installApps } from './outsider/apps.mjs';
import { closeBrowsers, launchBrowsers } from './outsider/browser.mjs';
import { frameworkSteps } from './outsider/frameworks.mjs';
import { results, startProcess, step, stopAll, timed, timings } from './outsider/run.mjs';
import { scriptTagSteps } from './outsider/script-tag.mjs';
import { starter } from './outsider/starter.mjs';
import { startWebKit } from './outsider/webkit.mjs';
import { cacheDir, packAll, publishablePackages, root } from './packages.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse-tarballs');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const resultsFile = args.find((a) => !a.startsWith('--'));
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'keyhold-outsider-'));
const tarballs = new Map();
let browsers;
let webkit;
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
  browsers = await timed('browsers started (Chromium, Firefox, the WebKit driver)', async () => {
    webkit = await startWebKit();
    return launchBrowsers();
  });

  if (only !== 'apps') await starter({ work, tarballs, browsers, webkit });

  if (only !== 'starter') {
    const ctx = { apps: join(work, 'apps'), sandboxOrigin: '', browsers, webkit };
    await step(
      'apps: one npm install of the tarballs for the script-tag page and every framework app, one sandbox',
      async () => {
        await installApps(ctx.apps, tarballs);
        const { match } = await startProcess(
          join(ctx.apps, 'node_modules/.bin/keyhold-sandbox'),
          ['--port', '0', '--quiet'],
          { cwd: ctx.apps, ready: /listening on (http:\/\/localhost:\d+)\/\S+/ },
        );
        ctx.sandboxOrigin = match[1];
      },
    );
    await scriptTagSteps(ctx);
    await frameworkSteps(ctx);
  }
} catch (err) {
  if (results.every((r) => r.ok)) results.push({ name: 'outsider run', ok: false, problems: [String(err)] });
} finally {
  await closeBrowsers(browsers);
  webkit?.driver?.stop();
  stopAll();
  timings.total = (Date.now() - started) / 1000;
  console.log('\nTimes (s):');
  for (const [name, s] of Object.entries(timings)) console.log(`  ${s.toFixed(1).padStart(6)}  ${name}`);
  for (const [name, tgz] of tarballs) {
    if (existsSync(tgz)) console.log(`  tarball ${name}: ${(readFileSync(tgz).length / 1024).toFixed(1)} kB`);
  }
  // The apps folder holds ~700 MB in ~36 000 files, and deleting them takes a minute on a disk mounted
  // with `discard`: a detached `rm` does it while the test run goes on.
  if (!process.env.KEEP_OUTSIDER) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  else console.log(`kept ${work}`);
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped).length;
  const perEngine = ['chromium', 'firefox', 'webkit']
    .map((e) => `${e} ${results.filter((r) => r.name.endsWith(`[${e}]`) && !r.skipped).length}`)
    .join(', ');
  console.log(
    `outsider: ${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped (pages run: ${perEngine})`,
  );
  process.exit(failed ? 1 : 0);
}
