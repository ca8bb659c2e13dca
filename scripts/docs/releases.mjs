// What the site says about releases must match what is published: every publishable package has a
// CHANGELOG.md whose latest entry is its package.json version, all of them share one version (they are one
// `fixed` changesets group), and SECURITY.md's "Supported versions" paragraph names that minor line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ name: string, version: string, changelog: string | null }[]} packages
 * @param {string} security SECURITY.md's text
 * @returns {string[]} one sentence per mismatch
 */
export function releaseProblems(packages, security) {
  const problems = [];
  for (const p of packages) {
    if (p.changelog === null) {
      problems.push(`${p.name} has no CHANGELOG.md`);
      continue;
    }
    const latest = /^## (\S+)/m.exec(p.changelog)?.[1];
    if (latest !== p.version)
      problems.push(
        `${p.name} is ${p.version} but its CHANGELOG.md's latest entry is ${latest ?? 'missing'}`,
      );
  }
  const versions = [...new Set(packages.map((p) => p.version))];
  if (versions.length > 1)
    problems.push(`the published packages carry different versions: ${versions.join(', ')}`);
  const line = versions[0]?.replace(/^(\d+\.\d+)\..*$/, '$1.x');
  const start = security.search(/^Supported versions:/m);
  const paragraph = start < 0 ? '' : security.slice(start).split('\n\n')[0];
  if (!paragraph) problems.push('SECURITY.md has no "Supported versions:" paragraph');
  else if (line && !paragraph.includes(`**${line}**`))
    problems.push(
      `SECURITY.md's "Supported versions" paragraph does not name the published line **${line}**`,
    );
  return problems;
}

/** The repository's publishable packages with their changelogs. */
export function readReleases(root) {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'package.json')))
    .map((name) => {
      const pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'));
      const file = join(dir, name, 'CHANGELOG.md');
      return {
        name: pkg.name,
        version: pkg.version,
        private: pkg.private,
        changelog: existsSync(file) ? readFileSync(file, 'utf8') : null,
      };
    })
    .filter((p) => !p.private);
}

/** The rule on a deliberately inconsistent release: each mismatch must be reported. */
export function releaseSelfCheck() {
  const problems = releaseProblems(
    [
      { name: 'a', version: '0.3.0', changelog: '# a\n\n## 0.2.0\n' },
      { name: 'b', version: '0.2.0', changelog: null },
    ],
    'Supported versions: the latest minor, **0.2.x**.\n',
  );
  const expected = [
    /a is 0\.3\.0 but .* 0\.2\.0/,
    /b has no CHANGELOG/,
    /different versions/,
    /\*\*0\.3\.x\*\*/,
  ];
  const missed = expected.filter((re) => !problems.some((p) => re.test(p)));
  return missed.length
    ? [`the release rule missed a mismatch in its self-check (got: ${problems.join('; ')})`]
    : [];
}
