// Type checks of the outsider apps as their frameworks run them (vue-tsc, svelte-check, Angular's
// strictTemplates inside `ng build`, tsc for React against each app's own React types), and proof that
// they check the elements' bindings: each recipe with one binding made wrong (a listener typed for
// another event, a sign-in method that does not exist) must be refused.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmEnv, sh } from './run.mjs';

const bin = (apps, name) => join(apps, 'node_modules', '.bin', name);

/** Runs the app's type check (Angular's is its build: `ng build` checks templates). */
export function typeCheck(apps, app, env = npmEnv) {
  const dir = join(apps, app);
  if (app === 'vue') return sh(bin(apps, 'vue-tsc'), ['-p', 'tsconfig.json'], dir, env);
  if (app === 'svelte')
    return sh(bin(apps, 'svelte-check'), ['--tsconfig', './tsconfig.json', '--fail-on-warnings'], dir, env);
  if (app === 'angular') return sh(bin(apps, 'ng'), ['build'], dir, env);
  return sh(bin(apps, 'tsc'), ['-p', 'tsconfig.json'], dir, env);
}

const wrongListener = {
  find: /\(e: KhEvent<'kh-error'>\)([\s\S]*?)console\.warn\(e\.detail\.error\.code\)/,
  replace: "(e: KhEvent<'kh-session'>)$1console.warn(e.detail.session)",
  refusal: /KhEvent<"kh-error">/,
};
/** One binding made wrong per recipe, and what the type checker must say about it. */
const MUTANTS = {
  react: { file: 'main.tsx', find: /methods=\{\['email'\]\}/, replace: "methods={['fax']}", refusal: /fax/ },
  react18: {
    file: 'main.tsx',
    find: /methods=\{\['email'\]\}/,
    replace: "methods={['fax']}",
    refusal: /fax/,
  },
  vue: { file: 'src/App.vue', ...wrongListener },
  svelte: { file: 'src/App.svelte', ...wrongListener },
  angular: { file: 'src/wallet.component.ts', ...wrongListener },
};

/** The recipe with one binding made wrong must fail the type check; the file is restored after. */
export function typeCheckRefusesWrongBinding(apps, app, env = npmEnv) {
  const mutant = MUTANTS[app];
  if (!mutant) return;
  const file = join(apps, app, mutant.file);
  const original = readFileSync(file, 'utf8');
  if (!mutant.find.test(original))
    throw new Error(`${app}/${mutant.file} has no ${mutant.find} to make wrong`);
  writeFileSync(file, original.replace(mutant.find, mutant.replace));
  try {
    typeCheck(apps, app, env);
  } catch (err) {
    if (mutant.refusal.test(String(err.message))) return;
    throw new Error(`The wrong binding in ${app}/${mutant.file} failed for another reason:\n${err.message}`);
  } finally {
    writeFileSync(file, original);
  }
  throw new Error(`The type check of ${app} accepted a wrong binding (${mutant.replace}).`);
}
