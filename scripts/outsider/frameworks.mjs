// The framework apps in the browser, on one shared sandbox: each app is built once, served (its static
// files by the stand-in backend, harness.mjs; Next.js by `next start` with /api forwarded to it), and
// driven through the same journey (browser.mjs: sign in with an emailed code, approve a quote, export).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './apps.mjs';
import { newPage, walletJourney } from './browser.mjs';
import { freePort, npmEnv, startProcess, step, timed } from './run.mjs';
import { checkTypes } from './types.mjs';

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
 * An app served as static files: build, serve, journey; no page error or console error. `react`: the
 * React version its bundle must carry, and the one it must not (the React 18 and 19 apps share one @keyhold/react install).
 */
async function staticApp(ctx, app, email, { react } = {}) {
  if (!ctx.sandboxOrigin) throw new Error('the apps were not installed');
  // Before the build: a failed `ng build` empties Angular's output folder.
  await timed(`${app} type check (the recipe passes, a wrong binding is refused)`, () =>
    checkTypes(ctx.apps, app),
  );
  const dist = await buildApp(ctx.apps, app);
  if (react) {
    const assets = join(ctx.apps, dist, 'assets');
    const js = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    const [own, other] = react;
    const carries = (v) => new RegExp(`[\`"']${v.replaceAll('.', '\\.')}[\`"']`).test(js);
    if (!carries(own) || carries(other))
      throw new Error(`The ${app} bundle does not carry React ${own} alone.`);
  }
  const url = await harness(ctx, dist, email);
  const { page, problems } = await newPage(ctx.browser);
  await page.goto(`${url}/`);
  await walletJourney(page, ctx.sandboxOrigin, email);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}

const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

/**
 * Next.js: `next build`, `next start` (forwarding /api to the app's backend), the server's HTML checked,
 * hydration with no console error or warning, then the journey. A page made to mismatch (scaffolding,
 * not the recipe) must be reported, so the hydration check cannot pass blind.
 */
async function nextApp(ctx, email) {
  if (!ctx.sandboxOrigin) throw new Error('the apps were not installed');
  const port = await freePort();
  // Next.js forwards /api with the backend's own Host: the backend allows the page's origin by name.
  const backend = await harness(ctx, 'next/public', email, { OUTSIDER_ORIGINS: `http://localhost:${port}` });
  const env = { ...npmEnv, KEYHOLD_BACKEND: backend, PORT: String(port) };
  await buildApp(ctx.apps, 'next', env);
  await timed('next start ready', () =>
    startProcess(join(ctx.apps, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', 'localhost'], {
      cwd: join(ctx.apps, 'next'),
      env,
      ready: /Ready in/i,
    }),
  );
  const url = `http://localhost:${port}`;

  const html = await (await fetch(`${url}/`)).text();
  for (const expected of ['<h1>My wallet</h1>', 'Loading…', '<kh-approve-dialog id="approve"'])
    if (!html.includes(expected)) throw new Error(`The server's HTML lacks ${expected}:\n${html}`);

  const control = await newPage(ctx.browser, { warnings: true });
  await control.page.goto(`${url}/mismatch`);
  await control.page.locator('#mismatch').waitFor();
  await control.page.waitForTimeout(500);
  if (!control.problems.some((p) => HYDRATION.test(p)))
    throw new Error(
      `A page made to mismatch was not reported: ${control.problems.join('\n') || '(nothing logged)'}`,
    );
  await control.page.context().close();

  const { page, problems } = await newPage(ctx.browser, { warnings: true });
  await page.goto(`${url}/`);
  await page.locator('kh-sign-in [part=email-input] input').waitFor();
  if (problems.length) throw new Error(`Hydration logged:\n${problems.join('\n')}`);
  await walletJourney(page, ctx.sandboxOrigin, email);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}

/** One step per framework app; `ctx` = { apps, sandboxOrigin, browser }. */
export async function frameworkSteps(ctx) {
  await step('React 19 app (@keyhold/react, StrictMode, Vite): sign-in, quote approved, export', () =>
    staticApp(ctx, 'react', 'react19@example.com', { react: ['19.3.1', '18.3.1'] }),
  );
  await step('React 18.3 app (@keyhold/react, StrictMode, Vite): sign-in, quote approved, export', () =>
    staticApp(ctx, 'react18', 'react18@example.com', { react: ['18.3.1', '19.3.1'] }),
  );
  await step('Vue 3 app (README recipe, Vite): sign-in, quote approved, export', () =>
    staticApp(ctx, 'vue', 'vue@example.com'),
  );
  await step('Svelte 5 app (README recipe, Vite): sign-in, quote approved, export', () =>
    staticApp(ctx, 'svelte', 'svelte@example.com'),
  );
  await step('Angular app (README recipe, standalone, ng build): sign-in, quote approved, export', () =>
    staticApp(ctx, 'angular', 'angular@example.com'),
  );
  await step(
    'Next.js App Router app (README recipe): server-rendered, hydrated without warnings, sign-in, quote approved, export',
    () => nextApp(ctx, 'next@example.com'),
  );
}
