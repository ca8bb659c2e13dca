/**
 * `@keyhold/elements/locales/es`: registers the Spanish catalogue (`lang="es"`, `es-MX`, `es-419`, …) when
 * imported. A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/es';
 * document.documentElement.lang = 'es';
 */
import { registerCopy } from '../../shared/localize.js';
import { es } from '@keyhold/locales/es/copy';

registerCopy('es', es);

export { es };
