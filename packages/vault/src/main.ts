import {
  VAULT_CONFIG_FILE,
  VAULT_MARKER,
  VAULT_PROTOCOL_VERSION,
  type VaultLoaded,
  type VaultReply,
  type VaultRequest,
  type VaultView,
  isVaultConfig,
  isVaultHello,
  requestProblem,
} from '@keyhold/core/vault-protocol';
import { VaultRefusal } from './approval-view.js';
import type { StorageFallbackDetail } from '@keyhold/core';
import { type FrameState, handle, purge, vaultStore } from './handlers.js';
import { startWindow } from './window-view.js';

/**
 * The vault frame's start: read its own configuration (from its own origin), refuse to run unframed or
 * under a parent it does not list, open its storage, then wait for the one handshake of its parent.
 */
async function start(): Promise<void> {
  if (new URLSearchParams(location.search).get('view') === 'window') return startWindow();
  const view: VaultView = new URLSearchParams(location.search).get('view') === 'visible' ? 'visible' : 'key';
  if (window.parent === window) return; // never runs as a top-level page
  const response = await fetch(new URL(VAULT_CONFIG_FILE, location.href), { cache: 'no-store' });
  const config: unknown = await response.json();
  if (!isVaultConfig(config)) throw new Error('The vault configuration is malformed.');
  const parents = new Set(config.parentOrigins);
  // Where the engine tells the parent's origin, a parent not listed gets nothing (frame-ancestors says so too).
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor !== undefined && !parents.has(ancestor)) return;

  const store = vaultStore();
  // Why the frame cannot keep keys (null while it can): a frame whose keys would not outlive it signs nothing.
  let storageBlocked: string | null = null;
  store.addEventListener('storage-fallback', (event) => {
    storageBlocked ??= (event as CustomEvent<StorageFallbackDetail>).detail.reason;
  });
  await purge(store).catch((error: unknown) => {
    storageBlocked ??= `IndexedDB failed: ${error instanceof Error ? error.message : String(error)}`;
  });

  let port: MessagePort | null = null;
  const post = (message: VaultReply): void => port?.postMessage(message);
  const state: FrameState = {
    view,
    config,
    store,
    exportKeys: new Map(),
    approvedExportKey: null,
    closed: () => post({ v: VAULT_PROTOCOL_VERSION, type: 'event', name: 'closed' }),
  };

  window.addEventListener('message', (event: MessageEvent) => {
    // One handshake per load, from the parent window, from a listed origin, with one port.
    if (port !== null || event.source !== window.parent || !parents.has(event.origin)) return;
    if (!isVaultHello(event.data) || event.ports.length !== 1) return;
    port = event.ports[0]!;
    if (storageBlocked !== null || store.kind !== 'indexeddb') {
      post({
        v: VAULT_PROTOCOL_VERSION,
        type: 'error',
        id: 0,
        code: 'VAULT_STORAGE_BLOCKED',
        message: `The vault cannot use its storage (IndexedDB) in this browser: ${storageBlocked ?? 'unavailable'}`,
        reason: storageBlocked ?? 'IndexedDB is unavailable in the vault origin.',
      });
      return;
    }
    port.onmessage = (e: MessageEvent) => void answer(e.data);
    post({ v: VAULT_PROTOCOL_VERSION, type: 'ready', view });
    if (view === 'visible') reportSize(post);
  });

  const answer = async (data: unknown): Promise<void> => {
    const problem = requestProblem(data);
    const id = typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : -1;
    if (problem) {
      post({ v: VAULT_PROTOCOL_VERSION, type: 'error', id, ...problem });
      return;
    }
    try {
      const value = await handle(state, data as VaultRequest);
      post({ v: VAULT_PROTOCOL_VERSION, type: 'result', id, value });
    } catch (error) {
      const code =
        error instanceof VaultRefusal
          ? error.code
          : typeof (error as { code?: unknown })?.code === 'string'
            ? String((error as { code: string }).code)
            : 'VAULT_KEY_MISSING';
      const message = error instanceof Error ? error.message : 'The vault refused the request.';
      post({ v: VAULT_PROTOCOL_VERSION, type: 'error', id, code, message });
    }
  };

  const loaded: VaultLoaded = { marker: VAULT_MARKER, v: VAULT_PROTOCOL_VERSION, type: 'loaded', view };
  for (const origin of parents) window.parent.postMessage(loaded, origin);
}

/** Tells the page the view's height whenever it changes, so the iframe fits it. */
function reportSize(post: (message: VaultReply) => void): void {
  const send = (): void =>
    post({
      v: VAULT_PROTOCOL_VERSION,
      type: 'event',
      name: 'size',
      height: document.documentElement.scrollHeight,
    });
  new ResizeObserver(send).observe(document.body);
  send();
}

void start().catch(() => undefined);
