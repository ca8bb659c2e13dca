/**
 * The sentences of the vault frame's failures (frame mode) in English: what went wrong
 * in words, and what to do. A frame-mode wallet never falls back to page mode, so each says plainly that
 * signing is unavailable until the vault works.
 */
export const enVaultErrors = {
  VAULT_UNREACHABLE:
    'The secure signing window could not be loaded. Check your connection and reload; nothing was signed.',
  VAULT_NOT_A_VAULT: 'The secure signing window is not set up correctly on this site. Nothing was signed.',
  VAULT_PARENT_REFUSED: 'The secure signing window refused to open on this site. Nothing was signed.',
  VAULT_CSP_BLOCKED:
    'This site’s security settings block the secure signing window. Nothing was signed; the site must allow it.',
  VAULT_STORAGE_BLOCKED:
    'This browser blocks the storage the secure signing window needs. Allow site storage and reload.',
  VAULT_HANDSHAKE_TIMEOUT: 'The secure signing window did not answer. Reload the page and try again.',
  VAULT_CLOSED: 'The secure signing window was closed. Nothing was signed.',
  VAULT_APPROVAL_REQUIRED: 'This needs your approval in the secure signing window.',
  VAULT_APPROVAL_EXPIRED: 'Nobody approved this request in time. Nothing was signed: start again.',
  VAULT_EXPORT_KEY_UNKNOWN: 'This export was not started here, so it was refused. Nothing was shown.',
  VAULT_KEY_MISSING: 'Your session key is no longer in this browser. Please sign in again.',
} as const;
