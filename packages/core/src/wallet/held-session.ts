import type { Emit } from './events.js';

// A cookie that says "this browser holds a live session of this account" until the session's expiry,
// so a reload that finds no session in IndexedDB can tell a cleared storage from a plain sign-out.
// A cookie, not localStorage: what the engines evict under storage pressure is an origin's quota-managed
// storage (IndexedDB; in Firefox and WebKit its localStorage with it), never its cookies. The cookie holds
// no key and no session id (the account id in its name, an expiry as max-age), so it needs no Secure flag
// (which WebKit refuses on http://localhost).
// WebKit's seven-day rule for script-set cookies matches its rule for script-written storage, so a
// session longer than a week may be gone with nothing left to tell; the wallet then says nothing.

function cookies(): { cookie: string } | undefined {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  return doc && typeof doc.cookie === 'string' ? doc : undefined;
}

function nameFor(accountId: string): string {
  return `kh_held_${accountId.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Notes that a session of `accountId` is held in this browser for `msLeft` more milliseconds. */
export function noteHeld(accountId: string, msLeft: number): void {
  const doc = cookies();
  if (!doc || !(msLeft > 0)) return;
  doc.cookie = `${nameFor(accountId)}=1;path=/;max-age=${Math.ceil(msLeft / 1000)};SameSite=Strict`;
}

/** Forgets the note (the session ended here: signed out, revoked, expired). */
export function forgetHeld(accountId: string): void {
  const doc = cookies();
  if (doc) doc.cookie = `${nameFor(accountId)}=;path=/;max-age=0;SameSite=Strict`;
}

/**
 * True while a note says a session of `accountId` should still be held here (the caller found none): the
 * browser cleared the site's storage. Then it also fires the warning `SESSION_STORAGE_CLEARED`.
 */
export function wasHeld(accountId: string, emit: Emit): boolean {
  const name = nameFor(accountId);
  const cleared = (cookies()?.cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${name}=`));
  if (cleared)
    emit('warning', {
      code: 'SESSION_STORAGE_CLEARED',
      message: "This browser cleared the site's storage, and the session kept in it with it.",
    });
  return cleared;
}

/**
 * Asks the browser to exempt this origin's storage from eviction (Chromium and WebKit decide silently;
 * Firefox asks the person). Refused or unsupported, the session works the same.
 */
export function askToPersist(): void {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  storage?.persist?.().catch(() => false);
}
