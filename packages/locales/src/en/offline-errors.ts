/**
 * The English sentences of the failures that come from a connection that is down: they ship with every
 * element, so a person reads them even when the rest of the error sentences (`./errors.ts`, loaded at
 * the first failure) cannot be fetched for the same reason.
 */
export const enOfflineErrors = {
  NETWORK_ERROR: 'The wallet service could not be reached. Check your connection and try again.',
  SERVICE_UNREACHABLE: 'The wallet service could not be reached. Please try again shortly.',
  INIT_FAILED: 'The wallet could not start. Check your connection and reload the page.',
} as const;
