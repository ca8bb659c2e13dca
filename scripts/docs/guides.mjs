// The repository's Markdown (READMEs, SECURITY.md, CONTRIBUTING.md, changelogs) as guide pages, rendered with
// markdown-it. Headings get GitHub's ids, so `README.md#some-heading` links keep working; a relative link to
// another guide's file (or to a folder holding one) becomes a link to that guide's page, a link to any other
// file of the repository becomes a link to it on GitHub, and images are copied next to the guides. A link
// to nothing is left as written, for the link checker to report.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import { relativeHref } from './layout.mjs';

export const REPOSITORY = 'https://github.com/keyhold/keyhold';

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugger() {
  const seen = new Map();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

/**
 * Renders one guide. `guideOf(repoPath)` answers the site path of the guide made from a repository file,
 * or undefined.
 * @param {{ root: string, source: string, page: string, outDir: string, guideOf: (p: string) => string | undefined }} o
 */
export function renderGuide({ root, source, page, outDir, guideOf }) {
  const md = new MarkdownIt({ html: true, linkify: false });
  const slug = slugger();
  const baseDir = posix.dirname(source);
  const rewrite = (target) => {
    if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) return target;
    const [pathPart, hash] = target.split('#');
    const repoPath = posix.normalize(posix.join(baseDir, decodeURI(pathPart))).replace(/\/$/, '');
    const suffix = hash === undefined ? '' : `#${hash}`;
    const guide = guideOf(repoPath) ?? guideOf(posix.join(repoPath, 'README.md'));
    if (guide) return relativeHref(page, guide) + suffix;
    const abs = join(root, repoPath);
    if (!repoPath.startsWith('..') && existsSync(abs))
      return `${REPOSITORY}/${statSync(abs).isDirectory() ? 'tree' : 'blob'}/main/${repoPath}${suffix}`;
    return target; // broken: the link checker reports it
  };
  md.core.ruler.push('keyhold_links', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open') {
        const inline = state.tokens[state.tokens.indexOf(token) + 1];
        const text = inline.children
          .map((c) => (c.type === 'code_inline' || c.type === 'text' ? c.content : ''))
          .join('');
        token.attrSet('id', slug(text));
      }
      for (const child of token.children ?? []) {
        if (child.type === 'link_open') child.attrSet('href', rewrite(child.attrGet('href')));
        if (child.type === 'image') {
          const src = child.attrGet('src');
          if (/^[a-z][a-z0-9+.-]*:/i.test(src)) continue;
          const repoPath = posix.normalize(posix.join(baseDir, src));
          if (!existsSync(join(root, repoPath))) continue; // broken: reported by the link checker
          const copy = posix.join('guides', 'files', repoPath);
          mkdirSync(dirname(join(outDir, copy)), { recursive: true });
          copyFileSync(join(root, repoPath), join(outDir, copy));
          child.attrSet('src', relativeHref(page, copy));
        }
      }
    }
  });
  const text = readFileSync(join(root, source), 'utf8');
  const title = /^#\s+(.+)$/m.exec(text)?.[1].replace(/`/g, '') ?? source;
  const sourceLink = `<p class="live-status">From <a href="${REPOSITORY}/blob/main/${source}"><code>${source}</code></a>.</p>`;
  return { title, body: `${md.render(text)}\n${sourceLink}` };
}
