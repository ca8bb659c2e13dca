/** Every request waits for the libraries it may use synchronously (imported on the first one). */
import { loadLibraries } from '../host/libraries.js';
import type { Guard } from '../http/env.js';

export const libraries: Guard = async (_c, next) => {
  await loadLibraries();
  await next();
};
