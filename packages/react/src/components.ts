import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type { KhEvent, KhEventName } from '@keyhold/elements';
// generated:start [imports] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
import { KhActivity } from '@keyhold/elements/activity';
import { KhApproveDialog } from '@keyhold/elements/approve-dialog';
import { KhBalance } from '@keyhold/elements/balance';
import { KhCredentialManager } from '@keyhold/elements/credential-manager';
import { KhEmailInput } from '@keyhold/elements/email-input';
import { KhExport } from '@keyhold/elements/export';
import { KhOtpInput } from '@keyhold/elements/otp-input';
import { KhReauth } from '@keyhold/elements/reauth';
import { KhReceive } from '@keyhold/elements/receive';
import { KhSend } from '@keyhold/elements/send';
import { KhSessionList } from '@keyhold/elements/session-list';
import { KhSessionStatus } from '@keyhold/elements/session-status';
import { KhSignIn } from '@keyhold/elements/sign-in';
// generated:end
import React, { createElement, forwardRef, useContext } from 'react';
import { WalletContext } from './context.js';

const ev = <K extends KhEventName>(name: K) => name as EventName<KhEvent<K>>;

/**
 * Gives a wallet element the provider's wallet when no `wallet` prop is passed, so
 * `<SignIn methods={['email']} />` inside `<KeyholdProvider>` needs nothing else.
 */
function withProviderWallet<I extends HTMLElement & { wallet?: unknown }, E extends Record<string, string>>(
  Inner: ReactWebComponent<I, E>,
): ReactWebComponent<I, E> {
  const Outer = forwardRef<I, Record<string, unknown>>(function KeyholdWalletElement(props, ref) {
    const wallet = useContext(WalletContext);
    return createElement(Inner as never, { ...props, wallet: props.wallet ?? wallet ?? undefined, ref });
  });
  Outer.displayName = Inner.displayName ?? 'KeyholdWalletElement';
  return Outer as unknown as ReactWebComponent<I, E>;
}

// generated:start [components] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
/**
 * `<kh-activity>`: the wallet's payments, newest first and paged, following those in progress to their end.
 * Events: `onKhTransaction`, `onKhError`.
 */
export const Activity = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-activity',
    elementClass: KhActivity,
    displayName: 'Activity',
    events: { onKhTransaction: ev('kh-transaction'), onKhError: ev('kh-error') },
  }),
);

/**
 * `<kh-approve-dialog>`: shows a signed request and approves or declines it.
 * Events: `onKhApproved`, `onKhRejected`, `onKhRequestClose`, `onKhError`.
 */
export const ApproveDialog = createComponent({
  react: React,
  tagName: 'kh-approve-dialog',
  elementClass: KhApproveDialog,
  displayName: 'ApproveDialog',
  events: {
    onKhApproved: ev('kh-approved'),
    onKhRejected: ev('kh-rejected'),
    onKhRequestClose: ev('kh-request-close'),
    onKhError: ev('kh-error'),
  },
});

/**
 * `<kh-balance>`: the wallet's balance in currency: loading, signed out, unreachable, updated after payments.
 * Events: `onKhError`.
 */
export const Balance = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-balance',
    elementClass: KhBalance,
    displayName: 'Balance',
    events: { onKhError: ev('kh-error') },
  }),
);

/**
 * `<kh-credential-manager>`: list, add and remove the wallet's credentials.
 * Events: `onKhCredentialAdded`, `onKhCredentialRevoked`, `onKhApproved`, `onKhRejected`, `onKhError`.
 */
export const CredentialManager = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-credential-manager',
    elementClass: KhCredentialManager,
    displayName: 'CredentialManager',
    events: {
      onKhCredentialAdded: ev('kh-credential-added'),
      onKhCredentialRevoked: ev('kh-credential-revoked'),
      onKhApproved: ev('kh-approved'),
      onKhRejected: ev('kh-rejected'),
      onKhError: ev('kh-error'),
    },
  }),
);

/**
 * `<kh-email-input>`: form-associated email field.
 */
