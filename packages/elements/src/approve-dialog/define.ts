import { define } from '../shared/define.js';
import { KhApproveDialog } from './approve-dialog.js';

export { KhApproveDialog };

define('kh-approve-dialog', KhApproveDialog);

declare global {
  interface HTMLElementTagNameMap {
    'kh-approve-dialog': KhApproveDialog;
  }
}
