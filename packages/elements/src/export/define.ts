import '../approve-dialog/define.js';
import { define } from '../shared/define.js';
import { KhExport } from './export.js';

export { KhExport };

define('kh-export', KhExport);

declare global {
  interface HTMLElementTagNameMap {
    'kh-export': KhExport;
  }
}
