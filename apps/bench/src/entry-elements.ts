// Every Keyhold element registered (`@keyhold/elements/all`), with Lit and the core it builds on.
export * from '@keyhold/elements/all';
