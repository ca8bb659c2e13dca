// Compares a served vault with a manifest (the installed @keyhold/vault's): fetches the vault's URL (the
// document a frame loads) and every file the manifest names, and checks each one's SHA-384, what the
// served HTML loads, and the headers the frame relies on. Returns one result per check; prints nothing.
import { createHash } from 'node:crypto';

/**
 * @typedef {import('@keyhold/protocol/vault-manifest').VaultManifest} VaultManifest
 * @typedef {{ name: string, ok: boolean, detail: string, warning?: boolean }} Check
 */

const integrityOf = (/** @type {Uint8Array} */ bytes) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** GET without following redirects: a vault answers its own files itself. */
async function get(/** @type {URL} */ url) {
  try {
    const res = await fetch(url, { redirect: 'manual', headers: { accept: '*/*' } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  } catch (err) {
    const { message, cause } = /** @type {Error & { cause?: Error }} */ (err);
    return { error: String(cause?.message ?? message ?? err) };
  }
}

/** The `src` / `href` of each script and link tag of an HTML text, and whether it has inline script. */
function loadsOf(/** @type {string} */ html) {
  const urls = [];
  let inline = false;
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const url = /\s(?:src|href)\s*=\s*["']?([^"'\s>]+)/i.exec(m[2] ?? '')?.[1];
    if (url) urls.push(url);
    else if (m[1]?.toLowerCase() === 'script') inline = true;
  }
  return { urls, inline };
}

/** The checks of a vault document's headers: a CSP that allows only the vault's own script, and SRI enforced. */
function headerChecks(/** @type {string} */ path, /** @type {Headers} */ headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
  const script = directives.get('script-src') ?? directives.get('default-src');
  const cspOk =
    script !== undefined &&
    script.length === 1 &&
    script[0] === "'self'" &&
    !/unsafe-|\*/.test(csp) &&
    directives.get('default-src')?.join(' ') === "'none'";
  const ancestors = directives.get('frame-ancestors')?.join(' ') ?? '(none: any page may embed it)';
  const integrityPolicy = headers.get('integrity-policy') ?? '';
  return [
    {
      name: `${path} Content-Security-Policy`,
      ok: cspOk,
      detail: cspOk
        ? `only its own scripts; embeddable by ${ancestors}`
        : csp
          ? `weaker than the vault's own (script-src 'self', default-src 'none', nothing unsafe): ${csp}`
          : 'missing: the document would run any script injected into it',
    },
    {
      name: `${path} Integrity-Policy`,
      ok: /blocked-destinations=\([^)]*\bscript\b/.test(integrityPolicy),
      detail:
        integrityPolicy || 'missing: browsers would run a script of the vault origin loaded without SRI',
    },
    {
      name: `${path} X-Content-Type-Options`,
      ok: headers.get('x-content-type-options') === 'nosniff',
      detail: headers.get('x-content-type-options') ?? 'missing',
    },
  ];
}

/**
 * One file: fetched from `url`, compared with the manifest's `path`; an HTML document's loads and headers
 * checked too. Results are named `name` (the path, or the URL's path for the document at the vault URL).
 */
async function checkFile(
  /** @type {VaultManifest} */ manifest,
  /** @type {string} */ path,
  /** @type {URL} */ url,
  name = path,
) {
  const expected = manifest.files.find((f) => f.path === path);
  const got = await get(url);
  /** @type {Check[]} */
  const checks = [];
  if (!got.res) return [{ name, ok: false, detail: `could not be fetched from ${url.href}: ${got.error}` }];
  if (got.res.status !== 200) {
    const where = got.res.headers.get('location');
    return [
      { name, ok: false, detail: `${url.href} answered ${got.res.status}${where ? ` → ${where}` : ''}` },
    ];
  }
  const served = integrityOf(got.bytes);
  checks.push({
    name,
    ok: served === expected?.integrity,
    detail:
      served === expected?.integrity
        ? `${served} (${got.bytes.byteLength} bytes)`
        : `served bytes differ from the manifest: ${got.bytes.byteLength} bytes, ${served}; expected ${expected?.bytes} bytes, ${expected?.integrity}`,
  });
  if (path.endsWith('.html')) {
    const { urls, inline } = loadsOf(Buffer.from(got.bytes).toString('utf8'));
    const known = new Set(manifest.files.map((f) => new URL(f.path, url).href));
    for (const loaded of urls) {
      if (!known.has(new URL(loaded, url).href)) {
        checks.push({
          name: `${name} loads ${loaded}`,
          ok: false,
          detail: 'a file the manifest does not name',
        });
      }
    }
    if (inline) checks.push({ name: `${name} inline script`, ok: false, detail: 'the built vault has none' });
    checks.push(...headerChecks(name, got.res.headers));
  }
  return checks;
}

/** The served configuration, for the reader: parents, trusted keys, sandbox (a warning in production). */
async function configCheck(/** @type {URL} */ base) {
  const got = await get(new URL('vault-config.json', base));
  if (!got.res || got.res.status !== 200) {
    return { name: 'vault-config.json', ok: false, detail: 'not served: the frame cannot start without it' };
  }
  try {
    const config = JSON.parse(Buffer.from(got.bytes).toString('utf8'));
    const parents = Array.isArray(config.parentOrigins) ? config.parentOrigins.join(' ') : '(none)';
    const signers = Array.isArray(config.trustedSigners) ? config.trustedSigners.length : 0;
    return {
      name: 'vault-config.json',
      ok: true,
      warning: config.sandbox === true,
      detail:
        `parents ${parents || '(none)'}; ${signers} trusted export key(s)` +
        (config.sandbox === true ? '; SANDBOX: opens unsigned export envelopes, never for real wallets' : ''),
    };
  } catch {
    return { name: 'vault-config.json', ok: false, detail: 'not JSON' };
  }
}

/**
 * Verifies the vault served at `vaultUrl` (the URL given to `createWallet({ vault: { url } })`) against
 * `manifest`. The document at the URL itself is compared with the manifest's `index.html`; every file
 * of the manifest is fetched relative to it.
 * @param {string} vaultUrl
 * @param {VaultManifest} manifest
 * @returns {Promise<Check[]>}
 */
export async function verifyVault(vaultUrl, manifest) {
  const base = new URL(vaultUrl);
  base.search = '';
  base.hash = '';
  const checks = await checkFile(manifest, 'index.html', base, `${base.pathname} (index.html)`);
  for (const checksOfFile of await Promise.all(
    manifest.files.map((f) => checkFile(manifest, f.path, new URL(f.path, base))),
  )) {
    checks.push(...checksOfFile);
  }
  checks.push(await configCheck(base));
  return checks;
}
