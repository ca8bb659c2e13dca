// The demo (sandbox + backend + app, and in frame mode its vault) as a real child process on free ports,
// started the way the e2e suites run it (the Playwright specs and the WebKit journeys):
// `node apps/demo/start.mjs --port 0 --sandbox-port 0` is frame mode, the vault on a port it chooses
// itself; `--page-mode` keeps the keys in the app's page. The pages are on http://localhost:<port>, as
// WebAuthn (rpID localhost) needs. Plain JavaScript so the WebKit journeys (run by Node) share it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY = /^keyhold-demo listening on (http:\/\/localhost:\d+)$/;

/**
 * Starts one demo and resolves with its URL once it listens.
 * @param {string[]} [extraArgs]
 * @returns {Promise<import('./demo-process.d.mts').DemoProcess>}
 */
export async function startDemo(extraArgs = []) {
  const child = spawn(
    process.execPath,
    ['apps/demo/start.mjs', '--port', '0', '--sandbox-port', '0', ...extraArgs],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  /** @type {string[]} */
  const output = [];
  child.stderr.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
  const url = await new Promise((resolve, reject) => {
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
        resolve(match[1]);
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
