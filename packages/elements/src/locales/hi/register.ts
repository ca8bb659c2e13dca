/**
 * `@keyhold/elements/locales/hi`: registers the Hindi catalogue (`lang="hi"`, `hi-IN`, …) when imported.
 * A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/hi';
 * document.documentElement.lang = 'hi';
 */
import { registerCopy } from '../../shared/localize.js';
import { hi } from '@keyhold/locales/hi/copy';

registerCopy('hi', hi);

export { hi };
