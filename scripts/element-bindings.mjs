#!/usr/bin/env node
// `node scripts/element-bindings.mjs [--check]`: every list of the elements, written from the one source,
// packages/elements/custom-elements.json (made by `pnpm --filter @keyhold/elements run manifest`): the
// tag → class and tag → events maps the Vue and Svelte template types read, the Vue and Svelte tag
// lists, `all.ts`, the script-tag build's wallet tags (source and hand-written .d.ts), the React
// components and the demo's element list. Each is a region between `generated:start` and `generated:end`
// lines (or a whole generated file). `--check` writes nothing and exits 1 naming every file that is not
// what the manifest says (npm test runs it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const elementsDir = join(root, 'packages/elements');
const check = process.argv.includes('--check');
const START = 'generated:start';
const END = 'generated:end';
const NOTE = `${START} (scripts/element-bindings.mjs, from custom-elements.json: do not edit)`;

/** The elements of the manifest: tag, class, folder, events (`kh-*`), one sentence, takes a wallet. */
export function elementsOf(manifest) {
  const list = [];
  for (const mod of manifest.modules) {
    for (const decl of mod.declarations ?? []) {
      if (!decl.tagName) continue;
      const folder = mod.path.split('/')[1];
      const wallet = decl.members?.find((m) => m.name === 'wallet' && m.kind === 'field');
      list.push({
        tag: decl.tagName,
        className: decl.name,
        folder,
        module: mod.path.replace(/^src\//, '').replace(/\.ts$/, ''),
        events: [...new Set((decl.events ?? []).map((e) => e.name).filter((n) => n?.startsWith('kh-')))],
        summary: (decl.summary ?? decl.description ?? '').split(/\n\n/)[0].replace(/\s+/g, ' ').trim(),
        // An element driven by the wallet it is given (the approve dialog takes a narrower one, optional).
        takesWallet: /^\w*WalletLike\b/.test(wallet?.type?.text ?? ''),
      });
    }
  }
  return list.sort((a, b) => a.tag.localeCompare(b.tag));
}

const pascal = (s) => s.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

function elementMap(elements) {
  const imports = elements.map((e) => `import type { ${e.className} } from '../${e.module}.js';`).join('\n');
  const tags = elements.map((e) => `  '${e.tag}': ${e.className};`).join('\n');
  const events = elements
    .map((e) => `  '${e.tag}': ${e.events.length ? e.events.map((n) => `'${n}'`).join(' | ') : 'never'};`)
    .join('\n');
  return `// ${NOTE}
/**
 * Every element as the framework template types see it: its class, and the \`kh-*\` events a listener on it
 * receives (its own and those that bubble from the dialog inside it).
 * @packageDocumentation
 */
${imports}

/** Every tag and its class. */
export interface KhElements {
${tags}
}

/** The \`kh-*\` events a listener on each tag receives. */
export interface KhElementEvents {
${events}
}
// ${END}
`;
}

/**
 * The folders of the elements an on-demand group defines (`src/money-elements.ts`, the one list of that
 * group): `all.ts` leaves them out, so a page that shows no money does not carry them.
 */
function onDemandFolders() {
  const text = readFileSync(join(elementsDir, 'src/money-elements.ts'), 'utf8');
  return new Set([...text.matchAll(/from '\.\/([a-z-]+)\/define\.js'/g)].map((m) => m[1]));
}

function allFile(elements) {
  const onDemand = onDemandFolders();
  return `// ${NOTE}
/**
 * Defines every \`kh-*\` element but those of \`@keyhold/elements/money\` (defined on demand), and re-exports
 * the classes.
 */
${elements
  .filter((e) => !onDemand.has(e.folder))
  .map((e) => `export * from './${e.folder}/define.js';`)
  .join('\n')}
// ${END}
`;
}

const walletTags = (elements) =>
  elements
    .filter((e) => e.takesWallet)
    .map((e) => `  '${e.tag}',`)
    .join('\n');

function reactComponents(elements) {
  return elements
    .map((e) => {
      const name = e.className.replace(/^Kh/, '');
      const events = e.events.map((n) => `${'on' + pascal(n)}: ev('${n}')`).join(', ');
      const listed = e.events.length
        ? `\n * Events: ${e.events.map((n) => `\`on${pascal(n)}\``).join(', ')}.`
        : '';
      const summary = e.summary.charAt(0).toLowerCase() + e.summary.slice(1);
      const component = `createComponent({
    react: React,
    tagName: '${e.tag}',
    elementClass: ${e.className},
    displayName: '${name}',
    events: { ${events} },
  })`;
      return `/**
 * \`<${e.tag}>\`: ${summary}${listed}
 */
export const ${name} = ${e.takesWallet ? `withProviderWallet(${component})` : component};`;
    })
    .join('\n\n');
}

function reactImports(elements) {
  return elements.map((e) => `import { ${e.className} } from '@keyhold/elements/${e.folder}';`).join('\n');
}

/** Replaces the text between the `generated:start` line and the `generated:end` line (both kept). */
function region(text, name, body, file) {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (l.includes(START) && l.includes(`[${name}]`) ? [i] : []));
  if (starts.length !== 1) throw new Error(`${file}: expected one "${START} [${name}]" line`);
  const start = starts[0];
  const end = lines.findIndex((l, i) => i > start && l.includes(END));
  if (end < 0) throw new Error(`${file}: "${START} [${name}]" has no "${END}"`);
  return [...lines.slice(0, start + 1), body, ...lines.slice(end)].join('\n');
}

const manifest = JSON.parse(readFileSync(join(elementsDir, 'custom-elements.json'), 'utf8'));
const elements = elementsOf(manifest);
const pkg = JSON.parse(readFileSync(join(elementsDir, 'package.json'), 'utf8'));
const problems = [];
for (const e of elements) {
  if (!pkg.exports[`./${e.folder}`])
    problems.push(`packages/elements/package.json: no "./${e.folder}" export for <${e.tag}>`);
  if (!existsSync(join(elementsDir, 'src', e.folder, 'define.ts')))
    problems.push(`packages/elements/src/${e.folder}/define.ts is missing (<${e.tag}> is defined there)`);
}

/** [file, (current text) => generated text] */
const outputs = [
  ['packages/elements/src/frameworks/element-map.ts', () => elementMap(elements)],
  ['packages/elements/src/all.ts', () => allFile(elements)],
  [
    'packages/elements/src/frameworks/vue.ts',
    (t, f) =>
      region(t, 'tags', elements.map((e) => `    '${e.tag}': KhVueElement<'${e.tag}'>;`).join('\n'), f),
  ],
  [
    'packages/elements/src/frameworks/svelte.ts',
    (t, f) =>
      region(t, 'tags', elements.map((e) => `    '${e.tag}': KhSvelteElement<'${e.tag}'>;`).join('\n'), f),
  ],
  ['packages/elements/bundle/page-wallet.ts', (t, f) => region(t, 'wallet-tags', walletTags(elements), f)],
  [
    'packages/elements/bundle/keyhold-elements.min.d.ts',
    (t, f) => region(t, 'wallet-tags', walletTags(elements), f),
  ],
  [
    'packages/react/src/components.ts',
    (t, f) =>
      region(region(t, 'imports', reactImports(elements), f), 'components', reactComponents(elements), f),
  ],
  ['apps/demo/src/prefs.ts', (t, f) => region(t, 'tags', elements.map((e) => `  '${e.tag}',`).join('\n'), f)],
];

const stale = [];
for (const [file, make] of outputs) {
  const path = join(root, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  const next = await prettier.format(make(current, file), options);
  if (next === current) continue;
  stale.push(file);
  if (!check) writeFileSync(path, next);
}
for (const p of problems) console.error(p);
if (check && stale.length) {
  console.error(
    `Not what packages/elements/custom-elements.json says: ${stale.join(', ')}.\n` +
      'Run `pnpm --filter @keyhold/elements run manifest && node scripts/element-bindings.mjs`.',
  );
}
console.log(
  `element bindings: ${elements.length} elements; ${stale.length ? `${check ? 'stale' : 'written'}: ${stale.join(', ')}` : 'all current'}`,
);
process.exit((check && stale.length) || problems.length ? 1 : 0);
