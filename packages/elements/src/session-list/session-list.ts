import { html, nothing, type TemplateResult } from 'lit';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { button } from '../shared/button.js';
import { emit, toErrorInfo } from '../shared/events.js';
import { FlowRunner } from '../shared/flow.js';
import { listStyles } from '../shared/list.styles.js';
import { LocalizeController, addEnglishTerms, loadErrorCopy } from '../shared/localize.js';
import { controls, tokens } from '../shared/tokens.js';
import { formatAbsolute, formatRelative } from '../shared/time.js';
import { SessionResource } from '../shared/session-resource.js';
import { WalletController, type WalletSessionRecord } from '../shared/wallet.js';
import { WalletCard, renderWalletCard, sessionGate } from '../shared/wallet-card.js';

/**
 * The wallet's signed-in sessions: which credential opened each and when it expires, with this browser's
 * session marked. Signing out another session is a signed request shown in the built-in
 * `<kh-approve-dialog>`; "Sign out everywhere else" is one approval listing every other session (one
 * signed revocation each, reported session by session); "Sign out of this browser" ends this browser's sessions (keys deleted here and in
 * the other tabs) and fires `kh-session` with `null`.
 *
 * @tagname kh-session-list
 * @summary List and revoke sessions; sign out.
 *
 * @example
 * ```html
 * <kh-session-list></kh-session-list>
 * ```
 *
 * @slot title - The heading (default: "Signed-in sessions").
 *
 * @csspart card - The outer card.
 * @csspart title - The heading.
 * @csspart list - The list of sessions.
 * @csspart item - One session.
 * @csspart current-badge - The "This browser" badge.
 * @csspart last-used - "Last used here …": when this browser last signed with the session (the core records it locally).
 * @csspart revoke-button - Another session's Sign out button.
 * @csspart sign-out-button - "Sign out of this browser".
 * @csspart sign-out-others-button - "Sign out everywhere else": one approval that lists every other
 *   session, then one signed revocation each; the card says which ended and which could not be.
 * @csspart sign-out-others-list - In the approval, the sessions "Sign out everywhere else" ends.
 * @csspart error - The error message.
 * @csspart status - The live status line.
 *
 * @fires kh-session-revoked - Another session was signed out; `detail.sessionId`.
 * @fires kh-session - This browser signed out; `detail.session` is `null`.
 * @fires kh-approved - A signed request was approved (from the inner approve dialog).
 * @fires kh-rejected - A signed request was declined.
 * @fires kh-error - A step failed; the message is shown too.
 */
export class KhSessionList extends WalletCard {
  static override styles = [tokens, controls, listStyles];

  readonly #t = new LocalizeController(this);
  readonly #wallet = new WalletController(this);
  readonly #flow = new FlowRunner(this, this.#t);
  readonly #sessions = new SessionResource(this, this.#wallet, this.#flow, (wallet) => wallet.listSessions());

  /** The sessions shown (null until loaded). */
  get sessions(): readonly WalletSessionRecord[] | null {
    return this.#sessions.value;
  }

  /** Loads the list again. */
  async refresh(): Promise<void> {
    await this.#sessions.refresh();
  }

