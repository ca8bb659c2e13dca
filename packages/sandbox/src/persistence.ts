/**
 * `--state file.json`: load the state at start, write it after every change (coalesced per tick),
 * atomically (temp file in the same directory, then rename).
 */
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import type { SandboxApp } from './app.js';
import { STATE_VERSION, type SandboxMeta } from './state.js';

interface Snapshot {
  version: number;
  meta: SandboxMeta;
  collections: Record<string, unknown>;
  clockOffsetMs?: number;
}

/** Loads `path` into the app when it exists; returns whether it did. Throws on a corrupt file. */
export function loadStateFile(app: SandboxApp, path: string): boolean {
  if (!existsSync(path)) return false;
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  if (
    snapshot.version !== STATE_VERSION ||
    typeof snapshot.meta !== 'object' ||
    typeof snapshot.collections !== 'object'
  ) {
    throw new Error(`${path} is not a keyhold-sandbox state file (version ${STATE_VERSION}).`);
  }
  app.state.load(snapshot);
  app.clock.setOffset(snapshot.clockOffsetMs ?? 0);
  app.armTimers();
  return true;
}

export function saveStateFile(app: SandboxApp, path: string): void {
  const body = JSON.stringify(
    app.state.toJSON({ clockOffsetMs: app.clock.offset, savedAt: new Date().toISOString() }),
  );
  mkdirSync(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temp, body, { mode: 0o600 });
  renameSync(temp, path);
}

/** Persists the app to `path` after every change; returns `flush()` for shutdown. */
export function attachStateFile(app: SandboxApp, path: string): { flush(): void } {
  loadStateFile(app, path);
  let dirty = false;
  const flush = (): void => {
    dirty = false;
    try {
      saveStateFile(app, path);
    } catch (err) {
      console.error(`keyhold-sandbox: could not write ${path}`, err);
    }
  };
  app.onChange = () => {
    if (dirty) return;
    dirty = true;
    setImmediate(() => {
      if (dirty) flush();
    });
  };
  saveStateFile(app, path);
  return { flush };
}
