/**
 * The failed checks of a 401 `UNAUTHORIZED` (service §5(8), §7: "the body has a `reason` naming the failed
 * check"), each under a typed name with the service's wording. The sandbox answers with these texts; the
 * core reads an answer's `reason` back into the typed name ({@link refusalOf}) and decides on the name,
 * never on a sentence.
 */
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
  signedRequestExpired: 'Signed request expired',
  bodyMismatch: 'Request does not match the signed request',
  sessionNotLive: 'Stamp key is not a live session of this account',
  selfRevocation: 'A credential cannot revoke itself',
  invalidApiCredentials: 'Invalid API credentials',
} as const;

/** The typed name of a 401's failed check (`invalidOtp`, `signedRequestExpired`, …). */
export type Refusal = keyof typeof REFUSALS;

const BY_TEXT: ReadonlyMap<string, Refusal> = new Map(
  Object.entries(REFUSALS).map(([name, text]) => [text.toLowerCase(), name as Refusal]),
);

/**
 * The typed name of a service `reason`, or undefined for a text the table does not hold (the service
 * publishes only some of its reasons: a caller decides what an unknown one means).
 *
 * @example refusalOf('Signed request expired') // 'signedRequestExpired'
 */
export function refusalOf(reason: string | undefined): Refusal | undefined {
  if (typeof reason !== 'string' || reason.length > 200) return undefined;
  return BY_TEXT.get(reason.trim().toLowerCase());
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
