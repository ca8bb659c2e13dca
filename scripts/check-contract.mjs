// The contract of a signed request has one home, `@keyhold/protocol`: its header names (CLIENT_HEADER,
// SIGNATURE_HEADER, REQUEST_ID_HEADER, IDEMPOTENCY_KEY_HEADER) and its operations (SIGNED_OPERATIONS:
// Keyhold's names and the service's). This check fails when another package's source spells one of them
// as a string literal ('Request-Id', "EXPORT_WALLET", `x-keyhold-client`), so a change of a header or an
// operation is made in one place. An operation may be written as a literal checked against protocol's type
// (`'EXPORT_WALLET' satisfies SignedOperation`): it costs a browser bundle nothing, where an imported table
// cost the core 122 bytes gzipped, and the build fails there when protocol drops the name. Tests may spell them (they check the wire as it is); a sentence that
// names a header ('The Request-Id does not name…') is not a literal of the name and is not flagged.
//
// Usage: node scripts/check-contract.mjs   (exit 1 and one line per literal found)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The names, read from protocol's own sources (so this list cannot drift from them either). */
function contractNames() {
  const protocol = readFileSync(join(root, 'packages/protocol/src/protocol.ts'), 'utf8');
  const headers = [...protocol.matchAll(/export const [A-Z_]+_HEADER = '([^']+)'/g)].map((m) => m[1]);
  const operations = readFileSync(join(root, 'packages/protocol/src/operations.ts'), 'utf8');
  const table = operations.slice(operations.indexOf('SIGNED_OPERATIONS = {'));
  const body = table.slice(0, table.indexOf('} as const'));
  const ops = [...body.matchAll(/^\s*([A-Z_]+): '([A-Z_]+)',$/gm)].flatMap((m) => [m[1], m[2]]);
  if (headers.length < 4 || ops.length < 12) {
    throw new Error(`check-contract: read ${headers.length} headers and ${ops.length} operation names`);
  }
  return { headers, operations: [...new Set(ops)] };
}

/**
 * Files that may spell a name, each with its reason. Keep it short: an entry is a debt or another
 * vocabulary that happens to share a spelling.
 */
export const ALLOWED = {
  // An agent action's `type` (service §2.x AgentAction): another vocabulary, spelled like the operation.
  'packages/sandbox/src/domain/agent-policy.ts': ['EXECUTE_QUOTE'],
  'packages/sandbox/src/domain/agents.ts': ['EXECUTE_QUOTE'],
  'packages/sandbox/src/routes/agent-scoped.ts': ['EXECUTE_QUOTE'],
  // Each language's approval wording is keyed by the operation it words (@keyhold/locales: English in
  // en/approval.ts, every other language in its copy.ts): a sentence per name, not a use of the contract.
  'packages/locales/src/en/approval.ts': 'operations',
  ...Object.fromEntries(
    readdirSync(join(root, 'packages', 'locales', 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'en')
      .map((entry) => [`packages/locales/src/${entry.name}/copy.ts`, 'operations']),
  ),
  'packages/elements/src/approve-dialog/approve-view.ts': ['EXECUTE_QUOTE'],
  // The vault's summary reads both vocabularies (edited by the summary work this round).
  'packages/vault/src/summary.ts': 'operations',
  // Plain-JavaScript benches and demo pages that send the client header as a browser would.
  'apps/bench/handler-bench.mjs': ['X-Keyhold-Client'],
  'apps/bench/handler-cpu.mjs': ['X-Keyhold-Client'],
  'apps/bench/src/vault-click.ts': ['EXECUTE_QUOTE'],
  'apps/bench/src/vault-page.ts': ['REVOKE_SESSION'],
};

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIR = new Set(['node_modules', 'dist', 'test', 'tests', 'test-support', '.vite', 'coverage']);
const isTest = (file) => /\.(test|spec|flows\.test)\.[mc]?[jt]sx?$/.test(file) || /\.d\.[mc]?ts$/.test(file);

/** The sources under `dir` that git knows or would add (build output, ignored by git, is not read). */
function* sources(dir) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', dir],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  for (const rel of listed.split('\0')) {
    if (rel === '' || !SOURCE.test(rel) || isTest(rel)) continue;
    if (rel.split('/').some((part) => SKIP_DIR.has(part))) continue;
    const path = join(root, rel);
    if (existsSync(path)) yield path;
  }
}

/** Protocol's types a literal may be checked against instead of importing a value (no bundle bytes). */
const NAME_TYPES = new Set(['SignedOperation', 'ServiceOperation']);

/** True for `'EXPORT_WALLET' satisfies SignedOperation`: the build fails there when protocol drops it. */
function checkedByType(node) {
  let parent = node.parent;
  while (parent && ts.isParenthesizedExpression(parent)) parent = parent.parent;
  return (
    parent !== undefined &&
    ts.isSatisfiesExpression(parent) &&
    ts.isTypeReferenceNode(parent.type) &&
    NAME_TYPES.has(parent.type.typeName.getText())
  );
}

/**
 * The string literals of `names` in a source text (comments and sentences aside: only a literal whose
 * whole value is a name, case-insensitive), with their lines. Read by TypeScript's own parser.
 */
export function literalsIn(text, names, fileName = 'file.ts') {
  const wanted = new Map(names.map((n) => [n.toLowerCase(), n]));
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const name = wanted.get(node.text.toLowerCase());
      if (name !== undefined && !checkedByType(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ literal: node.getText(source), name, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function check() {
  const { headers, operations } = contractNames();
  const dirs = [
    ...readdirSync(join(root, 'packages'))
      .filter((p) => p !== 'protocol')
      .map((p) => join(root, 'packages', p, 'src')),
    ...readdirSync(join(root, 'apps')).map((a) => join(root, 'apps', a)),
    join(root, 'scripts'),
  ];
  const problems = [];
  /** @type {Map<string, Set<string>>} allowed file → the names it spelled */
  const used = new Map();
  for (const dir of dirs) {
    for (const file of sources(dir)) {
      const rel = relative(root, file);
      if (rel === 'scripts/check-contract.mjs') continue;
      const allowed = ALLOWED[rel];
      const text = readFileSync(file, 'utf8');
      for (const hit of literalsIn(text, [...headers, ...operations], file)) {
        const isOperation = operations.includes(hit.name);
        if (
          (allowed === 'operations' && isOperation) ||
          (Array.isArray(allowed) && allowed.includes(hit.name))
        ) {
          used.set(rel, (used.get(rel) ?? new Set()).add(hit.name));
          continue;
        }
        const home = isOperation
          ? 'SIGNED_OPERATIONS, or a literal `satisfies SignedOperation`'
          : 'the *_HEADER constants';
        problems.push(`${rel}:${hit.line}: ${hit.literal} — import it from @keyhold/protocol (${home})`);
      }
    }
  }
  // An entry that allows nothing any more goes: the list only shrinks.
  for (const [rel, allowed] of Object.entries(ALLOWED)) {
    if (!used.has(rel)) problems.push(`${rel}: allowed in scripts/check-contract.mjs but spells no name now`);
    else if (Array.isArray(allowed)) {
      for (const name of allowed) {
        if (!used.get(rel).has(name)) problems.push(`${rel}: allowed to spell ${name} but does not now`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  if (problems.length > 0) {
    console.error(
      `A header name or a signed operation is spelled outside @keyhold/protocol (${problems.length}):\n` +
        problems.join('\n'),
    );
    process.exit(1);
  }
  console.log('contract: every header name and signed operation comes from @keyhold/protocol');
}