  /** A session's name: the credential that opened it ("ada@example.com (email code)"). */
  #label(record: WalletSessionRecord): string {
    const type = this.#t.term('credentialType', record.type);
    return record.nickname ? `${record.nickname} (${type})` : type;
  }

  async #revoke(record: WalletSessionRecord): Promise<void> {
    const wallet = this.wallet;
    if (!wallet) return;
    this._status = '';
    const request = await this.#flow.run(() => wallet.revokeSession(record.id));
    if (!request) return;
    const dialog = this.renderRoot.querySelector<KhApproveDialog>('kh-approve-dialog');
    const outcome = await dialog?.show(request);
    if (!outcome?.approved) return;
    emit(this, 'kh-session-revoked', { sessionId: record.id });
    this._status = this.#t.term('sessionRevoked');
    await this.refresh();
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  /**
   * Signs out every other session on one approval: the dialog lists them in words, then each is revoked by
   * its own signed request. The card then says which ended and, for any that did not, which and why.
   */
  #signOutOthers = async (): Promise<void> => {
    const wallet = this.wallet;
    const own = this.#wallet.session?.id;
    const others = (this.#sessions.value ?? []).filter((s) => s.id !== own);
    if (!wallet || others.length === 0) return;
    this._status = '';
    // Loaded when asked for (most pages never sign out other sessions), with its words.
    const view = await this.#flow.run(() => import('./sign-out-others.js'));
    if (!view) return;
    addEnglishTerms(view.enSignOutOthersTerms);
    await loadErrorCopy();
    const listed = async () => (await this.refresh(), this.#sessions.value);
    const report = await view.signOutOthers(
      this,
      this.#t,
      (record) => this.#label(record),
      this.#flow,
      wallet,
      others,
      listed,
    );
    if (!report) return;
    for (const sessionId of report.endedIds) emit(this, 'kh-session-revoked', { sessionId });
    this._status = report.status;
    if (report.failure) {
      this.#flow.error = report.error;
      this.requestUpdate();
      emit(this, 'kh-error', { error: toErrorInfo(report.failure) });
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  };

  #signOut = async (): Promise<void> => {
    const wallet = this.wallet;
    if (!wallet) return;
    this._status = '';
    // The core signs out locally even when the service cannot be told; it reports that as an `error` event.
    let incomplete: unknown = null;
    const onError = (event: Event): void => {
      incomplete = (event as CustomEvent<unknown>).detail;
    };
    wallet.addEventListener('error', onError);
    const done = await this.#flow
      .run(async () => {
        await wallet.signOut();
        return true;
      })
      .finally(() => wallet.removeEventListener('error', onError));
    if (!done) return;
    if (incomplete !== null) await loadErrorCopy();
    emit(this, 'kh-session', { session: null });
    this._status = this.#t.term('signedOut');
    if (incomplete !== null) {
      const info = toErrorInfo(incomplete);
      this.#flow.error = this.#t.errorMessage(info);
      emit(this, 'kh-error', { error: info });
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  };

  #renderItem(record: WalletSessionRecord): TemplateResult {
    const t = this.#t;
    const lang = t.lang;
    const wallet = this.wallet;
    const current = this.#wallet.session?.id === record.id;
    return html`<li part="item" data-id=${record.id}>
      <span>
        <span class="name">${this.#label(record)}</span>
        ${current
          ? html`<span class="badge" part="current-badge">${t.term('sessionThisBrowser')}</span>`
          : nothing}
        <span class="meta">
          ${record.createdAt
            ? html`<time datetime=${record.createdAt} title=${formatAbsolute(record.createdAt, lang, wallet)}
                  >${t.term('sessionCreated', formatRelative(record.createdAt, lang, wallet))}</time
                >
                · `
            : nothing}
          ${record.lastUsedHereAt
            ? html`<time
                  part="last-used"
                  datetime=${record.lastUsedHereAt}
                  title=${formatAbsolute(record.lastUsedHereAt, lang, wallet)}
                  >${t.term('sessionLastUsedHere', formatRelative(record.lastUsedHereAt, lang, wallet))}</time
                >
                · `
            : nothing}
          <time datetime=${record.expiresAt} title=${formatAbsolute(record.expiresAt, lang, wallet)}
            >${t.term('sessionExpires', formatRelative(record.expiresAt, lang, wallet))}</time
          >
        </span>
      </span>
      ${current
        ? nothing
        : button('revoke-button', t.term('sessionSignOut'), () => void this.#revoke(record), {
            label: t.term('sessionSignOutLabel', this.#label(record)),
            disabled: this.#flow.busy,
          })}
    </li>`;
  }

  protected override render(): unknown {
    const t = this.#t;
    const sessions = this.#sessions.value;
    let body = sessionGate(t, this.wallet, this.#wallet);
    if (!body && sessions === null) body = html`<p>${t.term('loading')}</p>`;
    else if (!body && sessions !== null) {
      body = html`${sessions.length === 0
          ? html`<p>${t.term('sessionsEmpty')}</p>`
          : html`<ul part="list">
              ${sessions.map((s) => this.#renderItem(s))}
            </ul>`}
        <div class="actions">
          ${sessions.some((r) => r.id !== this.#wallet.session?.id)
            ? button('sign-out-others-button', t.term('signOutOthers'), this.#signOutOthers, {
                disabled: this.#flow.busy,
              })
            : nothing}
          ${button('sign-out-button', t.term('signOutHere'), this.#signOut, {
            kind: 'danger',
            disabled: this.#flow.busy,
          })}
        </div>`;
    }
    return renderWalletCard({
      t,
      flow: this.#flow,
      title: t.term('sessionsTitle'),
      body,
      status: this._status,
      copy: this.copy,
      theme: this.theme,
      wallet: this.wallet,
    });
  }
}
