import type { KeyStore, StorageFallbackDetail } from '../key-store.js';
import type { Emit } from './events.js';
import type { WalletOptions } from './options.js';

// What the wallet says about its environment, loaded on first use (off the core's first load): the
// warnings of an unusable IndexedDB and of a backend that is not the sandbox the options asked for, the
// request to keep the storage, and a cookie that says "this browser holds a live session of this account"
// until the session's expiry, so a reload that finds no session in IndexedDB can tell a cleared storage
// from a plain sign-out.
//
// A cookie, not localStorage: what the engines evict under storage pressure is an origin's quota-managed
// storage (IndexedDB; in Firefox and WebKit its localStorage with it), never its cookies. The cookie holds
// no key and no session id (the account id in its name, an expiry as max-age), so it needs no Secure flag
// (which WebKit refuses on http://localhost). WebKit's seven-day rule for script-set cookies matches its
// rule for script-written storage, so a session longer than a week may be gone with nothing left to tell;
// the wallet then says nothing.

function cookies(): { cookie: string } | undefined {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  return doc && typeof doc.cookie === 'string' ? doc : undefined;
}

function nameFor(accountId: string): string {
  return `kh_held_${accountId.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/**
 * Notes that a session of `accountId` is held in this browser's IndexedDB for `msLeft` more milliseconds;
 * 0 forgets the note (the session ended here). Nothing when `store` is in memory: its session is gone at a
 * reload anyway. `signedIn`, the wallet's options on a new sign-in here: also asks the browser to keep
 * this origin's storage, unless they say not to.
 */
export function noteHeld(
  accountId: string,
  msLeft: number,
  store?: KeyStore,
  signedIn?: WalletOptions | false,
): void {
  const doc = cookies();
  if (store?.kind === 'memory') return;
  if (signedIn && signedIn.persistStorage !== false) askToPersist();
  if (doc)
    doc.cookie = `${nameFor(accountId)}=1;path=/;max-age=${Math.max(0, Math.ceil(msLeft / 1000))};SameSite=Strict`;
}

/**
 * Called when no session of `accountId` is stored here: while a note says one should still be held, the
 * browser cleared the site's storage. Then it sets the manager's `storageCleared` and fires the warning
 * `SESSION_STORAGE_CLEARED`. (Not known when IndexedDB is unusable: `storage-fallback` says that.)
 */
export function checkCleared(
  accountId: string,
  manager: { store: KeyStore; emit: Emit; storageCleared: boolean },
): void {
  const name = nameFor(accountId);
  if (
    manager.store.kind === 'indexeddb' &&
    (cookies()?.cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${name}=`))
  ) {
    manager.storageCleared = true;
    manager.emit('warning', {
      code: 'SESSION_STORAGE_CLEARED',
      message: "This browser cleared the site's storage, and the session kept in it with it.",
    });
  }
}

/**
 * Asks the browser to exempt this origin's storage from eviction (Chromium and WebKit decide silently;
 * Firefox asks the person). Refused or unsupported, the session works the same.
 */
function askToPersist(): void {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  storage?.persist?.().catch(() => false);
}

/** The events of a key store that fell back to memory (IndexedDB unusable). */
export function fellBack(emit: Emit, event: CustomEvent<StorageFallbackDetail>): void {
  emit('storage-fallback', event.detail);
  emit('warning', {
    code: 'STORAGE_FALLBACK',
    message: 'IndexedDB is unavailable: the session is kept in memory and will not survive a reload.',
  });
}

/** The warning for options that ask for sandbox mode behind a backend that is not a sandbox. */
export function notASandbox(emit: Emit): void {
  emit('warning', {
    code: 'NOT_A_SANDBOX',
    message: 'The options ask for sandbox mode but the backend is not a sandbox: production rules apply.',
  });
}
