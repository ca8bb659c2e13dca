import { createKeyStore, type KeyStore } from '@keyhold/core';
import {
  type ClientKeyPair,
  generateClientKeyPair,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  stamp as makeStamp,
} from '@keyhold/core/crypto';
import { signOutPayload } from '@keyhold/core/protocol';
import { publicKeysIn } from '@keyhold/core/summary';
import type { VaultConfig, VaultRequest, VaultResultMap, VaultView } from '@keyhold/core/vault-protocol';
import { VaultRefusal, askApproval } from './approval-view.js';
import { copyFor } from './copy.js';
import { applyDisplay, currentLang } from './display.js';
import { showExportRefused, showExportWaiting, showPhrase } from './export-view.js';
import { paidAccount, payeeWords } from './payee.js';
import { EXPORT_OPERATIONS, summarise } from './summary.js';
import { approvesInWindow, askInWindow } from './window-approval.js';
import { signInCopyFor } from './copy.js';
import { signInHere } from './signin-view.js';

/** Client keys older than an OAuth round trip are never used: they are deleted at start. */
const CLIENT_KEY_TTL_MS = 30 * 60_000;

/** The vault's keys: IndexedDB of the vault origin, shared by every frame of it (key and visible views). */
export function vaultStore(): KeyStore {
  return createKeyStore({ dbName: 'keyhold-vault' });
}

/** Deletes expired sessions and stale client keys (at start). */
export async function purge(store: KeyStore): Promise<void> {
  await store.purgeExpired();
  for (const key of await store.listClientKeys()) {
    if (Date.now() - Date.parse(key.createdAt) > CLIENT_KEY_TTL_MS)
      await store.deleteClientKey(key.publicKey);
  }
}

/** What one frame keeps in memory: the export keys it made, and whether it may open an envelope. */
export interface FrameState {
  view: VaultView;
  config: VaultConfig;
  store: KeyStore;
  /** Export client keys this frame generated for an export it started (never stored). */
  exportKeys: Map<string, ClientKeyPair>;
  /** The export key whose request the person approved here: the only one an envelope may be opened with. */
  approvedExportKey: ClientKeyPair | null;
  /** The account and the request of that approved export: an envelope must name both in its signed data. */
  approvedExport?: { accountId: string; requestId: string } | null;
  /** Tells the page the person closed the view. */
  closed(): void;
  /** True while the person is asked about a request here: nothing else may replace what they read. */
  asking?: boolean;
  /** True once this frame was asked to approve: one visible frame, one approval (the next needs a fresh view). */
  approvalAsked?: boolean;
}

type Answer = VaultResultMap[keyof VaultResultMap];

const refuse = (code: string, message: string): never => {
  throw new VaultRefusal(code, message);
};

function needView(state: FrameState, view: VaultView): void {
  if (state.view !== view) refuse('VAULT_UNKNOWN_MESSAGE', `This request is answered by the ${view} view.`);
}

/** One request at a time: a second one would replace, under the person's eyes, the one they are reading. */
function notAsking(state: FrameState): void {
  if (state.asking) refuse('VAULT_UNKNOWN_MESSAGE', 'This frame is already asking about another request.');
}

/**
 * One visible frame, one approval: the next request needs a fresh frame (a view that answers request after
 * request in the same place gets clicks meant for the last one). The one repeat is an export's own
 * re-approval, for the export key this frame made, after the service asked the person to sign in again.
 */
function onceOnly(state: FrameState, payloadToSign: string): void {
  if (!state.approvalAsked) return;
  const named = publicKeysIn(payloadToSign);
  if (named.length > 0 && named.every((k) => state.exportKeys.has(k))) return;
  refuse('VAULT_UNKNOWN_MESSAGE', 'This frame already asked for one approval: mount a fresh frame.');
}

async function liveSession(state: FrameState, sessionId: string) {
  const session = await state.store.getSession(sessionId);
  if (
    !session ||
    !session.privateKey ||
    !session.publicKey ||
    !(Date.parse(session.expiresAt) > Date.now())
  ) {
    return refuse('VAULT_KEY_MISSING', 'The vault holds no live key for this session.');
  }
  return { privateKey: session.privateKey, publicKey: session.publicKey };
}

