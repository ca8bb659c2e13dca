import { define } from '../shared/define.js';
import { KhOtpInput } from './otp-input.js';

export { KhOtpInput };

define('kh-otp-input', KhOtpInput);

declare global {
  interface HTMLElementTagNameMap {
    'kh-otp-input': KhOtpInput;
  }
}
