// The vault frame's channel and its refusals: exact origins in the handshake, typed and versioned
// messages, a frame that signs nothing the person did not approve, and a frame-mode wallet that fails
// with a typed error naming the cause (never falling back to page mode).
import { describe, expect, it } from 'vitest';
import { generateClientKeyPair } from '../../src/crypto/index.js';
import { isKeyholdError } from '../../src/errors.js';
import { VaultConnection } from '../../src/vault/connection.js';
import { DeferredFrameKeys, type FrameMode } from '../../src/vault/deferred-keys.js';
import { caught, env, isolatedStore, newCustomer, signInWithOtp, uniqueEmail } from './helpers.js';
import { frameWalletFor, handshake, mountRawVault, rawVault, vaultUrl, framePage } from './vault-helpers.js';

framePage();

const payload = (operation: string, parameters: Record<string, unknown>, expiresAt: string) =>
  JSON.stringify({
    accountId: 'InternalAccount:x',
    expiresAt,
    operation,
    parameters,
    requestId: 'Request:1',
  });

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('the vault channel', () => {
  it('answers only its parent: a hello from another origin gets nothing, the parent’s then gets ready', async () => {
    const { frame, origin } = await mountRawVault('key');
    const sibling = document.createElement('iframe');
    const report = new Promise<{ answered: boolean }>((resolve) => {
      window.addEventListener('message', (e) => {
        if ((e.data as { hostileReport?: boolean })?.hostileReport) resolve(e.data as { answered: boolean });
      });
    });
    sibling.src = `${env.vault}/hostile-sibling.html`;
    document.body.append(sibling);
    expect(await report).toEqual({ hostileReport: true, answered: false });
    sibling.remove();
    const vault = await handshake(frame, origin);
    expect(await vault.send({ v: 1, id: 1, type: 'display', lang: 'fr' })).toMatchObject({
      type: 'result',
      id: 1,
    });
  });

  it('refuses unknown messages and other versions with typed errors', async () => {
    const vault = await rawVault('key');
    expect(await vault.send({ v: 1, id: 7, type: 'export-private-key' })).toMatchObject({
      type: 'error',
      id: 7,
      code: 'VAULT_UNKNOWN_MESSAGE',
    });
    expect(await vault.send({ v: 2, id: 8, type: 'new-client-key' })).toMatchObject({
      type: 'error',
      id: 8,
      code: 'VAULT_VERSION_MISMATCH',
    });
    expect(await vault.send({ v: 1, id: 9, type: 'open-session' })).toMatchObject({
      type: 'error',
      code: 'INVALID_INPUT',
    });
  });

  it('signs nothing but a sign-out without a click', async () => {
    const vault = await rawVault('key');
    const answer = await vault.send({
      v: 1,
      id: 1,
      type: 'stamp',
      sessionId: 'Session:any',
      payloadToSign: payload('EXECUTE_QUOTE', { quoteId: 'Quote:1' }, inMinutes(5)),
    });
    expect(answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_REQUIRED' });
  });

  it('refuses an export to a client key the frame did not make, before showing anything', async () => {
    const vault = await rawVault('visible');
    const own = await generateClientKeyPair();
    const answer = await vault.send({
      v: 1,
      id: 1,
      type: 'approve',
      sessionId: 'Session:any',
      payloadToSign: payload('EXPORT_WALLET', { clientPublicKey: own.publicKey }, inMinutes(5)),
      expiresAt: inMinutes(5),
    });
    expect(answer).toMatchObject({ type: 'error', code: 'VAULT_EXPORT_KEY_UNKNOWN' });
    // Keys the frame made for an export it started are the only ones it signs an export for.
    const started = await vault.send({ v: 1, id: 2, type: 'begin-export' });
    expect(started).toMatchObject({ type: 'result' });
    expect((started['value'] as { publicKey: string }).publicKey).not.toBe(own.publicKey);
  });

  it('ends a request nobody approves with VAULT_APPROVAL_EXPIRED at its expiry', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('vault-expiry'));
    const vault = await rawVault('visible');
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const answer = await vault.send({
      v: 1,
      id: 1,
      type: 'approve',
      sessionId: session.id,
      payloadToSign: payload('EXECUTE_QUOTE', { quoteId: 'Quote:1' }, expiresAt),
      expiresAt,
    });
    expect(answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_EXPIRED' });
  });

  it('ends a request the frame leaves unanswered in a typed error after its bound, never waiting forever', async () => {
    const customer = await newCustomer();
    const session = await signInWithOtp(frameWalletFor(customer), customer, uniqueEmail('vault-bound'));
    const connection = new VaultConnection({
      url: vaultUrl(),
      view: 'visible',
      parent: document.body,
      handshakeTimeoutMs: 4_000,
    });
    // An approval nobody gives: the frame keeps it open until its expiry an hour away; the page's bound
    // (here 1 s) ends the wait first, with a code the elements word as "did not answer".
    const expiresAt = inMinutes(60);
    const error = await caught(
      connection.request(
        'approve',
        {
          sessionId: session.id,
          payloadToSign: payload('EXECUTE_QUOTE', { quoteId: 'Quote:1' }, expiresAt),
          expiresAt,
          clockOffsetMs: 0,
        },
        1_000,
      ),
    );
    expect(error.code).toBe('VAULT_HANDSHAKE_TIMEOUT');
    connection.close();
  });
});