/** Answers one checked request of the page. */
export async function handle(state: FrameState, request: VaultRequest): Promise<Answer> {
  const { store } = state;
  switch (request.type) {
    case 'display':
      // Only between requests: a restyle under the person's eyes would change what they are reading.
      notAsking(state);
      applyDisplay(request);
      return {};
    case 'new-client-key': {
      needView(state, 'key');
      const key = await generateClientKeyPair();
      await store.putClientKey({ ...key, createdAt: new Date().toISOString() });
      return { publicKey: key.publicKey };
    }
    case 'has-client-key':
      return { known: (await store.getClientKey(request.publicKey)) !== undefined };
    case 'forget-client-key':
      await store.deleteClientKey(request.publicKey);
      return {};
    case 'open-session': {
      needView(state, 'key');
      const clientKey = await store.getClientKey(request.clientPublicKey);
      if (!clientKey) return refuse('VAULT_KEY_MISSING', 'The vault made no such client key.');
      const signer = await importSessionKey(await openSessionKeyBundle(request.bundle, clientKey));
      await store.putSession({
        id: request.sessionId,
        accountId: request.accountId,
        credentialId: '',
        credentialType: 'EMAIL_OTP',
        expiresAt: request.expiresAt,
        publicKey: signer.publicKey,
        privateKey: signer.privateKey,
        stub: false,
        storedAt: new Date().toISOString(),
      });
      await store.deleteClientKey(request.clientPublicKey);
      return { publicKey: signer.publicKey };
    }
    case 'forget-sessions':
      for (const id of request.sessionIds) await store.deleteSession(id);
      return {};
    case 'stamp': {
      // Read strictly (one key each, only a sign-out's fields, each of its type): anything else needs a click.
      const signOut = signOutPayload(request.payloadToSign);
      if (!signOut) {
        refuse('VAULT_APPROVAL_REQUIRED', 'Only a sign-out is signed without a click in the vault frame.');
      }
      const stored = await store.getSession(request.sessionId);
      if (stored && stored.accountId !== signOut!.accountId) {
        refuse('VAULT_APPROVAL_REQUIRED', 'The sign-out names another account than this session’s.');
      }
      return { stamp: await makeStamp(request.payloadToSign, await liveSession(state, request.sessionId)) };
    }
    case 'approve':
      needView(state, 'visible');
      notAsking(state);
      onceOnly(state, request.payloadToSign);
      state.approvalAsked = true;
      state.asking = true;
      try {
        return await approve(state, request);
      } finally {
        state.asking = false;
      }
    case 'sign-in':
      needView(state, 'visible');
      notAsking(state);
      state.asking = true;
      try {
        return await signInHere(state.config, store, request, signInCopyFor(currentLang()));
      } finally {
        state.asking = false;
      }
    case 'begin-export': {
      needView(state, 'visible');
      notAsking(state);
      const key = await generateClientKeyPair();
      state.exportKeys.set(key.publicKey, key);
      showExportWaiting(copyFor(currentLang()));
      return { publicKey: key.publicKey };
    }
    case 'show-export': {
      needView(state, 'visible');
      const key = state.approvedExportKey;
      const boundTo = state.approvedExport;
      if (!key || !boundTo)
        return refuse('VAULT_EXPORT_KEY_UNKNOWN', 'No export was approved in this frame.');
      state.approvedExportKey = null;
      state.approvedExport = null;
      state.exportKeys.delete(key.publicKey);
      let phrase: string;
      try {
        // Bound: the envelope's signed data must name the account and the request the person approved.
        phrase = await openExportEnvelope(request.encryptedWalletCredentials, key, {
          trustedSigners: state.config.trustedSigners,
          boundTo,
          ...(state.config.sandbox ? { allowUnsigned: true } : {}),
          ...(state.config.organizationId !== undefined
            ? { organizationId: state.config.organizationId }
            : {}),
        });
      } catch (error) {
        showExportRefused(copyFor(currentLang()), error);
        throw error;
      }
      showPhrase(phrase, copyFor(currentLang()), () => state.closed());
      return {};
    }
  }
}

async function approve(
  state: FrameState,
  request: Extract<VaultRequest, { type: 'approve' }>,
): Promise<Answer> {
  const lang = currentLang();
  const t = copyFor(lang);
  const summary = summarise(request.payloadToSign, t, lang);
  // The frame checks what it can itself: an export (or a payload it cannot read) that names a public key
  // must name only export keys this frame made; a script's own export gets nothing, even if approved.
  const named = publicKeysIn(request.payloadToSign);
  const mustBeOurs = EXPORT_OPERATIONS.has(summary.operation) || summary.operation === 'UNKNOWN';
  if (mustBeOurs && (EXPORT_OPERATIONS.has(summary.operation) || named.length > 0)) {
    const ours = named.length > 0 && named.every((k) => state.exportKeys.has(k));
    if (!ours) refuse('VAULT_EXPORT_KEY_UNKNOWN', 'The export names a client key this frame did not make.');
  }
  if (EXPORT_OPERATIONS.has(summary.operation) && !summary.binding) {
    refuse('INVALID_PAYLOAD', 'An export payload must name its account and its request.');
  }
  const session = await liveSession(state, request.sessionId);
  const offset = Number.isFinite(request.clockOffsetMs) ? Number(request.clockOffsetMs) : 0;
  const expiries = [Date.parse(request.expiresAt), Date.parse(summary.expiresAt ?? '')].filter(
    (n) => !Number.isNaN(n),
  );
  // The payee named from the backend of the vault's own configuration, never from the page (payee.ts).
  const account = paidAccount(request.payloadToSign);
  const payee = account === undefined ? undefined : await payeeWords(account, state.config, t);
  // In a window of the vault's own where the frame's visibility cannot be proved (window-approval.ts).
  const ask = approvesInWindow(summary.operation, state.config) ? askInWindow : askApproval;
  await ask({
    summary: payee === undefined ? summary : summarise(request.payloadToSign, t, lang, payee),
    ...(payee !== undefined ? { payee } : {}),
    payloadToSign: request.payloadToSign,
    expiresAtMs: expiries.length ? Math.min(...expiries) : Date.now() + offset,
    now: () => Date.now() + offset,
    t,
    lang,
  });
  const stamp = await makeStamp(request.payloadToSign, session);
  if (EXPORT_OPERATIONS.has(summary.operation)) {
    state.approvedExportKey = state.exportKeys.get(named[0]!) ?? null;
    state.approvedExport = summary.binding ?? null;
    showExportWaiting(t);
  }
  return { stamp };
}
