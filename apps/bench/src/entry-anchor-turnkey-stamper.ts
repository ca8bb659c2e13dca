// Anchor: Turnkey's API-key stamper (the same stamp format: import a raw key, sign, header).
export { ApiKeyStamper } from '@turnkey/api-key-stamper';
