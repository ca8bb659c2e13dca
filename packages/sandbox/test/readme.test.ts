import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../src/testing.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** Runs one shell command from the repo root until it has printed two stdout lines, then stops it. */
async function firstTwoLines(command: string): Promise<string[]> {
  const { BASH_ENV: _bashEnv, ENV: _env, ...env } = process.env;
  const child = spawn('bash', ['--noprofile', '--norc', '-c', command], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so pnpm and the node it starts stop together
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  const lines: string[] = [];
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no output within 20 s: ${stderr}`)), 20_000);
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        if (lines.length === 2) {
          clearTimeout(timer);
          resolve(lines);
        }
      });
    });
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
}

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

describe('README "Start it"', () => {
  const block = /<!-- start-it:start -->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const starts = block.split('\n').filter((l) => l.includes('--port 8787') && !l.startsWith('#'));

  it('shows the keyhold-sandbox command first and the node dist/cli.js equivalent', () => {
    expect(starts).toEqual([
      'pnpm exec keyhold-sandbox --port 8787',
      'node packages/sandbox/dist/cli.js --port 8787',
    ]);
    expect(readme).toContain('npx keyhold-sandbox --port 8787');
  });

  it.each(starts)('`%s` starts the sandbox from the repo root', async (command) => {
    const [first, second] = await firstTwoLines(command.replace('--port 8787', '--port 0'));
    expect(first).toMatch(/^keyhold-sandbox listening on http:\/\/localhost:\d+\/2025-10-13$/);
    expect(second).toBe('Basic credentials: sandbox-token:sandbox-secret');
  });
});
