import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The script-tag file is truly minified (library mode alone keeps whitespace and comments in an
// ES build); it carries no locale but English (French and Arabic are separate entries).
const file = fileURLToPath(new URL('../dist/keyhold-elements.min.js', import.meta.url));

describe('dist/keyhold-elements.min.js', () => {
  it('is minified: no code indentation, no comments, code on long lines', () => {
    const code = readFileSync(file, 'utf8');
    const lines = code.split('\n');
    // The unminified build indents its code with tabs and names each module in a comment; the only
    // line breaks left are inside Lit's css/html template strings (string content, indented with spaces).
    expect(lines.filter((l) => l.startsWith('\t'))).toEqual([]);
    expect(code).not.toMatch(/^\/\/ /m);
    expect(lines[0]!.length).toBeGreaterThan(1000);
    const whitespace = (code.match(/\s/g) ?? []).length / code.length;
    expect(whitespace).toBeLessThan(0.12);
  });

  it('holds English only: the Arabic and French catalogues are not in it', () => {
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('Sign in to your wallet');
    expect(code).not.toContain('تسجيل الدخول إلى محفظتك');
    expect(code).not.toContain('Connexion à votre portefeuille');
  });
});
