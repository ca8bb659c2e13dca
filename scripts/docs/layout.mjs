// The site's page shell: one stylesheet, no inline script or style (the demo serves the site under a
// strict CSP), relative links only (the site works opened from disk and under any path).
import { posix } from 'node:path';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The relative href from the page at `from` to the site file `to` (both site-relative paths). */
export function relativeHref(from, to) {
  const [path, hash] = to.split('#');
  const rel = posix.relative(posix.dirname(from), path) || posix.basename(path);
  return hash === undefined ? rel : `${rel}#${hash}`;
}

/**
 * A whole page. `nav` is the site's navigation: `[{ title, items: [{ label, path }] }]`.
 * @param {{ path: string, title: string, body: string, nav: object[], scripts?: string[] }} page
 */
export function renderPage({ path, title, body, nav, scripts = [] }) {
  const href = (to) => escapeHtml(relativeHref(path, to));
  const navHtml = nav
    .map(
      (group) =>
        `<h2>${escapeHtml(group.title)}</h2><ul>${group.items
          .map(
            (item) =>
              `<li><a href="${href(item.path)}"${item.path === path ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Keyhold reference</title>
<link rel="stylesheet" href="${href('assets/site.css')}">
${scripts.map((s) => `<script type="module" src="${href(s)}"></script>`).join('\n')}
</head>
<body>
<header class="site-header"><a href="${href('index.html')}">Keyhold reference</a></header>
<div class="site">
<nav class="site-nav" aria-label="Reference">${navHtml}</nav>
<main class="site-main">
${body}
</main>
</div>
</body>
</html>
`;
}
