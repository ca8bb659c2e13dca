#!/usr/bin/env node
// `npm run docs`: the reference site, static pages built from the sources into apps/demo/public/docs/
// (git-ignored; `npm start` serves it at http://localhost:5173/docs/index.html, and the files open from
// disk too). One page per element from custom-elements.json, TypeDoc API pages, the Markdown guides, then
// every internal link and anchor checked. Exits non-zero on a broken link or an undocumented export.
// Usage: node scripts/docs/build.mjs [--out <dir>]
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { escapeHtml, renderPage } from './layout.mjs';
import { checkLinks, selfCheck } from './links.mjs';
import { readReleases, releaseProblems, releaseSelfCheck } from './releases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'apps', 'demo', 'public', 'docs'));
const started = performance.now();
const fail = (title, problems) => {
  console.error(`docs: ${title}`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
};

/** pnpm, or `npx pnpm@12.21.0` where it is not installed (as `npm test` and `npm start` do). */
function runPnpm(...args) {
  const [pnpm, ...pre] =
    spawnSync('pnpm', ['--version']).status === 0 ? ['pnpm'] : ['npx', '-y', 'pnpm@12.21.0'];
  return spawnSync(pnpm, [...pre, ...args], { cwd: root, stdio: 'inherit' }).status === 0;
}

// A clean clone: install first (TypeDoc, markdown-it and TypeScript are the workspace's dev dependencies).
if (!existsSync(join(root, 'node_modules', 'typedoc')) && !runPnpm('install', '--frozen-lockfile'))
  fail('pnpm install failed', []);
const { apiSelfCheck, buildApi } = await import('./api.mjs');
const { elementBody, readElements, readEventDetails } = await import('./elements.mjs');
const { renderGuide } = await import('./guides.mjs');

const selfProblems = [
  ...selfCheck(),
  ...releaseSelfCheck(),
  ...(await apiSelfCheck(join(here, 'typedoc.json'))),
];
if (selfProblems.length) fail('a self-check failed', selfProblems);
const releases = releaseProblems(readReleases(root), readFileSync(join(root, 'SECURITY.md'), 'utf8'));
if (releases.length) fail('the changelogs, versions and SECURITY.md disagree', releases);

// TypeDoc reads each package through its declarations' imports, the elements pages need the script-tag
// bundle: build the packages once when a clean clone has not yet.
const built = ['core', 'server', 'react', 'sandbox', 'elements'].every((p) =>
  existsSync(join(root, 'packages', p, 'dist', 'index.d.ts')),
);
const bundle = join(root, 'packages', 'elements', 'dist', 'keyhold-elements.min.js');
if (!built || !existsSync(bundle)) {
  console.log('docs: building the packages first (pnpm -r --filter ./packages/* run build)');
  if (!runPnpm('-r', '--filter', './packages/*', 'run', 'build')) fail('the package build failed', []);
}

// Files are overwritten in place and stale ones removed at the end (not the folder emptied first): a
// running `npm start` keeps serving the site it knows, and sees the rebuilt pages at once.
const buildStartedAt = Date.now() - 1000;
const MARKER = '.keyhold-reference-site';
if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, MARKER)))
  fail(`${out} is not empty and holds no earlier reference site: give --out an empty or new folder`, []);
mkdirSync(join(out, 'assets'), { recursive: true });
writeFileSync(join(out, MARKER), 'Built by `npm run docs`; stale files here are deleted on each build.\n');

const apiStarted = performance.now();
// TypeDoc's own output is emptied first: a rebuild over an earlier one was seen to leave hierarchy anchors
// that no page of the new build names (a clean build never did).
rmSync(join(out, 'api'), { recursive: true, force: true });
const apiProblems = await buildApi(join(here, 'typedoc.json'), join(out, 'api'), out);
if (apiProblems.length) fail(`TypeDoc reported ${apiProblems.length} problem(s)`, apiProblems);
const apiSeconds = (performance.now() - apiStarted) / 1000;

