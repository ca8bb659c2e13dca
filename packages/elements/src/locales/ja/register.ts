/**
 * `@keyhold/elements/locales/ja`: registers the Japanese catalogue (`lang="ja"`, `ja-JP`, …) when
 * imported. A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/ja';
 * document.documentElement.lang = 'ja';
 */
import { registerCopy } from '../../shared/localize.js';
import { ja } from '@keyhold/locales/ja/copy';

registerCopy('ja', ja);

export { ja };