export const EmailInput = createComponent({
  react: React,
  tagName: 'kh-email-input',
  elementClass: KhEmailInput,
  displayName: 'EmailInput',
  events: {},
});

/**
 * `<kh-export>`: export the recovery phrase, revealed only on request.
 * Events: `onKhExportRevealed`, `onKhApproved`, `onKhRejected`, `onKhError`.
 */
export const Export = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-export',
    elementClass: KhExport,
    displayName: 'Export',
    events: {
      onKhExportRevealed: ev('kh-export-revealed'),
      onKhApproved: ev('kh-approved'),
      onKhRejected: ev('kh-rejected'),
      onKhError: ev('kh-error'),
    },
  }),
);

/**
 * `<kh-otp-input>`: one-time code entry, form-associated.
 * Events: `onKhOtpComplete`, `onKhOtpResend`.
 */
export const OtpInput = createComponent({
  react: React,
  tagName: 'kh-otp-input',
  elementClass: KhOtpInput,
  displayName: 'OtpInput',
  events: { onKhOtpComplete: ev('kh-otp-complete'), onKhOtpResend: ev('kh-otp-resend') },
});

/**
 * `<kh-reauth>`: modal re-authentication when a session ended mid-flow.
 * Events: `onKhSession`, `onKhRequestClose`, `onKhReauthCancelled`, `onKhError`.
 */
export const Reauth = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-reauth',
    elementClass: KhReauth,
    displayName: 'Reauth',
    events: {
      onKhSession: ev('kh-session'),
      onKhRequestClose: ev('kh-request-close'),
      onKhReauthCancelled: ev('kh-reauth-cancelled'),
      onKhError: ev('kh-error'),
    },
  }),
);

/**
 * `<kh-receive>`: the wallet's UMA address with a QR code and Copy, and its funding instructions.
 * Events: `onKhError`.
 */
export const Receive = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-receive',
    elementClass: KhReceive,
    displayName: 'Receive',
    events: { onKhError: ev('kh-error') },
  }),
);

/**
 * `<kh-send>`: pays a payee from the wallet: quote, approval in the dialog, the payment followed to its end.
 * Events: `onKhTransaction`, `onKhError`.
 */
export const Send = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-send',
    elementClass: KhSend,
    displayName: 'Send',
    events: { onKhTransaction: ev('kh-transaction'), onKhError: ev('kh-error') },
  }),
);

/**
 * `<kh-session-list>`: list and revoke sessions; sign out.
 * Events: `onKhSessionRevoked`, `onKhSession`, `onKhApproved`, `onKhRejected`, `onKhError`.
 */
export const SessionList = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-session-list',
    elementClass: KhSessionList,
    displayName: 'SessionList',
    events: {
      onKhSessionRevoked: ev('kh-session-revoked'),
      onKhSession: ev('kh-session'),
      onKhApproved: ev('kh-approved'),
      onKhRejected: ev('kh-rejected'),
      onKhError: ev('kh-error'),
    },
  }),
);

/**
 * `<kh-session-status>`: the session's state: active, expiring soon, expired or revoked, with re-auth and sign-out.
 * Events: `onKhReauthRequest`, `onKhSession`, `onKhError`.
 */
export const SessionStatus = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-session-status',
    elementClass: KhSessionStatus,
    displayName: 'SessionStatus',
    events: {
      onKhReauthRequest: ev('kh-reauth-request'),
      onKhSession: ev('kh-session'),
      onKhError: ev('kh-error'),
    },
  }),
);

/**
 * `<kh-sign-in>`: credential setup / sign-in: passkey, email code, OAuth.
 * Events: `onKhSession`, `onKhError`, `onKhApproved`, `onKhRejected`.
 */
export const SignIn = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-sign-in',
    elementClass: KhSignIn,
    displayName: 'SignIn',
    events: {
      onKhSession: ev('kh-session'),
      onKhError: ev('kh-error'),
      onKhApproved: ev('kh-approved'),
      onKhRejected: ev('kh-rejected'),
    },
  }),
);
// generated:end
