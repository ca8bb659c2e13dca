/**
 * `@keyhold/elements/locales/ar`: registers the Arabic catalogue (`lang="ar"`, `ar-EG`, …) when imported.
 * A separate entry, not loaded by default, so the English-only bundle stays small. Arabic reads right to
 * left: set `dir="rtl"` on the page (or on the elements) as well; the components mirror with it.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/ar';
 * document.documentElement.lang = 'ar';
 * document.documentElement.dir = 'rtl';
 */
import { registerCopy } from '../../shared/localize.js';
import { ar } from '@keyhold/locales/ar/copy';

registerCopy('ar', ar);

export { ar };