const API = [
  ['@keyhold/protocol', 'api/modules/_keyhold_protocol.html'],
  ['@keyhold/core', 'api/modules/_keyhold_core.html'],
  ['@keyhold/server', 'api/modules/_keyhold_server.html'],
  ['@keyhold/react', 'api/modules/_keyhold_react.html'],
  ['@keyhold/sandbox', 'api/modules/_keyhold_sandbox.html'],
];
const GUIDES = [
  ['Overview', 'README.md', 'guides/overview.html'],
  ['@keyhold/core', 'packages/core/README.md', 'guides/core.html'],
  ['Core cryptography', 'packages/core/CRYPTO.md', 'guides/core-crypto.html'],
  ['@keyhold/protocol', 'packages/protocol/README.md', 'guides/protocol.html'],
  ['@keyhold/elements', 'packages/elements/README.md', 'guides/elements.html'],
  ['@keyhold/locales (languages)', 'packages/locales/README.md', 'guides/locales.html'],
  ['@keyhold/server', 'packages/server/README.md', 'guides/server.html'],
  ['@keyhold/react', 'packages/react/README.md', 'guides/react.html'],
  ['@keyhold/sandbox', 'packages/sandbox/README.md', 'guides/sandbox.html'],
  ['create-keyhold', 'packages/create-keyhold/README.md', 'guides/create-keyhold.html'],
  ['Demo (sandbox explorer)', 'apps/demo/README.md', 'guides/demo.html'],
  ['Benchmarks', 'apps/bench/README.md', 'guides/bench.html'],
  ['Security', 'SECURITY.md', 'guides/security.html'],
  ['Contributing and releases', 'CONTRIBUTING.md', 'guides/contributing.html'],
  ...readdirSync(join(root, 'packages'))
    .filter((p) => existsSync(join(root, 'packages', p, 'CHANGELOG.md')))
    .map((p) => [`Changelog: ${p}`, `packages/${p}/CHANGELOG.md`, `guides/changelog-${p}.html`]),
].filter(([, source]) => existsSync(join(root, source)));

const elements = readElements(join(root, 'packages', 'elements'));
const eventDetails = readEventDetails(join(root, 'packages', 'elements', 'src', 'shared', 'events.ts'));
const nav = [
  { title: 'Guides', items: GUIDES.map(([label, , path]) => ({ label, path })) },
  {
    title: 'Elements',
    items: elements.map((el) => ({ label: `<${el.tagName}>`, path: `elements/${el.tagName}.html` })),
  },
  { title: 'API', items: API.map(([label, path]) => ({ label, path })) },
];
const write = (path, html) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), html);
};

for (const el of elements) {
  const path = `elements/${el.tagName}.html`;
  const body = elementBody(el, eventDetails, '@keyhold/elements');
  write(path, renderPage({ path, title: `<${el.tagName}>`, body, nav, scripts: ['assets/live-example.js'] }));
}

const guideBySource = new Map(GUIDES.map(([, source, path]) => [source, path]));
for (const [label, source, path] of GUIDES) {
  const guide = renderGuide({ root, source, page: path, outDir: out, guideOf: (p) => guideBySource.get(p) });
  write(path, renderPage({ path, title: guide.title || label, body: guide.body, nav }));
}

const list = (items) =>
  `<ul>${items.map(([label, path]) => `<li><a href="${path}">${escapeHtml(label)}</a></li>`).join('')}</ul>`;
write(
  'index.html',
  renderPage({
    path: 'index.html',
    title: 'Home',
    nav,
    body: `<h1>Keyhold reference</h1>
<p>Built by <code>npm run docs</code> from the sources: the element pages from <code>custom-elements.json</code>, the API pages from the packages' TSDoc (TypeDoc), the guides from the repository's Markdown.</p>
<h2 id="guides">Guides</h2>${list(GUIDES.map(([label, , path]) => [label, path]))}
<h2 id="elements">Elements</h2>${list(elements.map((el) => [`<${el.tagName}>: ${el.summary ?? ''}`, `elements/${el.tagName}.html`]))}
<h2 id="api">API</h2>${list([...API, ['Every package and entry point', 'api/index.html']])}`,
  }),
);

copyFileSync(join(here, 'assets', 'site.css'), join(out, 'assets', 'site.css'));
copyFileSync(join(here, 'assets', 'live-example.js'), join(out, 'assets', 'live-example.js'));
copyFileSync(bundle, join(out, 'assets', 'keyhold-elements.min.js'));

for (const file of readdirSync(out, { recursive: true }).map((f) => join(out, String(f)))) {
  const stat = statSync(file);
  if (stat.isFile() && stat.mtimeMs < buildStartedAt) rmSync(file);
}

const { problems, pages, links } = checkLinks(out);
if (problems.length) fail(`${problems.length} broken link(s)`, problems);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `docs: ${pages} pages (${elements.length} elements, ${GUIDES.length} guides, API in ${apiSeconds.toFixed(1)} s), ${links} internal links checked, none broken; built in ${seconds} s into ${out}`,
);
