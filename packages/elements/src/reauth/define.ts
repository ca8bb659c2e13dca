import '../sign-in/define.js';
import { define } from '../shared/define.js';
import { KhReauth } from './reauth.js';

export { KhReauth };

define('kh-reauth', KhReauth);

declare global {
  interface HTMLElementTagNameMap {
    'kh-reauth': KhReauth;
  }
}
