import { html, type TemplateResult } from 'lit';
import { toErrorInfo, type KhErrorInfo } from '../shared/events.js';
import type { LocalizeController } from '../shared/localize.js';
import { formatRelative, type ServiceClockSource } from '../shared/time.js';
import type { SessionRevocationOutcomeLike, WalletSessionRecord } from '../shared/wallet.js';

/** A session's name: the credential that opened it ("ada@example.com (email code)"). */
export function sessionLabel(t: LocalizeController, record: WalletSessionRecord): string {
  const type = t.term('credentialType', record.type);
  return record.nickname ? `${record.nickname} (${type})` : type;
}

/**
 * A session in words a person can recognise: what opened it, when, and when this browser last used it.
 * (The service does not say which device or browser holds a session; no id is ever shown.)
 */
export function describeSession(
  t: LocalizeController,
  record: WalletSessionRecord,
  clock: ServiceClockSource | undefined,
): string {
  const parts = [sessionLabel(t, record)];
  if (record.createdAt) parts.push(t.term('sessionCreated', formatRelative(record.createdAt, t.lang, clock)));
  if (record.lastUsedHereAt)
    parts.push(t.term('sessionLastUsedHere', formatRelative(record.lastUsedHereAt, t.lang, clock)));
  return parts.join(' · ');
}

/** The sessions "Sign out everywhere else" ends, for the approve dialog's `details` slot. */
export function renderSessionsToEnd(
  t: LocalizeController,
  records: readonly WalletSessionRecord[],
  clock: ServiceClockSource | undefined,
): TemplateResult {
  return html`<div slot="details" part="sign-out-others-list">
    <p>${t.term('signOutOthersList', records.length)}</p>
    <ul>
      ${records.map((r) => html`<li>${describeSession(t, r, clock)}</li>`)}
    </ul>
  </div>`;
}

/** What the card says after "Sign out everywhere else", and which sessions it ended. */
export interface SignOutOthersReport {
  endedIds: string[];
  /** The live status line (every session ended). */
  status: string;
  /** The alert (some or all could not be signed out), naming each in words with the reason. */
  error: string;
  /** The first failure, for `kh-error`. */
  failure: KhErrorInfo | null;
}

/**
 * Words for the outcomes. A revocation reported as failed whose session is no longer listed by the service
 * (`stillListed`, when the list could be read again) did end: the answer was lost, not the sign-out.
 */
export function reportSignOutOthers(
  t: LocalizeController,
  records: readonly WalletSessionRecord[],
  outcomes: readonly SessionRevocationOutcomeLike[],
  stillListed: ReadonlySet<string> | null,
  clock: ServiceClockSource | undefined,
): SignOutOthersReport {
  const endedIds: string[] = [];
  const failures: { record: WalletSessionRecord | undefined; info: KhErrorInfo }[] = [];
  for (const outcome of outcomes) {
    if (outcome.ended || (stillListed !== null && !stillListed.has(outcome.sessionId))) {
      endedIds.push(outcome.sessionId);
      continue;
    }
    const record = records.find((r) => r.id === outcome.sessionId);
    failures.push({ record, info: toErrorInfo(outcome.error) });
  }
  if (failures.length === 0)
    return { endedIds, status: t.term('othersSignedOut', endedIds.length), error: '', failure: null };
  const reasons = failures.map(({ record, info }) =>
    t.term(
      'sessionNotSignedOut',
      record ? describeSession(t, record, clock) : t.term('credentialType', ''),
      t.errorMessage(info),
    ),
  );
  return {
    endedIds,
    status: '',
    error: `${t.term('othersSignOutPartial', endedIds.length, outcomes.length)} ${reasons.join(' ')}`,
    failure: failures[0]!.info,
  };
}
