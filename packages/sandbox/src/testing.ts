/**
 * Test helper: runs the built CLI (`dist/cli.js`) as a real child process.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * A sandbox CLI running as a child process (for tests): its addresses, credentials, pid and output, and
 * `close()`.
 */
export interface SandboxProcess {
  origin: string;
  baseUrl: string;
  tokenId: string;
  secret: string;
  /** The child's pid. */
  pid: number;
  /** Every stdout line so far (the OTP log lines included). */
  output: string[];
  /** Stops the process. */
  close(): Promise<void>;
}

/** Path of the built CLI (works from `src/` and from `dist/`). */
export const cliPath = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

/**
 * Spawns `node dist/cli.js --port 0 ...args` and resolves once it listens.
 *
 * @example
 * const sandbox = await startSandboxProcess(['--session-ttl', '60']);
 * await fetch(`${sandbox.baseUrl}/customers`, { headers: { authorization: basic(sandbox) } });
 * await sandbox.close();
 */
export function startSandboxProcess(
  args: string[] = [],
  options: { timeoutMs?: number } = {},
): Promise<SandboxProcess> {
  const fullArgs = args.some((a) => a === '--port' || a.startsWith('--port='))
    ? args
    : ['--port', '0', ...args];
  const child = spawn(process.execPath, [cliPath, ...fullArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<SandboxProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`keyhold-sandbox did not start within ${options.timeoutMs ?? 15000} ms. ${stderr}`));
    }, options.timeoutMs ?? 15000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`keyhold-sandbox exited with code ${code}: ${stderr}`));
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      output.push(line);
      if (output.length !== 1) return;
      const m = /^keyhold-sandbox listening on (http:\/\/[^/]+)(\/\d{4}-\d{2}-\d{2})$/.exec(line);
      clearTimeout(timer);
      if (!m) {
        child.kill('SIGKILL');
        reject(new Error(`unexpected first line from keyhold-sandbox: ${line}`));
        return;
      }
      resolve({
        origin: m[1]!,
        baseUrl: `${m[1]}${m[2]}`,
        tokenId: argValue(fullArgs, '--token-id') ?? 'sandbox-token',
        secret: argValue(fullArgs, '--secret') ?? 'sandbox-secret',
        pid: child.pid!,
        output,
        close: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
            await exited;
            clearTimeout(killer);
          }
        },
      });
    });
  });
}
