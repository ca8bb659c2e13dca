// "Sign out everywhere else" of <kh-session-list>: one approval, one signed revocation per session, and
// words for what ended. Loaded when the person asks for it (most pages never do), with its English terms.
// It borrows little from the element's own modules on purpose: each one shared with this chunk is split
// out of the page's bundle, which costs bytes on every page.
import type { KeyholdError } from '@keyhold/core/errors';
import { revokeSessions, type SessionRevocationOutcome } from '@keyhold/core/session-revocations';
import { html, render, type TemplateResult } from 'lit';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { FlowRunner } from '../shared/flow.js';
import type { LocalizeController } from '../shared/localize.js';
import { formatRelative, type ServiceClockSource } from '../shared/time.js';
import type { WalletLike, WalletSessionRecord } from '../shared/wallet.js';

export { enSignOutOthersTerms } from '@keyhold/locales/en/sign-out-others';

/** A session's name: the credential that opened it (as `<kh-session-list>` names it). */
export type SessionLabel = (record: WalletSessionRecord) => string;

/**
 * A session in words a person can recognise: what opened it, when, and when this browser last used it.
 * (The service does not say which device or browser holds a session; no id is ever shown.)
 */
export function describeSession(
  t: LocalizeController,
  label: SessionLabel,
  record: WalletSessionRecord,
  clock: ServiceClockSource | undefined,
): string {
  const parts = [label(record)];
  if (record.createdAt) parts.push(t.term('sessionCreated', formatRelative(record.createdAt, t.lang, clock)));
  if (record.lastUsedHereAt)
    parts.push(t.term('sessionLastUsedHere', formatRelative(record.lastUsedHereAt, t.lang, clock)));
  return parts.join(' · ');
}

/** The sessions "Sign out everywhere else" ends, in words (for the approve dialog's `details` slot). */
export function renderSessionsToEnd(
  t: LocalizeController,
  label: SessionLabel,
  records: readonly WalletSessionRecord[],
  clock: ServiceClockSource | undefined,
): TemplateResult {
  return html`<p>${t.term('signOutOthersList', records.length)}</p>
    <ul>
      ${records.map((r) => html`<li>${describeSession(t, label, r, clock)}</li>`)}
    </ul>`;
}

/** What the card says after "Sign out everywhere else", and which sessions it ended. */
export interface SignOutOthersReport {
  endedIds: string[];
  /** The live status line (every session ended). */
  status: string;
  /** The alert (some or all could not be signed out), naming each in words with the reason. */
  error: string;
  /** The first failure, for `kh-error`. */
  failure: KeyholdError | null;
}

/**
 * Words for the outcomes (the error sentences must be loaded). A revocation reported as failed whose session
 * the service no longer lists (`stillListed`, when the list could be read again) did end: the answer was
 * lost, not the sign-out.
 */
export function reportSignOutOthers(
  t: LocalizeController,
  label: SessionLabel,
  records: readonly WalletSessionRecord[],
  outcomes: readonly SessionRevocationOutcome[],
  stillListed: ReadonlySet<string> | null,
  clock: ServiceClockSource | undefined,
): SignOutOthersReport {
  const endedIds: string[] = [];
  const failures: { record: WalletSessionRecord | undefined; error: KeyholdError }[] = [];
  for (const outcome of outcomes) {
    if (outcome.ended || (stillListed !== null && !stillListed.has(outcome.sessionId)))
      endedIds.push(outcome.sessionId);
    else failures.push({ record: records.find((r) => r.id === outcome.sessionId), error: outcome.error });
  }
  if (failures.length === 0)
    return { endedIds, status: t.term('othersSignedOut', endedIds.length), error: '', failure: null };
  const reasons = failures.map(({ record, error }) =>
    t.term(
      'sessionNotSignedOut',
      record ? describeSession(t, label, record, clock) : t.term('credentialType', ''),
      t.errorMessage(error),
    ),
  );
  return {
    endedIds,
    status: '',
    error: `${t.term('othersSignOutPartial', endedIds.length, outcomes.length)} ${reasons.join(' ')}`,
    failure: failures[0]!.error,
  };
}

/**
 * One approval for every other session, then one signed revocation each (add `enSignOutOthersTerms` to
 * the English terms first). The sessions are listed in words
 * in the approve dialog's `details` slot while it is open. Resolves with the report, or null when nothing
 * was decided (declined, or the challenges could not be fetched: `flow.error` says why). `listed` reads
 * the list again (null when it could not be read).
 */
export async function signOutOthers(
  host: HTMLElement,
  t: LocalizeController,
  label: SessionLabel,
  flow: FlowRunner,
  wallet: WalletLike,
  others: readonly WalletSessionRecord[],
  listed: () => Promise<readonly WalletSessionRecord[] | null>,
): Promise<SignOutOthersReport | null> {
  const ids = others.map((s) => s.id);
  const batch = await flow.run(() => revokeSessions((id) => wallet.revokeSession(id), ids));
  const dialog = host.shadowRoot?.querySelector<KhApproveDialog>('kh-approve-dialog');
  if (!batch || !dialog) return null;
  const details = document.createElement('div');
  details.slot = 'details';
  details.setAttribute('part', 'sign-out-others-list');
  render(renderSessionsToEnd(t, label, others, wallet), details);
  dialog.append(details);
  const outcome = await dialog.show(batch).finally(() => details.remove());
  if (!outcome.approved) return null;
  const after = await listed();
  // Only a list read after the sign-outs can show that a sign-out reported as failed did happen.
  const stillListed = flow.error === '' && after ? new Set(after.map((s) => s.id)) : null;
  return reportSignOutOthers(
    t,
    label,
    others,
    outcome.result as SessionRevocationOutcome[],
    stillListed,
    wallet,
  );
}
