import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../src/testing.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README walk-through', () => {
  let proc: SandboxProcess;
  beforeAll(async () => {
    proc = await startSandboxProcess();
  });
  afterAll(() => proc.close());

  it('runs as written against the CLI and prints the 12 recovery words', () => {
    const block = /<!-- walkthrough:start -->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeTruthy();
    const port = new URL(proc.origin).port;
    // A clean, non-interactive bash: no rc files, no BASH_ENV, as a reader's fresh terminal would run it.
    const { BASH_ENV: _bashEnv, ENV: _env, ...env } = process.env;
    const run = spawnSync('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', block!], {
      cwd: repoRoot,
      env: { ...env, PORT: port },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ operation: 'EXPORT_WALLET' });
    expect(lines[lines.length - 1]!.split(' ')).toHaveLength(12);
  });
});
