import '../approve-dialog/define.js';
import '../email-input/define.js';
import '../otp-input/define.js';
import { define } from '../shared/define.js';
import { KhSignIn } from './sign-in.js';

export { KhSignIn };

define('kh-sign-in', KhSignIn);

declare global {
  interface HTMLElementTagNameMap {
    'kh-sign-in': KhSignIn;
  }
}
