// The three browser engines every browser suite runs in, found on this machine and never downloaded:
// Chromium (scripts/chromium.mjs), Debian's Firefox ESR (driven by Playwright over WebDriver BiDi, no
// geckodriver) and WebKitGTK's MiniBrowser (driven by Debian's WebKitWebDriver, W3C WebDriver classic,
// on an Xvfb display because MiniBrowser has no headless mode). Which engine a run uses is
// KEYHOLD_BROWSER (chromium, the default, firefox or webkit).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromiumArgs, findChromium } from './chromium.mjs';

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @returns {'chromium' | 'firefox' | 'webkit'} the engine of this run (KEYHOLD_BROWSER, else chromium) */
export function browserEngine() {
  const name = process.env.KEYHOLD_BROWSER || 'chromium';
  if (!ENGINES.includes(name))
    throw new Error(`KEYHOLD_BROWSER=${name}: expected one of ${ENGINES.join(', ')}.`);
  return name;
}

const FIREFOX_HELP =
  "No Firefox found. Set FIREFOX_PATH, or install Debian's package: sudo apt-get install -y firefox-esr";
const WEBKIT_HELP =
  "No WebKitGTK driver found. Install Debian's packages: sudo apt-get install -y webkit2gtk-driver xvfb " +
  '(or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH)';

function firstExisting(fromEnv, envName, candidates, help) {
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${envName}=${fromEnv} does not exist.\n${help}`);
    return fromEnv;
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(help);
  return found;
}

/** @returns {string} a Firefox binary (FIREFOX_PATH, else Debian's firefox-esr or firefox) */
export function findFirefox() {
  return firstExisting(
    process.env.FIREFOX_PATH,
    'FIREFOX_PATH',
    ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    FIREFOX_HELP,
  );
}

/** @returns {{ driver: string, browser: string }} WebKitWebDriver and the MiniBrowser it drives */
export function findWebKit() {
  const driver = firstExisting(
    process.env.WEBKIT_DRIVER_PATH,
    'WEBKIT_DRIVER_PATH',
    ['/usr/bin/WebKitWebDriver'],
    WEBKIT_HELP,
  );
  const arch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
  const browser = firstExisting(
    process.env.MINIBROWSER_PATH,
    'MINIBROWSER_PATH',
    [`/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`, `/usr/lib/${arch}/webkit2gtk-4.0/MiniBrowser`],
    WEBKIT_HELP,
  );
  if (!process.env.DISPLAY && !existsSync('/usr/bin/Xvfb')) throw new Error(WEBKIT_HELP);
  return { driver, browser };
}

/** @returns {string} the binary of `engine` (throws with install instructions when it is missing) */
export function findEngine(engine) {
  if (engine === 'chromium') return findChromium();
  if (engine === 'firefox') return findFirefox();
  return findWebKit().browser;
}

/**
 * Playwright launch options for Chromium and Firefox (Playwright cannot drive WebKitGTK: see
 * startWebKitDriver). Firefox is Debian's ESR over WebDriver BiDi (`moz-firefox` channel).
 * @param {'chromium' | 'firefox'} engine
 */
export function playwrightLaunch(engine) {
  if (engine === 'chromium') return { executablePath: findChromium(), args: chromiumArgs };
  return { channel: 'moz-firefox', executablePath: findFirefox() };
}

/**
 * Launches Chromium or Firefox with Playwright and the options above: the one launcher of the scripts
 * that drive a browser themselves (the benches, the outsider run). Playwright is loaded on first use.
 * @param {'chromium' | 'firefox'} [engine]
 */
export async function launchPlaywright(engine = 'chromium') {
  const playwright = await import('playwright');
  return playwright[engine].launch(playwrightLaunch(engine));
}

/** @returns {Promise<number>} a free TCP port on localhost */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, 'localhost', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * An X display for MiniBrowser: the caller's DISPLAY, else an Xvfb on a free display number.
 * @returns {Promise<{ display: string, stop: () => void }>}
 */
export async function startDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not start in 20 s')), 20_000);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3].once('data', (d) => {
      clearTimeout(timer);
      resolve(`:${String(d).trim()}`);
    });
  });
  return { display, stop: () => xvfb.kill('SIGTERM') };
}

/**
 * Starts WebKitWebDriver on a free port with an X display. `capabilities` are what a WebDriver session
 * asks for (MiniBrowser in automation mode; WebDriver classic: WebKitGTK 2.50 offers no BiDi).
 * @returns {Promise<{ hostname: string, port: number, capabilities: Record<string, unknown>, stop: () => void }>}
 */
export async function startWebKitDriver() {
  const { driver, browser } = findWebKit();
  const { display, stop: stopDisplay } = await startDisplay();
  const port = await freePort();
  // One session at a time: a new session replaces one a crashed or timed-out client left behind.
  const child = spawn(driver, [`--port=${port}`, '--replace-on-new-session'], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = [];
  child.stderr.setEncoding('utf8').on('data', (c) => errors.push(c));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stopDisplay();
      throw new Error(`WebKitWebDriver did not start:\n${errors.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    hostname: 'localhost',
    port,
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
      'wdio:enforceWebDriverClassic': true,
    },
    stop: () => {
      child.kill('SIGTERM');
      stopDisplay();
    },
  };
}
