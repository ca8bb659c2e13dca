import '../approve-dialog/define.js';
import { define } from '../shared/define.js';
import { KhCredentialManager } from './credential-manager.js';

export { KhCredentialManager };

define('kh-credential-manager', KhCredentialManager);

declare global {
  interface HTMLElementTagNameMap {
    'kh-credential-manager': KhCredentialManager;
  }
}
