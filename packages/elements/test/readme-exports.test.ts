import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// The main entry exports every element class and every controller and
// helper the README documents (the README's lists are read, not copied here).
const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
// Loaded while the file is collected, not inside a test: under CPU load, transforming the whole element
// graph from source took longer than a test's time budget.
const index = (await import('@keyhold/elements')) as Record<string, unknown>;

/** `kh-credential-manager` → `KhCredentialManager`. */
const className = (tag: string): string =>
  tag.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());

function section(title: string): string {
  const start = readme.indexOf(`## ${title}`);
  expect(start, `README section "${title}"`).toBeGreaterThan(-1);
  const rest = readme.slice(start + title.length + 3);
  const end = rest.search(/\n## /);
  return end === -1 ? rest : rest.slice(0, end);
}

describe("@keyhold/elements' main entry matches its README", () => {
  it('exports the class of every element in the README table', () => {
    const tags = [...readme.matchAll(/^\| `<(kh-[a-z-]+)>` \|/gm)].map((m) => m[1]!);
    expect(tags.length).toBeGreaterThanOrEqual(8);
    const missing = tags.map(className).filter((name) => typeof index[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it('exports every controller and helper the README lists', () => {
    // The first backticked names of each bullet, before its colon.
    const listed = section('Controllers and helpers (exported)')
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .flatMap((line) => [...line.split(':')[0]!.matchAll(/`([A-Za-z]+)(?:\(\))?`/g)].map((m) => m[1]!));
    expect(listed).toEqual(
      expect.arrayContaining(['FocusTrapController', 'ModalController', 'WalletController']),
    );
    const missing = listed.filter((name) => index[name] === undefined);
    expect(missing).toEqual([]);
  });
});
