/** How a failed attempt reaches the caller: aborted, timed out or unreachable, as a `KeyholdError`. */
import { KeyholdError } from '@keyhold/protocol/errors';

/** An attempt that outlived the transport's timeout. */
export class ServiceTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** undici's own timeouts (connect, headers, body) name the same failure. */
const UNDICI_TIMEOUTS = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** A transport failure as the client reports it: aborted, timed out or unreachable. */
export function transportFailure(cause: unknown, signal: AbortSignal | undefined): KeyholdError {
  if (signal?.aborted) return new KeyholdError('ABORTED', 'The request was aborted.', { cause });
  const err = cause as { name?: string; code?: string } | undefined;
  const timedOut =
    cause instanceof ServiceTimeoutError ||
    err?.name === 'TimeoutError' ||
    (err?.code !== undefined && UNDICI_TIMEOUTS.has(err.code));
  return new KeyholdError(
    timedOut ? 'SERVICE_TIMEOUT' : 'SERVICE_UNREACHABLE',
    timedOut ? 'The service did not answer in time.' : 'The service could not be reached.',
    { cause },
  );
}
