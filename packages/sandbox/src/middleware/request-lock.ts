/**
 * The request lock as middleware: the rest of the route (its Bearer guard, the `Request-Id` claim,
 * the handler) runs alone, so requests and timers never interleave; reads (GET, HEAD) take it as
 * readers. See `host/lock.ts`.
 */
import type { Guard } from '../http/env.js';

export const requestLock: Guard = async (c, next) => {
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  await c.var.sandbox.locked(() => next(), write ? 'write' : 'read');
};
