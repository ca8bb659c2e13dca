// What the wallet's money elements add on top of every other element (`@keyhold/elements/money`):
// measured as the whole page (core + all + money) against `core+elements`.
export * from '@keyhold/core';
export * from '@keyhold/elements/all';
export * from '@keyhold/elements/money';
