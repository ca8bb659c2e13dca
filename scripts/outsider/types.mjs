// Type checks of the outsider apps as their frameworks run them (vue-tsc, svelte-check, tsc against each
// React app's own React types, Angular's strictTemplates inside `ng build`), and proof that they check the
// elements' bindings: a copy of the recipe with one binding made wrong (a listener typed for another
// event, a sign-in method that does not exist) is checked in the same run and must be the only thing
// refused. Angular's check is its build, so its wrong copy gets a build of its own, in place.
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmEnv, sh } from './run.mjs';

const bin = (apps, name) => join(apps, 'node_modules', '.bin', name);

function runCheck(apps, app, env) {
  const dir = join(apps, app);
  if (app === 'vue') return sh(bin(apps, 'vue-tsc'), ['-p', 'tsconfig.json'], dir, env);
  if (app === 'svelte')
    return sh(
      bin(apps, 'svelte-check'),
      ['--tsconfig', './tsconfig.json', '--fail-on-warnings', '--output', 'machine'],
      dir,
      env,
    );
  if (app === 'angular') return sh(bin(apps, 'ng'), ['build'], dir, env);
  return sh(bin(apps, 'tsc'), ['-p', 'tsconfig.json'], dir, env);
}

const wrongListener = {
  find: /\(e: KhEvent<'kh-error'>\)([\s\S]*?)console\.warn\(e\.detail\.error\.code\)/,
  replace: "(e: KhEvent<'kh-session'>)$1console.warn(e.detail.session)",
  refusal: /KhEvent<\\?"kh-error\\?">/,
};
const wrongMethod = { find: /methods=\{\['email'\]\}/, replace: "methods={['fax']}", refusal: /"fax"/ };
/** Per app: the recipe file, its wrong copy (none: in place), and the one binding made wrong. */
const MUTANTS = {
  react: { file: 'main.tsx', copy: 'main-wrong.tsx', ...wrongMethod },
  react18: { file: 'main.tsx', copy: 'main-wrong.tsx', ...wrongMethod },
  vue: { file: 'src/App.vue', copy: 'src/AppWrong.vue', ...wrongListener },
  svelte: { file: 'src/App.svelte', copy: 'src/AppWrong.svelte', ...wrongListener },
  angular: { file: 'src/wallet.component.ts', ...wrongListener },
};

/** The files a checker's output names as having errors (tsc, vue-tsc, svelte-check's machine output). */
function filesWithErrors(output) {
  const files = new Set();
  for (const m of output.matchAll(/^(\S+?)\(\d+,\d+\): error /gm)) files.add(m[1]);
  for (const m of output.matchAll(/^\d+ (?:ERROR|WARNING) "([^"]+)"/gm)) files.add(m[1]);
  return [...files];
}

/**
 * Type-checks an app: the recipe must pass and its wrong copy must be refused for the wrong binding. For
 * Angular only the wrong copy is checked here (its own build checks the recipe).
 */
export function checkTypes(apps, app, env = npmEnv) {
  const mutant = MUTANTS[app];
  const source = join(apps, app, mutant.file);
  const original = readFileSync(source, 'utf8');
  if (!mutant.find.test(original))
    throw new Error(`${app}/${mutant.file} has no ${mutant.find} to make wrong`);
  const target = join(apps, app, mutant.copy ?? mutant.file);
  writeFileSync(target, original.replace(mutant.find, mutant.replace));
  let output;
  try {
    runCheck(apps, app, env);
  } catch (err) {
    output = String(err.message);
  } finally {
    if (mutant.copy) rmSync(target);
    else writeFileSync(source, original);
  }
  if (output === undefined)
    throw new Error(`The type check of ${app} accepted a wrong binding (${mutant.replace}).`);
  const others = filesWithErrors(output).filter((f) => !mutant.copy || !f.endsWith(mutant.copy));
  if (!mutant.refusal.test(output) || others.length)
    throw new Error(`The type check of ${app} failed otherwise than on the wrong binding:\n${output}`);
}
