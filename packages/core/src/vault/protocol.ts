/**
 * `@keyhold/core/vault-protocol`: the messages between a page (the core in frame mode) and the vault frame
 * (`@keyhold/vault`). Both sides import this one module, so a message either side does not know is a type
 * error at build time and a typed refusal at run time.
 *
 * ## Handshake (window messages, exact origins on both sides)
 * 1. The frame, loaded, posts {@link VaultLoaded} to `window.parent` once per configured parent origin
 *    (the `targetOrigin` is exact, so only the real parent origin receives it).
 * 2. The page checks `event.origin` is the vault's origin and `event.source` is its iframe's window, then
 *    posts {@link VaultHello} with one `MessagePort` to that window, `targetOrigin` = the vault's origin.
 * 3. The frame checks `event.origin` is one of its configured parents and `event.source` is its parent,
 *    takes the port (one handshake per frame load; later hellos are ignored) and answers on it with
 *    {@link VaultReady}, or with an {@link VaultErrorReply} (`id` 0) when its storage is blocked.
 *
 * ## On the port
 * Every request carries `v` ({@link VAULT_PROTOCOL_VERSION}) and an `id`; the frame answers each with one
 * {@link VaultResultReply} or {@link VaultErrorReply} of the same `id`. A message with another version or
 * an unknown `type` gets `VAULT_VERSION_MISMATCH` / `VAULT_UNKNOWN_MESSAGE`. Nothing secret ever travels:
 * only public keys, sealed bundles (useless without the frame's keys), payloads to sign and stamps.
 *
 * | request | view | carries | answer |
 * |---|---|---|---|
 * | `display` | any | lang, dir, colour scheme, design tokens | `{}` |
 * | `new-client-key` | key | – | `{ publicKey }` (uncompressed hex) |
 * | `has-client-key` | key | publicKey | `{ known }` (an OAuth redirect comes back) |
 * | `forget-client-key` | key | publicKey | `{}` |
 * | `open-session` | key | sealed bundle, client public key, session id, account id, expiresAt | `{ publicKey }` of the session key |
 * | `forget-sessions` | key | session ids | `{}` |
 * | `stamp` | key | session id, payloadToSign (only a `REVOKE_SESSION` payload is signed without a click) | `{ stamp }` |
 * | `approve` | visible | session id, payloadToSign, expiresAt, clock offset, credential being removed | `{ stamp }` after a click in the frame |
 * | `begin-export` | visible | – | `{ publicKey }` of a key this frame made for this export |
 * | `show-export` | visible | encryptedWalletCredentials | `{}` once the phrase is shown (never the phrase) |
 * | `sign-in` | visible | optional email to prefill, optional account id | {@link VaultSignedIn} once the person signed in inside the frame (never the code, the key or the bundle) |
 *
 * Events (frame → page, no `id`): `size` (the view's height, to size the iframe) and `closed` (the person
 * pressed Done or Close in the frame).
 * @packageDocumentation
 */

/** The version every message carries; the frame refuses any other. */
export const VAULT_PROTOCOL_VERSION = 1;

/** The marker of the handshake's window messages (other window messages are ignored). */
export const VAULT_MARKER = 'keyhold-vault';

/** `key`: the hidden frame of headless work; `visible`: the frame a person approves or reads the phrase in. */
export type VaultView = 'key' | 'visible';

/** Frame → parent window: the frame loaded and waits for a hello. */
export interface VaultLoaded {
  marker: typeof VAULT_MARKER;
  v: number;
  type: 'loaded';
  view: VaultView;
}

/** Parent → frame window, with one `MessagePort` transferred. */
export interface VaultHello {
  marker: typeof VAULT_MARKER;
  v: number;
  type: 'hello';
}

