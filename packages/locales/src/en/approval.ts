import { minutesSeconds } from '../format.js';
import type { ApprovalTermKey, CompleteCopy } from '../types.js';
import { typeNames, withArticle } from './terms.js';

/** The service's external account types in words (§2.7); others read as "bank account". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'US bank account',
  US_ACCOUNT: 'US bank account',
  AED_ACCOUNT: 'UAE bank account',
  BRL_ACCOUNT: 'Brazilian Pix account',
  SPARK_WALLET: 'Spark wallet',
};

/**
 * The English terms of `<kh-approve-dialog>`'s request view: they load with that view (on demand), which
 * adds them to the English fallback before it renders.
 */
export const enApprovalTerms: Pick<CompleteCopy, ApprovalTermKey> = {
  expiresIn: (seconds) => `Expires in ${minutesSeconds(seconds)}`,
  approveTitle: 'Approve with your wallet',
  approveIntro: 'Check what you are about to sign. Nothing is signed until you approve.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'a sign-in method' : withArticle(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Add ${what} to your wallet`;
      case 'REVOKE_CREDENTIAL':
        return `Remove ${what} from your wallet`;
      case 'REVOKE_SESSION':
        return 'Sign out a session of your wallet';
      case 'REVOKE_SESSIONS':
        return 'Sign out your other sessions';
      case 'EXPORT_WALLET':
        return "Export your wallet's recovery phrase";
      case 'EXECUTE_QUOTE':
        return 'Send the payment in this quote';
      default:
        return 'Sign this request';
    }
  },
  approvePayloadLabel: 'What will be signed',
  approveExactText: 'Exact text signed',
  approveExpiredNotice: 'This request expired before it was approved. Close it and start again.',
  approveButton: 'Approve and sign',
  approveBusy: 'Signing…',
  rejectButton: 'Decline',
  approveEffect: (operation, type) => {
    const what = type === undefined ? 'this sign-in method' : `this ${typeNames[type] ?? 'sign-in method'}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `You will be able to sign in to your wallet with ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `You will no longer be able to sign in with ${what}; its sessions end.`;
      case 'REVOKE_SESSION':
        return 'That session ends at once: anyone using it must sign in again.';
      case 'REVOKE_SESSIONS':
        return 'Each of those sessions ends at once: anyone using one must sign in again. Each sign-out is signed separately.';
      case 'EXPORT_WALLET':
        return 'Your recovery phrase will be sent to this browser, encrypted, and shown only when you reveal it.';
      case 'EXECUTE_QUOTE':
        return 'The money leaves your wallet as soon as you approve. This cannot be undone.';
      default:
        return 'Check the details below before you approve.';
    }
  },
  approveWaitingReauth: 'Waiting for you to sign in again…',
  approveSignedRefused:
    'You approved and signed this, but the service refused it: nothing took effect. Close this and start again.',
  quoteSend: 'You send',
  quoteReceive: 'They receive',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Exchange rate',
  quoteFees: 'Fees (included)',
  quoteDestination: 'To',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'account';
    return masked === undefined
      ? `Your payee's ${kind}`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${masked}`;
  },
  quoteExpires: 'Quote expires',
};
