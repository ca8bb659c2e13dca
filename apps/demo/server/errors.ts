// The demo API's errors and the one writer of their body. A route throws a DemoError (its status, a
// sentence for the person, a code for developers) or lets a service refusal through; the JSON reader
// (@keyhold/server's `readJsonObject`) throws a `WalletRefusal`. `errorAnswer` turns each into what the
// page gets, and anything else into a logged 500.
import { WalletRefusal, isKeyholdError } from '@keyhold/server';

/** An error answered to the page with its status and a sentence (and the service's code for developers). */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string): DemoError =>
  new DemoError(404, `No ${what} of yours has that id.`, 'NOT_FOUND');
export const badInput = (message: string): DemoError => new DemoError(400, message, 'INVALID_INPUT');

/** The status and body the page gets for a thrown error. */
export function errorAnswer(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof DemoError)
    return { status: error.status, body: { message: error.message, code: error.code } };
  if (error instanceof WalletRefusal) {
    // This backend's own refusal of the request (its body: not JSON, too large, too slow).
    return {
      status: error.status,
      body: { message: error.message, code: error.code, details: error.details },
    };
  }
  if (isKeyholdError(error) && error.status !== undefined && error.status >= 400 && error.status < 600) {
    // A service refusal: its sentence for the person, its code and details for developers.
    const { message, code, reason, details } = error;
    return { status: error.status, body: { message, code, reason, details, source: 'service' } };
  }
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 600 && code) {
    // A refusal of the sandbox's controls (sandbox-controls.ts): the same shape.
    return { status, body: { message, code, source: 'service' } };
  }
  console.error('demo api error:', message ?? error);
  return { status: 500, body: { message: 'Demo backend error.' } };
}
