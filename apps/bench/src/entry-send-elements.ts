// What `<kh-send>` adds on top of every other element when a page imports `@keyhold/elements/send` alone
// (the approve dialog it uses is already in `all`): measured as the whole page against `core+elements`.
export * from '@keyhold/core';
export * from '@keyhold/elements/all';
export * from '@keyhold/elements/send';
