// Starts the demo (sandbox + backend + app) as real child processes on free ports for the whole run, so
// several runs on one machine never collide, and stops them afterwards: one in page mode, which the specs
// written for page mode read from KEYHOLD_DEMO_URL (the `baseURL` fixture in fixtures.ts), and one as
// `npm start` runs it, in frame mode (its vault on a port of its own), in KEYHOLD_FRAME_DEMO_URL. The
// pages are on http://localhost:<port>, as WebAuthn (rpID localhost) needs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY = /^keyhold-demo listening on (http:\/\/localhost:\d+)$/;

/** Starts one demo and resolves with its URL and a stop function. */
async function startDemo(extraArgs: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['apps/demo/start.mjs', '--port', '0', '--sandbox-port', '0', ...extraArgs],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The demo did not start in 60 s:\n${output.join('')}`)),
      60_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The demo exited with ${code} before it listened:\n${output.join('')}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(`${line}\n`);
      const match = READY.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const [page, frame] = await Promise.all([startDemo(['--page-mode']), startDemo([])]);
  process.env.KEYHOLD_DEMO_URL = page.url;
  process.env.KEYHOLD_FRAME_DEMO_URL = frame.url;
  return async () => {
    await Promise.all([page.stop(), frame.stop()]);
  };
}
