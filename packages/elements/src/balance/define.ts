import { define } from '../shared/define.js';
import { KhBalance } from './balance.js';

export { KhBalance };

define('kh-balance', KhBalance);

declare global {
  interface HTMLElementTagNameMap {
    'kh-balance': KhBalance;
  }
}
