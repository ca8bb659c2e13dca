import { define } from '../shared/define.js';
import { KhReceive } from './receive.js';

export { KhReceive };

define('kh-receive', KhReceive);

declare global {
  interface HTMLElementTagNameMap {
    'kh-receive': KhReceive;
  }
}
