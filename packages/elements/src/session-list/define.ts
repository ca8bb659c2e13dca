import '../approve-dialog/define.js';
import { define } from '../shared/define.js';
import { KhSessionList } from './session-list.js';

export { KhSessionList };

define('kh-session-list', KhSessionList);

declare global {
  interface HTMLElementTagNameMap {
    'kh-session-list': KhSessionList;
  }
}
