// The whole headless core a page ships: createWallet with every flow, sessions, signed requests, quotes.
export * from '@keyhold/core';
