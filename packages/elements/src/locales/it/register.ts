/**
 * `@keyhold/elements/locales/it`: registers the Italian catalogue (`lang="it"`, `it-CH`, …) when imported.
 * A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/it';
 * document.documentElement.lang = 'it';
 */
import { registerCopy } from '../../shared/localize.js';
import { it } from '@keyhold/locales/it/copy';

registerCopy('it', it);

export { it };
