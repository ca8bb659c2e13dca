import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type { KhEvent, KhEventName } from '@keyhold/elements';
import { KhActivity } from '@keyhold/elements/activity';
import { KhApproveDialog } from '@keyhold/elements/approve-dialog';
import { KhBalance } from '@keyhold/elements/balance';
import { KhCredentialManager } from '@keyhold/elements/credential-manager';
import { KhEmailInput } from '@keyhold/elements/email-input';
import { KhExport } from '@keyhold/elements/export';
import { KhOtpInput } from '@keyhold/elements/otp-input';
import { KhReauth } from '@keyhold/elements/reauth';
import { KhReceive } from '@keyhold/elements/receive';
import { KhSessionList } from '@keyhold/elements/session-list';
import { KhSessionStatus } from '@keyhold/elements/session-status';
import { KhSignIn } from '@keyhold/elements/sign-in';
import React, { createElement, forwardRef, useContext } from 'react';
import { WalletContext } from './context.js';

const ev = <K extends KhEventName>(name: K) => name as EventName<KhEvent<K>>;

/** Events every element that signs requests can fire (they bubble from its inner approve dialog). */
const signing = {
  onKhApproved: ev('kh-approved'),
  onKhRejected: ev('kh-rejected'),
  onKhError: ev('kh-error'),
};

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

/** `<kh-otp-input>`: form-associated one-time-code input. Events `onKhOtpComplete`, `onKhOtpResend`. */
export const OtpInput = createComponent({
  react: React,
  tagName: 'kh-otp-input',
  elementClass: KhOtpInput,
  displayName: 'OtpInput',
  events: { onKhOtpComplete: ev('kh-otp-complete'), onKhOtpResend: ev('kh-otp-resend') },
});

/** `<kh-email-input>`: form-associated email field. */
export const EmailInput = createComponent({
  react: React,
  tagName: 'kh-email-input',
  elementClass: KhEmailInput,
  displayName: 'EmailInput',
  events: {},
});

/**
 * `<kh-approve-dialog>`: shows what will be signed and approves or declines it. Open it through a ref:
 * `ref.current.show(request)` (a `SignedRequest`, e.g. from `useSignedRequest().request`).
 */
export const ApproveDialog = createComponent({
  react: React,
  tagName: 'kh-approve-dialog',
  elementClass: KhApproveDialog,
  displayName: 'ApproveDialog',
  events: { ...signing, onKhRequestClose: ev('kh-request-close') },
});

/** `<kh-sign-in>`: sign in or set up a credential (passkey, email code, OAuth). Event `onKhSession`. */
export const SignIn = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-sign-in',
    elementClass: KhSignIn,
    displayName: 'SignIn',
    events: { ...signing, onKhSession: ev('kh-session') },
  }),
);

/** `<kh-reauth>`: modal re-authentication when a signed action finds no session. */
export const Reauth = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-reauth',
    elementClass: KhReauth,
    displayName: 'Reauth',
    events: {
      onKhSession: ev('kh-session'),
      onKhError: ev('kh-error'),
      onKhRequestClose: ev('kh-request-close'),
      onKhReauthCancelled: ev('kh-reauth-cancelled'),
    },
  }),
);

/** `<kh-credential-manager>`: list, add and remove credentials. */
export const CredentialManager = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-credential-manager',
    elementClass: KhCredentialManager,
    displayName: 'CredentialManager',
    events: {
      ...signing,
      onKhCredentialAdded: ev('kh-credential-added'),
      onKhCredentialRevoked: ev('kh-credential-revoked'),
    },
  }),
);

/** `<kh-session-list>`: list and revoke sessions, sign out of this browser. */
export const SessionList = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-session-list',
    elementClass: KhSessionList,
    displayName: 'SessionList',
    events: { ...signing, onKhSession: ev('kh-session'), onKhSessionRevoked: ev('kh-session-revoked') },
  }),
);

/** `<kh-export>`: export the recovery phrase, shown only after an explicit reveal. */
export const Export = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-export',
    elementClass: KhExport,
    displayName: 'Export',
    events: { ...signing, onKhExportRevealed: ev('kh-export-revealed') },
  }),
);

/**
 * `<kh-session-status>`: the session's state (active, expiring soon, expired, revoked) with "Sign in
 * again" and sign-out. Events `onKhReauthRequest` (a `<kh-reauth>`/`Reauth` on the page opens), `onKhSession`.
 */
export const SessionStatus = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-session-status',
    elementClass: KhSessionStatus,
    displayName: 'SessionStatus',
    events: {
      onKhSession: ev('kh-session'),
      onKhError: ev('kh-error'),
      onKhReauthRequest: ev('kh-reauth-request'),
    },
  }),
);

/** `<kh-balance>`: the wallet's balance in currency, updated after payments. Event `onKhError`. */
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
 * `<kh-activity>`: the wallet's payments, newest first and paged, following those in progress. Events
 * `onKhTransaction` (a payment appeared or changed status), `onKhError`.
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

/** `<kh-receive>`: the wallet's UMA address with a QR code and Copy, and its funding instructions. */
export const Receive = withProviderWallet(
  createComponent({
    react: React,
    tagName: 'kh-receive',
    elementClass: KhReceive,
    displayName: 'Receive',
    events: { onKhError: ev('kh-error') },
  }),
);
