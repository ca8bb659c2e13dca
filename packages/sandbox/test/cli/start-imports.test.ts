// The CLI's start loads no heavy module (the start is meant to take under 150 ms): jose, the curve and hash
// libraries, a BIP-39 library and the core's crypto are imported on first use, and the sandbox's own
// code is one bundled file (scripts/bundle-cli.mjs) with the state-file store in a chunk of its own. Checked on the real CLI
// process with a module loader hook that logs every module it loads; and the node:crypto replacements
// of the curve helpers against published vectors.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { getPublicKeyHex, isValidP256SecretKey, isValidPoint, p256PublicKey } from '../../src/keys.js';
import { loadLibraries } from '../../src/host/libraries.js';
import { newMnemonic } from '../../src/mnemonic.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

const work = mkdtempSync(join(tmpdir(), 'keyhold-start-imports-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts the built CLI with a loader hook, stops it at its first line; resolves with every module URL it loaded. */
async function modulesLoadedAtStart(args: string[] = []): Promise<string[]> {
  const hooks = join(work, 'hooks.mjs');
  writeFileSync(
    hooks,
    // fs.writeSync to fd 2: the hooks' thread would forward process.stderr through the main thread,
    // and what is still queued there when the process exits is lost.
    "import { writeSync } from 'node:fs';\nexport async function load(url, context, next) { writeSync(2, `LOADED ${url}\\n`); return next(url, context); }\n",
  );
  const register = join(work, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(register).href, cli, '--port', '0', '--quiet', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const loaded: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.startsWith('LOADED ')) loaded.push(line.slice(7));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the CLI exited with ${code}`)));
      child.stdout.setEncoding('utf8').once('data', (line: string) => {
        if (/listening on http/.test(line)) resolve();
        else reject(new Error(`unexpected first line ${line}`));
      });
    });
  } finally {
    // The hooks run on their own thread and write to stderr, a pipe apart from stdout: a module loaded
    // before the first line may be reported after it. Everything is read once the process has closed.
    const closed = new Promise((resolve) => child.once('close', resolve));
    child.kill('SIGTERM');
    await closed;
  }
  return loaded;
}

describe('the CLI start', () => {
  it('loads no jose, @noble, @scure/bip39 library code, @simplewebauthn or core crypto before its first line', async () => {
    const loaded = await modulesLoadedAtStart();
    expect(loaded.some((url) => url.includes('/sandbox/dist/cli.js'))).toBe(true);
    const heavy = loaded.filter((url) =>
      /\/(jose|@noble|@simplewebauthn)\/|\/@scure\/bip39\/index\.js|\/core\/dist\/crypto\//.test(url),
    );
    expect(heavy).toEqual([]);
  });

  it('loads the sandbox as one bundled file, and the chunk of the state-file store only with --state', async () => {
    const loaded = await modulesLoadedAtStart();
    const own = loaded.filter((url) => url.includes('/sandbox/dist/'));
    expect(own.map((url) => url.slice(url.indexOf('/sandbox/dist/')))).toEqual(['/sandbox/dist/cli.js']);
    const withState = await modulesLoadedAtStart(['--state', join(work, 'state.json')]);
    const ownWithState = withState.filter((url) => url.includes('/sandbox/dist/'));
    expect(ownWithState.map((url) => url.slice(url.indexOf('/sandbox/dist/')))).toEqual([
      '/sandbox/dist/cli.js',
      '/sandbox/dist/cli-chunks/persistence.js',
    ]);
  });
});

describe('P-256 helpers on node:crypto', () => {
  // The base point G is the public key of d = 1 (SEC 2).
  const G =
    '046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5';
  const one = '00'.repeat(31) + '01';

  it('derive the public key of a private key, uncompressed and compressed', () => {
    expect(getPublicKeyHex(one)).toBe(G);
    expect(getPublicKeyHex(one, true)).toBe(`03${G.slice(2, 66)}`); // y of G is odd
    expect(p256PublicKey(Buffer.from(one, 'hex')).length).toBe(65);
  });

  it('accept points on the curve and refuse others, malformed prefixes and lengths', () => {
    expect(isValidPoint(G)).toBe(true);
    expect(isValidPoint(`03${G.slice(2, 66)}`)).toBe(true);
    expect(isValidPoint(`${G.slice(0, -1)}4`)).toBe(false); // y changed: off the curve
    expect(isValidPoint(`06${G.slice(2)}`)).toBe(false); // hybrid form
    expect(isValidPoint(G.slice(0, 64))).toBe(false);
    expect(isValidPoint('04' + '00'.repeat(64))).toBe(false);
  });

  it('check the secret-key range 1 ≤ d < n', () => {
    expect(isValidP256SecretKey(Buffer.from(one, 'hex'))).toBe(true);
    expect(isValidP256SecretKey(new Uint8Array(32))).toBe(false);
    const n = Buffer.from('ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551', 'hex');
    expect(isValidP256SecretKey(n)).toBe(false);
    expect(isValidP256SecretKey(new Uint8Array(31).fill(1))).toBe(false);
  });
});

describe('BIP-39 mnemonics', () => {
  it('a new wallet gets a fresh valid 12-word English mnemonic (the libraries load on first use)', async () => {
    await loadLibraries();
    const a = newMnemonic();
    expect(a.split(' ')).toHaveLength(12);
    expect(validateMnemonic(a, wordlist)).toBe(true);
    expect(newMnemonic()).not.toBe(a);
  });
});
