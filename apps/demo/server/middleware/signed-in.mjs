// Authorization before the body: a route that is not open needs the demo sign-in (its cookie names a
// customer), checked before anything reads the request body.
import { DemoError } from '../errors.mjs';

export const signInFirst = () => new DemoError(401, 'Sign in to the demo first.');

/** @type {import('hono').MiddlewareHandler} */
export async function signedIn(c, next) {
  if (!c.get('call').customerId) throw signInFirst();
  await next();
}
