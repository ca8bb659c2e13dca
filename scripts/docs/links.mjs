// An offline link checker for the built site: every href and src of every HTML page that is not an
// absolute URL must name a file of the site, and a #fragment must name an id (or a name) in that file.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const ATTR = /\s(?:href|src)\s*=\s*"([^"]*)"/g;
const ID = /\s(?:id|name)\s*=\s*"([^"]*)"/g;
const entities = (s) =>
  s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/**
 * Broken links of the site in `siteDir`, one sentence each (`page: href …`).
 * @returns {{ problems: string[], pages: number, links: number }}
 */
export function checkLinks(siteDir) {
  const problems = [];
  const idsOf = new Map();
  const ids = (file) => {
    if (!idsOf.has(file))
      idsOf.set(file, new Set([...readFileSync(file, 'utf8').matchAll(ID)].map((m) => entities(m[1]))));
    return idsOf.get(file);
  };
  const pages = htmlFiles(siteDir);
  let links = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const [, raw] of html.matchAll(ATTR)) {
      const href = entities(raw);
      if (href === '' || href === '#' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      links++;
      const [pathPart, fragment] = href.split('#');
      const cleanPath = decodeURIComponent(pathPart.split('?')[0]);
      const target = cleanPath === '' ? page : join(dirname(page), cleanPath);
      const where = `${relative(siteDir, page)}: "${href}"`;
      if (!target.startsWith(siteDir) || !existsSync(target) || statSync(target).isDirectory()) {
        problems.push(`${where} names no file of the site`);
        continue;
      }
      if (fragment && /\.(html|svg)$/.test(target) && !ids(target).has(decodeURIComponent(fragment)))
        problems.push(`${where}: no id "${fragment}" in ${relative(siteDir, target)}`);
    }
  }
  return { problems, pages: pages.length, links };
}

/** The checker on a tiny broken site: it must report exactly the two broken links. */
export function selfCheck() {
  const dir = mkdtempSync(join(tmpdir(), 'kh-links-'));
  try {
    writeFileSync(
      join(dir, 'a.html'),
      '<a href="b.html#here">ok</a> <a href="b.html#gone">bad anchor</a> <a href="c.html">missing</a> <a href="https://example.com/x">external</a> <a href="#top" id="top">self</a>',
    );
    writeFileSync(join(dir, 'b.html'), '<h2 id="here">Here</h2>');
    const { problems } = checkLinks(dir);
    const ok =
      problems.length === 2 &&
      problems.some((p) => p.includes('"b.html#gone"')) &&
      problems.some((p) => p.includes('"c.html" names no file'));
    return ok
      ? []
      : [`the link checker missed broken links in its self-check (got: ${problems.join('; ') || 'none'})`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
