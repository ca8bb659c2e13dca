/**
 * `@keyhold/elements/locales/de`: registers the German catalogue (`lang="de"`, `de-AT`, `de-CH`, …) when
 * imported. A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/de';
 * document.documentElement.lang = 'de';
 */
import { registerCopy } from '../../shared/localize.js';
import { de } from '@keyhold/locales/de/copy';

registerCopy('de', de);

export { de };
