/**
 * `@keyhold/elements/locales/fr`: registers the French catalogue (`lang="fr"`, `fr-CA`, …) when imported.
 * A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/fr';
 * document.documentElement.lang = 'fr';
 */
import { registerCopy } from '../../shared/localize.js';
import { fr } from '@keyhold/locales/fr/copy';

registerCopy('fr', fr);

export { fr };
