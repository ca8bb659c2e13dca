/**
 * `@keyhold/elements/locales/ko`: registers the Korean catalogue (`lang="ko"`, `ko-KR`, …) when imported.
 * A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/ko';
 * document.documentElement.lang = 'ko';
 */
import { registerCopy } from '../../shared/localize.js';
import { ko } from '@keyhold/locales/ko/copy';

registerCopy('ko', ko);

export { ko };
