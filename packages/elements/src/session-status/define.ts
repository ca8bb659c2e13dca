import { define } from '../shared/define.js';
import { KhSessionStatus } from './session-status.js';

export { KhSessionStatus };

define('kh-session-status', KhSessionStatus);

declare global {
  interface HTMLElementTagNameMap {
    'kh-session-status': KhSessionStatus;
  }
}
