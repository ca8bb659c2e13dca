// Authorization before the body: a route that is not open needs the demo sign-in (its cookie names a
// customer), checked before anything reads the request body.
import type { Call } from '../context.js';
import { DemoError } from '../errors.js';

export const signInFirst = (): DemoError => new DemoError(401, 'Sign in to the demo first.');

/** Refuses (401) a call without the demo sign-in. */
export function requireSignedIn(call: Call): void {
  if (!call.customerId) throw signInFirst();
}
