/**
 * `@keyhold/elements/locales/pt`: registers the Brazilian Portuguese catalogue (`lang="pt"`, `pt-BR`, …)
 * when imported. A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/pt';
 * document.documentElement.lang = 'pt-BR';
 */
import { registerCopy } from '../../shared/localize.js';
import { pt } from '@keyhold/locales/pt/copy';

registerCopy('pt', pt);

export { pt };