/** How the page wants the frame to look (the person's language and theme). */
export interface VaultDisplay {
  /** BCP 47 language; the frame keeps its primary subtag if it is `en`, `fr` or `ar`, else English. */
  lang?: string | undefined;
  /** Ignored by the frame: its direction follows its language (right to left for Arabic). */
  dir?: 'ltr' | 'rtl' | undefined;
  scheme?: 'light' | 'dark' | undefined;
  /**
   * `--kh-*` design tokens (name → CSS value); other names, values with `url(`, `;` or braces, colours that
   * leave text or controls under their WCAG contrast, and font sizes outside 12–32 px are dropped.
   */
  tokens?: Record<string, string> | undefined;
}

/** The requests of the page, by `type`. */
export interface VaultRequestMap {
  display: VaultDisplay;
  'new-client-key': Record<string, never>;
  'has-client-key': { publicKey: string };
  'forget-client-key': { publicKey: string };
  'open-session': {
    bundle: string;
    clientPublicKey: string;
    sessionId: string;
    accountId: string;
    /** When the session ends (its key is forgotten after it). */
    expiresAt: string;
  };
  'forget-sessions': { sessionIds: string[] };
  stamp: { sessionId: string; payloadToSign: string };
  approve: {
    sessionId: string;
    payloadToSign: string;
    /** When the challenge expires, on the service's clock. */
    expiresAt: string;
    /** Milliseconds to add to the frame's `Date.now()` for the service's time (display and expiry only). */
    clockOffsetMs?: number | undefined;
  };
  'begin-export': Record<string, never>;
  'show-export': { encryptedWalletCredentials: string };
  /**
   * Shows the frame's sign-in view: the person types the address and the code there; the frame calls the
   * backend of its own configuration, opens the session and keeps its key.
   */
  'sign-in': {
    /** Prefills the address field (the person may change it). */
    email?: string | undefined;
    /** The wallet account to sign in to (must be one the backend lists; default: the first). */
    accountId?: string | undefined;
    /**
     * The ways in the view offers (default: all; `oauth` only where the vault's configuration names a
     * provider). The frame decides how each runs; the page only narrows the list.
     */
    methods?: VaultSignInMethod[] | undefined;
  };
}

/** A way to sign in the frame's view offers. */
export type VaultSignInMethod = 'email' | 'passkey' | 'oauth';

const SIGN_IN_METHODS: readonly string[] = ['email', 'passkey', 'oauth'];

/** What the frame tells the page of a session it opened: what the page may show, nothing secret. */
export interface VaultSignedIn {
  session: {
    id: string;
    /** The service's expiry, on the service's clock. */
    expiresAt: string;
    /** When the service created it, on its clock (to learn the clock's offset), when it said. */
    createdAt?: string | undefined;
  };
  /** Compressed hex public key of the session signing key (its private half stays in the frame). */
  publicKey: string;
  credential: { id: string; accountId: string; type: 'EMAIL_OTP' | 'PASSKEY' | 'OAUTH'; nickname: string };
}

/** What each request resolves with. */
export interface VaultResultMap {
  display: Record<string, never>;
  'new-client-key': { publicKey: string };
  'has-client-key': { known: boolean };
  'forget-client-key': Record<string, never>;
  'open-session': { publicKey: string };
  'forget-sessions': Record<string, never>;
  stamp: { stamp: string };
  approve: { stamp: string };
  'begin-export': { publicKey: string };
  'show-export': Record<string, never>;
  'sign-in': VaultSignedIn;
}

/** The name of a request the page may send the frame (`display`, `stamp`, `approve` …). */
export type VaultRequestType = keyof VaultRequestMap;

/** One request on the port. */
export type VaultRequest = {
  [K in VaultRequestType]: { v: number; id: number; type: K } & VaultRequestMap[K];
}[VaultRequestType];

/** The frame's answer to the handshake, on the port. */
export interface VaultReady {
  v: number;
  type: 'ready';
  view: VaultView;
}

/** The frame's answer to the request of the same `id`: the value that request type returns. */
export interface VaultResultReply {
  v: number;
  type: 'result';
  id: number;
  value: VaultResultMap[VaultRequestType];
}

