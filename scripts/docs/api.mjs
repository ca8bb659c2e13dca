// API pages of @keyhold/core, @keyhold/server, @keyhold/react and @keyhold/sandbox from their TSDoc, with
// TypeDoc (packages mode: each package's entry points are its `exports`). Any warning fails the build:
// an undocumented export (`validation.notDocumented`), a type an export uses but the package does not
// export (`validation.notExported`), a broken `{@link}`.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { Application } from 'typedoc';

/** Runs TypeDoc's conversion and validation with the site's options; returns its warnings and errors. */
async function convert(options) {
  const problems = [];
  const app = await Application.bootstrapWithPlugins(options);
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= 2) problems.push(String(message)); // 2: warning, 3: error
    log(message, level);
  };
  const project = await app.convert();
  if (project) app.validate(project);
  else if (problems.length === 0) problems.push('TypeDoc converted nothing');
  return { app, project, problems };
}

/**
 * The site's TypeDoc options on a throwaway package with one undocumented export and one export using a
 * type the package does not export: both must be reported, or the checks would pass vacuously.
 * @returns {Promise<string[]>} empty when both were caught
 */
export async function apiSelfCheck(configFile) {
  const dir = mkdtempSync(join(tmpdir(), 'kh-typedoc-'));
  try {
    const manifest = {
      name: 'kh-docs-fixture',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './index.ts' } },
    };
    const compilerOptions = { module: 'NodeNext', strict: true, skipLibCheck: true, noEmit: true, types: [] };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
    writeFileSync(
      join(dir, 'index.ts'),
      'interface Hidden { a: number }\n/** Documented. */\nexport function documented(): Hidden { return { a: 1 }; }\nexport function undocumented(): void {}\n',
    );
    const { problems } = await convert({ options: configFile, entryPoints: [dir], logLevel: 'None' });
    const missed = [
      ['an undocumented export', /undocumented .*does not have any documentation/],
      ['an unexported type in the API', /Hidden, .*not included in the documentation/],
    ].filter(([, re]) => !problems.some((p) => re.test(p)));
    return missed.map(([what]) => `TypeDoc's validation let ${what} through in its self-check`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Converts and renders into `outDir`; returns the problems TypeDoc reported (empty when none).
 * @returns {Promise<string[]>}
 */
export async function buildApi(configFile, outDir, siteDir) {
  const { app, project, problems } = await convert({ options: configFile, out: outDir });
  if (!project || problems.length) return problems;
  await app.generateDocs(project, outDir);
  // TypeDoc writes one navigation link for every depth; point it at the site's home from each page. Its
  // one inline script (the theme, the page fade-in) moves to a file: the demo serves the site under a CSP
  // without 'unsafe-inline'.
  const inline = /<script>([^<]*)<\/script>/;
  let inlineScript;
  for (const file of readdirSync(outDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const path = join(outDir, file);
    const dir = posix.dirname(relative(siteDir, path));
    const html = readFileSync(path, 'utf8').replaceAll('__SITE_HOME__', posix.relative(dir, 'index.html'));
    inlineScript ??= inline.exec(html)?.[1];
    const src = posix.relative(dir, 'api/assets/keyhold-inline.js');
    writeFileSync(path, html.replace(inline, `<script src="${src}"></script>`));
  }
  if (inlineScript) writeFileSync(join(outDir, 'assets', 'keyhold-inline.js'), `${inlineScript}\n`);
  // Its member filters write CSS into a <style> element, which that CSP blocks: give them a constructable
  // stylesheet instead (allowed, as Lit's are). Without this only the filters stop working.
  const mainJs = join(outDir, 'assets', 'main.js');
  const filterSheet = 'document.head.appendChild(document.createElement("style"))';
  const adopted =
    '(()=>{const s=new CSSStyleSheet();document.adoptedStyleSheets=[...document.adoptedStyleSheets,s];let t="";' +
    'return{dataset:{},get innerHTML(){return t},set innerHTML(v){t=v;s.replaceSync(v)}}})()';
  writeFileSync(mainJs, readFileSync(mainJs, 'utf8').replace(filterSheet, adopted));
  return problems;
}
