// What a page with the whole UI ships: the headless core (`createWallet` and every flow) and every
// Keyhold element registered, with Lit.
export * from '@keyhold/core';
export * from '@keyhold/elements/all';
