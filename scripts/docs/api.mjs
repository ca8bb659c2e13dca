// API pages of @keyhold/core, @keyhold/server, @keyhold/react and @keyhold/sandbox from their TSDoc, with
// TypeDoc (packages mode: each package's entry points are its `exports`). Any warning fails the build:
// an undocumented export (`validation.notDocumented`), a type an export uses but the package does not
// export (`validation.notExported`), a broken `{@link}`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { Application } from 'typedoc';

/**
 * Converts and renders into `outDir`; returns the problems TypeDoc reported (empty when none).
 * @returns {Promise<string[]>}
 */
export async function buildApi(configFile, outDir, siteDir) {
  const problems = [];
  const app = await Application.bootstrapWithPlugins({ options: configFile, out: outDir });
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= 2) problems.push(String(message)); // 2: warning, 3: error
    log(message, level);
  };
  const project = await app.convert();
  if (!project) return problems.length ? problems : ['TypeDoc converted nothing'];
  app.validate(project);
  if (problems.length) return problems;
  await app.generateDocs(project, outDir);
  // TypeDoc writes one navigation link for every depth; point it at the site's home from each page.
  for (const file of readdirSync(outDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const path = join(outDir, file);
    const home = posix.relative(posix.dirname(relative(siteDir, path)), 'index.html');
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll('__SITE_HOME__', home));
  }
  return problems;
}
