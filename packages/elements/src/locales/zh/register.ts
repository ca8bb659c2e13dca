/**
 * `@keyhold/elements/locales/zh`: registers the Simplified Chinese catalogue (`lang="zh"`, `zh-CN`,
 * `zh-Hans`, …) when imported. A separate entry so the English-only bundle stays small.
 *
 * @example
 * import '@keyhold/elements/all';
 * import '@keyhold/elements/locales/zh';
 * document.documentElement.lang = 'zh-CN';
 */
import { registerCopy } from '../../shared/localize.js';
import { zh } from '@keyhold/locales/zh/copy';

registerCopy('zh', zh);

export { zh };
