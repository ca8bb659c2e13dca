// The framework apps in the browser, on one shared sandbox: each app is built once, served (its static
// files by the stand-in backend, harness.mjs; Next.js by `next start` with /api forwarded to it), and
// driven through the same journey (browser.mjs: sign in with an emailed code, approve a quote, export) in
// Chromium and Firefox: an app is checked and built once (one step), then each engine's journey is a step
// of its own, with its own backend and person for a static app; the Next.js server (and its backend's one
// customer) is shared: each engine signs that person in, in a browser of its own.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './apps.mjs';
import { inEachEngine, newPage, walletJourney } from './browser.mjs';
import { freePort, npmEnv, startProcess, step, timed } from './run.mjs';
import { checkTypes } from './types.mjs';
import * as wk from './webkit.mjs';

/** The stand-in integrator backend for one app: its own customer, the wallet handler, static files. */
async function harness(ctx, staticDir, email, env = {}) {
  const { match } = await startProcess(
    process.execPath,
    ['harness.mjs', staticDir, `${ctx.sandboxOrigin}/2025-10-13`],
    {
      cwd: ctx.apps,
      env: { ...npmEnv, OUTSIDER_EMAIL: email, ...env },
      ready: /listening on (http:\/\/localhost:\d+)/,
    },
  );
  return match[1];
}

/**
 * An app served as static files: type check and build (one step), then in each engine its backend and the
 * journey, with no page error or console error. `react`: the React version its bundle must carry, and the
 * one it must not (the React 18 and 19 apps share one @keyhold/react install).
 */
async function staticApp(ctx, name, app, emailOf, { react } = {}) {
  let dist;
  await step(`${name}: type check, build`, async () => {
    if (!ctx.sandboxOrigin) throw new Error('the apps were not installed');
    // Before the build: a failed `ng build` empties Angular's output folder.
    await timed(`${app} type check (the recipe passes, a wrong binding is refused)`, () =>
      checkTypes(ctx.apps, app),
    );
    const built = await buildApp(ctx.apps, app);
    if (react) {
      const assets = join(ctx.apps, built, 'assets');
      const js = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n');
      const [own, other] = react;
      const carries = (v) => new RegExp(`[\`"']${v.replaceAll('.', '\\.')}[\`"']`).test(js);
      if (!carries(own) || carries(other))
        throw new Error(`The ${app} bundle does not carry React ${own} alone.`);
    }
    dist = built;
  });
  await inEachEngine(ctx.browsers, `${name}: sign-in, quote approved, export`, async (browser, engine) => {
    if (!dist) throw new Error(`the ${app} app was not built`);
    const email = emailOf(engine);
    const url = await harness(ctx, dist, email);
    const { page, problems } = await newPage(browser);
    await page.goto(`${url}/`);
    await walletJourney(page, ctx.sandboxOrigin, email);
    if (problems.length) throw new Error(problems.join('\n'));
    await page.context().close();
  });
  await wk.inWebKit(ctx.webkit, `${name}: sign-in, quote approved, export`, async (page) => {
    if (!dist) throw new Error(`the ${app} app was not built`);
    const email = emailOf('webkit');
    await page.browser.url(`${await harness(ctx, dist, email)}/`);
    await wk.walletJourney(page, ctx.sandboxOrigin, email);
  });
}

const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

/**
 * Next.js: `next build`, `next start` (forwarding /api to the app's backend), the server's HTML checked
 * (one step); then in each engine hydration with no console error or warning, and the journey. A page
 * made to mismatch (scaffolding, not the recipe) must be reported, so the hydration check cannot pass
 * blind. The backend serves one customer: each engine signs in as that person (a new browser each time).
 */
async function nextApp(ctx, name, email) {
  let url;
  await step(`${name}: next build, next start, the server's HTML`, async () => {
    if (!ctx.sandboxOrigin) throw new Error('the apps were not installed');
    const port = await freePort();
    // Next.js forwards /api with the backend's own Host: the backend allows the page's origin by name.
    const backend = await harness(ctx, 'next/public', email, {
      OUTSIDER_ORIGINS: `http://localhost:${port}`,
    });
    const env = { ...npmEnv, KEYHOLD_BACKEND: backend, PORT: String(port) };
    await buildApp(ctx.apps, 'next', env);
    await timed('next start ready', () =>
      startProcess(
        join(ctx.apps, 'node_modules/.bin/next'),
        ['start', '-p', String(port), '-H', 'localhost'],
        { cwd: join(ctx.apps, 'next'), env, ready: /Ready in/i },
      ),
    );
    const html = await (await fetch(`http://localhost:${port}/`)).text();
    for (const expected of ['<h1>My wallet</h1>', 'Loading…', '<kh-approve-dialog id="approve"'])
      if (!html.includes(expected)) throw new Error(`The server's HTML lacks ${expected}:\n${html}`);
    url = `http://localhost:${port}`;
  });

  await inEachEngine(
    ctx.browsers,
    `${name}: hydrated without warnings, sign-in, quote approved, export`,
    async (browser) => {
      if (!url) throw new Error('next start did not start');
      const control = await newPage(browser, { warnings: true });
      await control.page.goto(`${url}/mismatch`);
      await control.page.locator('#mismatch').waitFor();
      await control.page.waitForTimeout(500);
      if (!control.problems.some((p) => HYDRATION.test(p)))
        throw new Error(
          `A page made to mismatch was not reported: ${control.problems.join('\n') || '(nothing logged)'}`,
        );
      await control.page.context().close();

      const { page, problems } = await newPage(browser, { warnings: true });
      await page.goto(`${url}/`);
      await page.locator('kh-sign-in [part=email-input] input').waitFor();
      if (problems.length) throw new Error(`Hydration logged:\n${problems.join('\n')}`);
      await walletJourney(page, ctx.sandboxOrigin, email);
      if (problems.length) throw new Error(problems.join('\n'));
      await page.context().close();
    },
  );
  // WebDriver classic reads no console: in WebKit the journey of the hydrated page, without the check.
  await wk.inWebKit(ctx.webkit, `${name}: sign-in, quote approved, export`, async (page) => {
    if (!url) throw new Error('next start did not start');
    await page.browser.url(`${url}/`);
    await wk.walletJourney(page, ctx.sandboxOrigin, email);
  });
}

/** The steps of every framework app; `ctx` = { apps, sandboxOrigin, browsers }. */
export async function frameworkSteps(ctx) {
  const each = (app) => (engine) => `${app}-${engine}@example.com`;
  await staticApp(ctx, 'React 19 app (@keyhold/react, StrictMode, Vite)', 'react', each('react19'), {
    react: ['19.3.1', '18.3.1'],
  });
  await staticApp(ctx, 'React 18.3 app (@keyhold/react, StrictMode, Vite)', 'react18', each('react18'), {
    react: ['18.3.1', '19.3.1'],
  });
  await staticApp(ctx, 'Vue 3 app (README recipe, Vite)', 'vue', each('vue'));
  await staticApp(ctx, 'Svelte 5 app (README recipe, Vite)', 'svelte', each('svelte'));
  await staticApp(ctx, 'Angular app (README recipe, standalone, ng build)', 'angular', each('angular'));
  await nextApp(ctx, 'Next.js App Router app (README recipe)', 'next@example.com');
}
