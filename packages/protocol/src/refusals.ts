// The failed checks of a 401 `UNAUTHORIZED` (service §5(8), §7: "the body has a `reason` naming the failed
// check"), each under a typed name with the service's wording. The sandbox answers with these texts; a
// client reads a `reason` back into its typed name (`refusalOf`, or `retryRefusalOf` for the two that change
// what a client does) and decides on the name, never on the message beside it.

/** The refusal of a signed retry whose stamping session is gone (re-auth, then start over). */
export const SESSION_NOT_LIVE = 'Stamp key is not a live session of this account';
/** The refusal of a signed retry whose challenge expired (start over with a new one). */
export const SIGNED_REQUEST_EXPIRED = 'Signed request expired';

/** Every refusal: its typed name → the service's wording. */
export const REFUSALS = {
  invalidOtp: 'Invalid OTP code',
  expiredOtp: 'OTP code expired',
  invalidPasskeySignature: 'Invalid passkey signature',
  invalidPasskeyAttestation: 'Invalid passkey attestation',
  invalidOidcToken: 'Invalid OIDC token',
  invalidSignature: 'Invalid Service-Wallet-Signature',
  missingSignature: 'Missing Service-Wallet-Signature',
  missingRequestId: 'Missing Request-Id',
  unknownRequestId: 'Unknown Request-Id',
  requestIdReused: 'Request-Id already used',
  requestIdOtherAccount: 'Request-Id belongs to another account',
  signedRequestExpired: SIGNED_REQUEST_EXPIRED,
  bodyMismatch: 'Request does not match the signed request',
  sessionNotLive: SESSION_NOT_LIVE,
  selfRevocation: 'A credential cannot revoke itself',
  invalidApiCredentials: 'Invalid API credentials',
} as const;

/** The typed name of a 401's failed check (`invalidOtp`, `signedRequestExpired`, …). */
export type Refusal = keyof typeof REFUSALS;

let byText: ReadonlyMap<string, Refusal> | undefined;

/**
 * The typed name of a service `reason`, or undefined for a text the table does not hold (the service
 * publishes only some of its reasons: a caller decides what an unknown one means).
 *
 * @example refusalOf('Signed request expired') // 'signedRequestExpired'
 */
export function refusalOf(reason: string | undefined): Refusal | undefined {
  if (typeof reason !== 'string' || reason.length > 200) return undefined;
  byText ??= new Map(Object.entries(REFUSALS).map(([name, text]) => [text.toLowerCase(), name as Refusal]));
  return byText.get(reason.trim().toLowerCase());
}

/**
 * What a refused signed retry's `reason` asks of the client when it is one of the two refusals that change
 * what a client does (`session`, `challenge-expired`); undefined for any other reason. Reads only those two
 * texts, so a browser bundle does not carry the whole table.
 */
export function retryRefusalOf(reason: string | undefined): 'session' | 'challenge-expired' | undefined {
  const text = typeof reason === 'string' && reason.length <= 200 ? reason.trim().toLowerCase() : '';
  if (text === SESSION_NOT_LIVE.toLowerCase()) return 'session';
  if (text === SIGNED_REQUEST_EXPIRED.toLowerCase()) return 'challenge-expired';
  return undefined;
}

/**
 * What a refused signed retry asks of the client: `session` (the stamping session is gone: re-auth, then
 * start over), `challenge-expired` (start over with a new challenge) or `fatal` (a wrong stamp, a reused or
 * foreign `Request-Id`, a changed body: surface it).
 */
export function retryRefusalKind(refusal: Refusal): 'session' | 'challenge-expired' | 'fatal' {
  if (refusal === 'sessionNotLive') return 'session';
  if (refusal === 'signedRequestExpired') return 'challenge-expired';
  return 'fatal';
}
