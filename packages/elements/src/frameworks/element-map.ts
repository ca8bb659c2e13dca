// generated:start (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
/**
 * Every element as the framework template types see it: its class, and the `kh-*` events a listener on it
 * receives (its own and those that bubble from the dialog inside it).
 * @packageDocumentation
 */
import type { KhActivity } from '../activity/activity.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhBalance } from '../balance/balance.js';
import type { KhCredentialManager } from '../credential-manager/credential-manager.js';
import type { KhEmailInput } from '../email-input/email-input.js';
import type { KhExport } from '../export/export.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import type { KhReauth } from '../reauth/reauth.js';
import type { KhReceive } from '../receive/receive.js';
import type { KhSend } from '../send/send.js';
import type { KhSessionList } from '../session-list/session-list.js';
import type { KhSessionStatus } from '../session-status/session-status.js';
import type { KhSignIn } from '../sign-in/sign-in.js';

/** Every tag and its class. */
export interface KhElements {
  'kh-activity': KhActivity;
  'kh-approve-dialog': KhApproveDialog;
  'kh-balance': KhBalance;
  'kh-credential-manager': KhCredentialManager;
  'kh-email-input': KhEmailInput;
  'kh-export': KhExport;
  'kh-otp-input': KhOtpInput;
  'kh-reauth': KhReauth;
  'kh-receive': KhReceive;
  'kh-send': KhSend;
  'kh-session-list': KhSessionList;
  'kh-session-status': KhSessionStatus;
  'kh-sign-in': KhSignIn;
}

/** The `kh-*` events a listener on each tag receives. */
export interface KhElementEvents {
  'kh-activity': 'kh-transaction' | 'kh-error';
  'kh-approve-dialog': 'kh-approved' | 'kh-rejected' | 'kh-request-close' | 'kh-error';
  'kh-balance': 'kh-error';
  'kh-credential-manager':
    | 'kh-credential-added'
    | 'kh-credential-revoked'
    | 'kh-approved'
    | 'kh-rejected'
    | 'kh-error';
  'kh-email-input': never;
  'kh-export': 'kh-export-revealed' | 'kh-approved' | 'kh-rejected' | 'kh-error';
  'kh-otp-input': 'kh-otp-complete' | 'kh-otp-resend';
  'kh-reauth': 'kh-session' | 'kh-request-close' | 'kh-reauth-cancelled' | 'kh-error';
  'kh-receive': 'kh-error';
  'kh-send': 'kh-transaction' | 'kh-error';
  'kh-session-list': 'kh-session-revoked' | 'kh-session' | 'kh-approved' | 'kh-rejected' | 'kh-error';
  'kh-session-status': 'kh-reauth-request' | 'kh-session' | 'kh-error';
  'kh-sign-in': 'kh-session' | 'kh-error' | 'kh-approved' | 'kh-rejected';
}
// generated:end
