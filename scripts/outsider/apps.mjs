// The outsider apps folder: ONE npm install (an npm workspace) for the script-tag page and every framework
// app, on the packed tarballs. The scaffolding (package.json files with exact framework versions, main
// entries, angular.json) comes from scripts/outsider/apps/, the index.html pages from PAGES below; each
// app's own code comes from the packed READMEs' recipes (a fenced block right under
// `<!-- outsider: <app>/<file> -->`), so what the READMEs show is what runs. Then each app is built once,
// by its framework's own build command.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../packages.mjs';
import { npmEnv, sh, timed, useTarballs } from './run.mjs';

const scaffolding = join(root, 'scripts', 'outsider', 'apps');
const KEYHOLD = [
  '@keyhold/protocol',
  '@keyhold/locales',
  '@keyhold/core',
  '@keyhold/elements',
  '@keyhold/server',
  '@keyhold/sandbox',
  '@keyhold/react',
];

/**
 * The files each app takes from a packed README: app folder → the package whose README has them, and the
 * app whose blocks it uses when not its own (the React 18.3 app runs the React 19 app's page).
 */
export const RECIPES = {
  react: { readme: '@keyhold/react', files: ['main.tsx'] },
  react18: { readme: '@keyhold/react', files: ['main.tsx'], blocks: 'react' },
  vue: { readme: '@keyhold/elements', files: ['vite.config.js', 'src/App.vue'] },
  svelte: { readme: '@keyhold/elements', files: ['vite.config.js', 'src/App.svelte'] },
  angular: { readme: '@keyhold/elements', files: ['src/wallet.component.ts'] },
  next: { readme: '@keyhold/react', files: ['app/page.jsx', 'app/wallet.jsx', 'next.config.mjs'] },
};

/**
 * Each framework app's page: its title, what it loads (a Vite entry, or Angular's `<base>`), and the
 * element its framework mounts on. The React 18.3 app gets the React page.
 */
export const PAGES = {
  'react/index.html': vitePage('React wallet', './main.tsx', 'root'),
  'react18/index.html': vitePage('React wallet', './main.tsx', 'root'),
  'vue/index.html': vitePage('Vue wallet', './src/main.ts', 'app'),
  'svelte/index.html': vitePage('Svelte wallet', './src/main.ts', 'app'),
  'angular/src/index.html': {
    title: 'Angular wallet',
    head: '<base href="/" />',
    body: '<app-wallet></app-wallet>',
  },
};

/** A Vite app's page: it loads `entry` as a module and mounts on `<div id="{mountId}">`. */
function vitePage(title, entry, mountId) {
  return {
    title,
    head: `<script type="module" src="${entry}"></script>`,
    body: `<div id="${mountId}"></div>`,
  };
}

/** The HTML of one app page. */
export function pageHtml({ title, head, body }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/** `<!-- outsider: path -->` + the fenced block under it, as path → file text. */
export function recipeBlocks(readme) {
  const blocks = new Map();
  for (const m of readme.matchAll(/<!-- outsider: (\S+) -->\s*\n```[\w-]*\n([\s\S]*?)\n```/g)) {
    if (blocks.has(m[1])) throw new Error(`Two README blocks are marked ${m[1]}.`);
    blocks.set(m[1], `${m[2]}\n`);
  }
  return blocks;
}

/**
 * The apps folder: scaffolding copied, the React app twice (React 19 at the root install, React 18.3 in
 * its own workspace), the tarballs as dependencies, then one `npm install`. Recipes and the script-tag
 * page are written from the installed (packed) READMEs.
 */
export async function installApps(apps, tarballs) {
  mkdirSync(apps);
  cpSync(scaffolding, apps, { recursive: true });
  for (const f of readdirSync(join(scaffolding, 'react')))
    if (!existsSync(join(apps, 'react18', f)))
      cpSync(join(scaffolding, 'react', f), join(apps, 'react18', f));
  for (const [path, page] of Object.entries(PAGES)) writeFileSync(join(apps, path), pageHtml(page));
  useTarballs(join(apps, 'package.json'), tarballs, KEYHOLD);
  const workspaces = JSON.parse(readFileSync(join(apps, 'package.json'), 'utf8')).workspaces;
  for (const ws of workspaces) {
    const uses = ['@keyhold/core', '@keyhold/elements'];
    if (ws === 'next' || ws.startsWith('react')) uses.push('@keyhold/react');
    useTarballs(join(apps, ws, 'package.json'), tarballs, uses, { overrides: false });
  }
  await timed('apps npm install (one install, every app)', () => sh('npm', ['install'], apps));

  const readmes = new Map();
  const readmeOf = (pkg) => {
    if (!readmes.has(pkg))
      readmes.set(pkg, readFileSync(join(apps, 'node_modules', pkg, 'README.md'), 'utf8'));
    return readmes.get(pkg);
  };
  for (const [app, { readme, files, blocks: from = app }] of Object.entries(RECIPES)) {
    const blocks = recipeBlocks(readmeOf(readme));
    for (const file of files) {
      const text = blocks.get(`${from}/${file}`);
      if (!text)
        throw new Error(`The ${readme} README has no block marked <!-- outsider: ${from}/${file} -->.`);
      mkdirSync(dirname(join(apps, app, file)), { recursive: true });
      writeFileSync(join(apps, app, file), text);
    }
  }

  // The script-tag page: the README's snippet verbatim, and the file it loads copied next to it.
  const section = readmeOf('@keyhold/elements').slice(
    readmeOf('@keyhold/elements').indexOf('### One script tag'),
  );
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error('The elements README has no HTML snippet under "One script tag".');
  mkdirSync(join(apps, 'script-tag'));
  writeFileSync(join(apps, 'script-tag/index.html'), snippet);
  cpSync(
    join(apps, 'node_modules/@keyhold/elements/dist/keyhold-elements.min.js'),
    join(apps, 'script-tag/keyhold-elements.min.js'),
  );
}

const bin = (apps, name) => join(apps, 'node_modules', '.bin', name);

/** Builds one app with its framework's build; returns the folder of static files to serve (none for Next). */
export function buildApp(apps, app, env = npmEnv) {
  const dir = join(apps, app);
  return timed(`${app} build`, () => {
    if (app === 'angular') {
      sh(bin(apps, 'ng'), ['build'], dir, env);
      return `${app}/dist/browser`;
    }
    if (app === 'next') {
      sh(bin(apps, 'next'), ['build'], dir, env);
      return undefined;
    }
    sh(bin(apps, 'vite'), ['build', '--outDir', 'dist'], dir, env);
    if (!existsSync(join(dir, 'dist', 'index.html')))
      throw new Error(`vite build wrote no ${app}/dist/index.html`);
    return `${app}/dist`;
  });
}
