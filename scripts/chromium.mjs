// Finds a Chromium for Playwright and Vitest browser mode: CHROMIUM_PATH, then Debian's
// /usr/bin/chromium, then Playwright's own downloaded browsers. Never downloads anything.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Flags that keep Chromium quiet on a root, closed-network machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const HOW_TO_INSTALL =
  "No Chromium found. Set CHROMIUM_PATH to a Chromium/Chrome binary, or install Debian's package:\n" +
  '  sudo apt-get update && sudo apt-get install -y chromium\n' +
  "or Playwright's build: npx playwright@1.64.1 install chromium";

/** @returns {string} the path of a Chromium binary; throws with install instructions when none is found */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.\n${HOW_TO_INSTALL}`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // playwright not installed or no browser downloaded: fall through to the message
  }
  throw new Error(HOW_TO_INSTALL);
}
