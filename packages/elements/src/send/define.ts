import '../approve-dialog/define.js';
import { define } from '../shared/define.js';
import { KhSend } from './send.js';

export { KhSend };

define('kh-send', KhSend);

declare global {
  interface HTMLElementTagNameMap {
    'kh-send': KhSend;
  }
}
