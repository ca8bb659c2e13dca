import { define } from '../shared/define.js';
import { KhActivity } from './activity.js';

export { KhActivity };

define('kh-activity', KhActivity);

declare global {
  interface HTMLElementTagNameMap {
    'kh-activity': KhActivity;
  }
}
