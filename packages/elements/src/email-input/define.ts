import { define } from '../shared/define.js';
import { KhEmailInput } from './email-input.js';

export { KhEmailInput };

define('kh-email-input', KhEmailInput);

declare global {
  interface HTMLElementTagNameMap {
    'kh-email-input': KhEmailInput;
  }
}
