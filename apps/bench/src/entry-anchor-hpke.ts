// Anchor: an independent RFC 9180 implementation for the same suite.
export { CipherSuite, DhkemP256HkdfSha256, HkdfSha256, Aes256Gcm } from '@hpke/core';
