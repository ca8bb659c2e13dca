/**
 * The elements as framework templates see them, for the type-only framework entries
 * (`@keyhold/elements/vue`, `@keyhold/elements/svelte`): each tag's class, the properties a template may
 * set, and the `kh-*` events it fires (its own and those that bubble from the dialog inside it).
 * @packageDocumentation
 */
import type { LitElement } from 'lit';
import type { KhActivity } from '../activity/activity.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhBalance } from '../balance/balance.js';
import type { KhCredentialManager } from '../credential-manager/credential-manager.js';
import type { KhEmailInput } from '../email-input/email-input.js';
import type { KhExport } from '../export/export.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import type { KhReauth } from '../reauth/reauth.js';
import type { KhReceive } from '../receive/receive.js';
import type { KhSessionList } from '../session-list/session-list.js';
import type { KhSessionStatus } from '../session-status/session-status.js';
import type { KhEvent, KhEventName } from '../shared/events.js';
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
  'kh-session-list': KhSessionList;
  'kh-session-status': KhSessionStatus;
  'kh-sign-in': KhSignIn;
}

export type KhTagName = keyof KhElements;

type Signing = 'kh-approved' | 'kh-rejected' | 'kh-error';

/** The `kh-*` events a listener on each tag receives. */
export interface KhElementEvents {
  'kh-activity': 'kh-transaction' | 'kh-error';
  'kh-approve-dialog': Signing | 'kh-request-close';
  'kh-balance': 'kh-error';
  'kh-credential-manager': Signing | 'kh-credential-added' | 'kh-credential-revoked';
  'kh-email-input': never;
  'kh-export': Signing | 'kh-export-revealed';
  'kh-otp-input': 'kh-otp-complete' | 'kh-otp-resend';
  'kh-reauth': 'kh-session' | 'kh-error' | 'kh-request-close' | 'kh-reauth-cancelled';
  'kh-receive': 'kh-error';
  'kh-session-list': Signing | 'kh-session' | 'kh-session-revoked';
  'kh-session-status': 'kh-session' | 'kh-error' | 'kh-reauth-request';
  'kh-sign-in': Signing | 'kh-session';
}

/**
 * The properties a template may set on element `E`: its own public fields (`wallet`, `methods`, `copy`,
 * `theme`, …), all optional, without Lit's and `HTMLElement`'s members or methods.
 */
export type KhElementProperties<E> = {
  [K in keyof E as K extends keyof LitElement
    ? never
    : E[K] extends (...args: never[]) => unknown
      ? never
      : K]?: E[K];
};

/** `kh-otp-complete` → `KhOtpComplete`. */
export type KhPascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${KhPascalCase<Tail>}`
  : Capitalize<S>;

/** A listener of one `kh-*` event, typed with its `detail`. */
export type KhListener<K extends KhEventName> = (event: KhEvent<K>) => void;
