// The demo API's errors and the one writer of their body. A route throws a DemoError (its status, a
// sentence for the person, a code for developers) or lets a service refusal through; `errorAnswer`
// turns either into what the page gets, and anything else into a logged 500.

/** An error answered to the page with its status and a sentence (and the service's code for developers). */
export class DemoError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const notFound = (what) => new DemoError(404, `No ${what} of yours has that id.`, 'NOT_FOUND');
export const badInput = (message) => new DemoError(400, message, 'INVALID_INPUT');

/**
 * The status and body the page gets for a thrown error.
 * @param {unknown} error
 * @returns {{ status: number, body: Record<string, unknown> }}
 */
export function errorAnswer(error) {
  if (error instanceof DemoError)
    return { status: error.status, body: { message: error.message, code: error.code } };
  const { status, code } = /** @type {{ status?: unknown, code?: unknown }} */ (error ?? {});
  if (typeof status === 'number' && status >= 400 && status < 600 && code) {
    // A service refusal (KeyholdError): its sentence for the person, its code and details for developers.
    const { message, reason, details } = /** @type {any} */ (error);
    return { status, body: { message, code, reason, details, source: 'service' } };
  }
  console.error('demo api error:', /** @type {any} */ (error)?.message ?? error);
  return { status: 500, body: { message: 'Demo backend error.' } };
}
