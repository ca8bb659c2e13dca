// Anchor: Turnkey's own code for the same session-bundle format (open with a raw key).
export { decryptCredentialBundle } from '@turnkey/crypto';