describe('frame mode failures', () => {
  it('ends in VAULT_UNREACHABLE when the frame-mode code cannot be loaded, and loads it again on the next call', async () => {
    // A real failed fetch of the module, as on a page gone offline (nothing listens on port 9).
    const offline = 'http://localhost:9/frame-mode.js';
    let loads = 0;
    const load = (): Promise<FrameMode> =>
      loads++ === 0
        ? (import(/* @vite-ignore */ offline) as Promise<FrameMode>)
        : import('../../src/vault/frame-mode.js');
    const keys = new DeferredFrameKeys({ url: vaultUrl(), handshakeTimeoutMs: 5_000 }, () => 0, load);
    expect(keys.mode).toBe('frame');
    const error = await caught(keys.newClientKey());
    expect(isKeyholdError(error)).toBe(true);
    expect(error.code).toBe('VAULT_UNREACHABLE');
    // The code loads on the next call and the vault frame answers: it was the load, not frame mode, that failed.
    const { publicKey } = await keys.newClientKey();
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(loads).toBe(2);
    keys.close();
  });

  it('names a vault URL that cannot be reached, and never falls back to page mode', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = frameWalletFor(customer, { keyStore: store }, 'http://localhost:9/vault/');
    const error = await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-down')));
    expect(error.code).toBe('VAULT_UNREACHABLE');
    expect(wallet.session).toBeNull();
    expect(await store.listClientKeys()).toEqual([]);
    expect(wallet.mode).toBe('frame');
  });

  it('names a URL that is not a vault', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer, {}, `${env.main.url}/not-a-vault/`);
    expect((await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-none')))).code).toBe(
      'VAULT_NOT_A_VAULT',
    );
  });

  it('names a vault origin whose storage the browser blocks, keeps nothing in the page and signs nothing', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const url = vaultUrl([location.origin], 'blocked-storage');
    const wallet = frameWalletFor(customer, { keyStore: store }, url);
    const error = await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-storage')));
    expect(error.code).toBe('VAULT_STORAGE_BLOCKED');
    const details = error.details as { origin: string; reason: string };
    expect(details.origin).toBe(new URL(url).origin);
    expect(details.reason).toMatch(/^IndexedDB failed: .*insecure/i);
    // Never page mode instead: no session, no client key kept in the page, still a frame-mode wallet.
    expect(wallet.session).toBeNull();
    expect(wallet.mode).toBe('frame');
    expect(await store.listClientKeys()).toEqual([]);
    expect(await store.listSessions()).toEqual([]);
  });

  it('names a vault that does not list this page among its parents (frame-ancestors refuses it)', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer, {}, vaultUrl(['https://app.example.com']));
    expect((await caught(signInWithOtp(wallet, customer, uniqueEmail('vault-refused')))).code).toBe(
      'VAULT_PARENT_REFUSED',
    );
  });
});