/** A refusal: `code` is a `KeyholdErrorCode`; `message` is for developers (never secret). */
export interface VaultErrorReply {
  v: number;
  type: 'error';
  id: number;
  code: string;
  message: string;
  /** Why, in words a developer reads (the handshake's `VAULT_STORAGE_BLOCKED` names what failed). */
  reason?: string;
}

/** Frame → page events: the view's height, or the person closed the view. */
export type VaultEvent =
  | { v: number; type: 'event'; name: 'size'; height: number }
  | { v: number; type: 'event'; name: 'closed' };

/** Anything the frame posts on the port: the handshake answer, a result, a refusal or an event. */
export type VaultReply = VaultReady | VaultResultReply | VaultErrorReply | VaultEvent;

const REQUEST_TYPES: ReadonlySet<string> = new Set<VaultRequestType>([
  'display',
  'new-client-key',
  'has-client-key',
  'forget-client-key',
  'open-session',
  'forget-sessions',
  'stamp',
  'approve',
  'begin-export',
  'show-export',
  'sign-in',
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown, max = 4096): v is string => typeof v === 'string' && v.length <= max;

/** Why a port message is not a request this version accepts, or null when it is one. */
export function requestProblem(data: unknown): { code: string; message: string } | null {
  if (!isRecord(data) || typeof data['id'] !== 'number' || typeof data['type'] !== 'string') {
    return { code: 'VAULT_UNKNOWN_MESSAGE', message: 'Not a vault request.' };
  }
  if (data['v'] !== VAULT_PROTOCOL_VERSION) {
    return {
      code: 'VAULT_VERSION_MISMATCH',
      message: `The vault speaks version ${VAULT_PROTOCOL_VERSION}, not ${String(data['v'])}.`,
    };
  }
  if (!REQUEST_TYPES.has(data['type'])) {
    return { code: 'VAULT_UNKNOWN_MESSAGE', message: 'The vault does not know this request.' };
  }
  const fieldsOk = (() => {
    switch (data['type'] as VaultRequestType) {
      case 'forget-client-key':
      case 'has-client-key':
        return str(data['publicKey'], 200);
      case 'open-session':
        return ['bundle', 'clientPublicKey', 'sessionId', 'accountId', 'expiresAt'].every((k) =>
          str(data[k], 512),
        );
      case 'forget-sessions':
        return Array.isArray(data['sessionIds']) && data['sessionIds'].every((s) => str(s, 200));
      case 'stamp':
        return str(data['sessionId'], 200) && str(data['payloadToSign'], 65_536);
      case 'approve':
        return (
          str(data['sessionId'], 200) && str(data['payloadToSign'], 65_536) && str(data['expiresAt'], 64)
        );
      case 'show-export':
        return str(data['encryptedWalletCredentials'], 65_536);
      case 'sign-in':
        return (
          (data['email'] === undefined || str(data['email'], 320)) &&
          (data['accountId'] === undefined || str(data['accountId'], 200)) &&
          (data['methods'] === undefined ||
            (Array.isArray(data['methods']) &&
              data['methods'].length <= SIGN_IN_METHODS.length &&
              data['methods'].every((m) => typeof m === 'string' && SIGN_IN_METHODS.includes(m))))
        );
      default:
        return true;
    }
  })();
  return fieldsOk ? null : { code: 'INVALID_INPUT', message: 'The request is missing a field.' };
}

/** True for the frame's `loaded` window message. */
export function isVaultLoaded(data: unknown): data is VaultLoaded {
  return isRecord(data) && data['marker'] === VAULT_MARKER && data['type'] === 'loaded';
}

/** True for the page's `hello` window message. */
export function isVaultHello(data: unknown): data is VaultHello {
  return isRecord(data) && data['marker'] === VAULT_MARKER && data['type'] === 'hello';
}

export {
  VAULT_CONFIG_FILE,
  isVaultConfig,
  type VaultConfig,
  type VaultOAuthProvider,
} from '@keyhold/protocol/vault-config';
