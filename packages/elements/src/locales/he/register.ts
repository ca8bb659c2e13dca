/**
 * `@keyhold/elements/locales/he`: registers the Hebrew catalogue (`lang="he"`, `he-IL`, …) when imported.
 * A separate entry, not loaded by default, so the English-only bundle stays small. Hebrew reads right to
 * left: set `dir="rtl"` on the page (or on the elements) as well; the components mirror with it.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/he';
 * document.documentElement.lang = 'he';
 * document.documentElement.dir = 'rtl';
 */
import { registerCopy } from '../../shared/localize.js';
import { he } from '@keyhold/locales/he/copy';

registerCopy('he', he);

export { he };
