import type { KeyStore } from '@keyhold/core';
import { generateClientKeyPair, importSessionKey, openSessionKeyBundle } from '@keyhold/core/crypto';
import type { VaultOAuthProvider, VaultSignInMethod, VaultSignedIn } from '@keyhold/core/vault-protocol';
import { VaultRefusal } from './approval-view.js';
import { VaultBackend, signedInReport } from './backend.js';
import { el, view } from './dom.js';
import type { SignInCopy } from './copy.js';
import { oauthSignIn, openProviderWindow } from './signin-oauth.js';
import { passkeySignIn } from './signin-passkey.js';

export interface SignInInput {
  t: SignInCopy;
  backend: VaultBackend;
  store: KeyStore;
  /** The address to prefill (the person may change it). */
  email: string | undefined;
  /** The wallet account the page asked for (checked against the backend's list). */
  accountId: string | undefined;
  /** The OpenID Connect provider of the vault's own configuration, when it offers one. */
  oauth?: VaultOAuthProvider | undefined;
  /** The ways in the page asked to offer (default: all). */
  methods?: VaultSignInMethod[] | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Credential = Awaited<ReturnType<VaultBackend['sendCode']>>['credential'];

/** The person's sentence for a failed step (never a code, an id or the service's own words). */
function sentence(t: SignInCopy, error: unknown): string {
  const { code, check, retryAfter } = error as { code?: unknown; check?: unknown; retryAfter?: unknown };
  if (check === 'OTP_ATTEMPTS') return t.tooManyAttempts;
  if (check === 'OTP_EXPIRED') return t.codeExpired;
  switch (code) {
    case 'INVALID_OTP':
    case 'UNAUTHORIZED':
      return t.wrongCode;
    case 'OTP_EXPIRED':
    case 'CHALLENGE_EXPIRED':
      return t.codeExpired;
    case 'OTP_ATTEMPTS':
      return t.tooManyAttempts;
    case 'RATE_LIMITED':
      return typeof retryAfter === 'number' ? t.waitBeforeResend(Math.ceil(retryAfter)) : t.failed;
    case 'NOT_FOUND':
      return t.notAMethod;
    case 'INVALID_INPUT':
      return t.badEmail;
    case 'NETWORK_ERROR':
      return t.offline;
    case 'PASSKEY_CANCELLED':
      return t.passkeyCancelled;
    case 'PASSKEY_UNSUPPORTED':
      return t.passkeyUnavailable;
    case 'NO_PASSKEY_CREDENTIAL':
      return t.noPasskey;
    case 'OAUTH_POPUP_BLOCKED':
      return t.popupBlocked;
    case 'OAUTH_CANCELLED':
    case 'OAUTH_TIMEOUT':
      return t.oauthCancelled;
    case 'NO_OAUTH_CREDENTIAL':
      return t.noOAuth;
    case 'OAUTH_FAILED':
    case 'OAUTH_NONCE_MISMATCH':
      return t.oauthFailed;
    case 'PASSKEY_FAILED':
    case 'PASSKEY_ALREADY_REGISTERED':
      return t.passkeyFailed;
    default:
      return t.failed;
  }
}

/**
 * The frame's email-code sign-in: the person types the address and the code here; the frame asks the
 * backend of its own configuration for the code, verifies it with a client key made here (kept in memory
 * only), opens the sealed session key and stores the session in the vault's storage. Resolves with what
 * the page may know of the session; a failed step is said here and the person tries again.
 */
export function showSignIn(input: SignInInput): Promise<VaultSignedIn> {
  const { t, backend } = input;
  const status = el('p', { class: 'status', role: 'status' });
  const error = el('p', { class: 'error', role: 'alert', id: 'error' });
  let busy = false;

  const run = async <T>(work: () => Promise<T>, buttons: HTMLButtonElement[]): Promise<T | undefined> => {
    if (busy) return undefined;
    busy = true;
    error.textContent = '';
    status.textContent = t.working;
    for (const b of buttons) b.disabled = true;
    try {
      return await work();
    } catch (e) {
      status.textContent = '';
      error.textContent = sentence(t, e);
      return undefined;
    } finally {
      busy = false;
      for (const b of buttons) b.disabled = false;
      if (status.textContent === t.working) status.textContent = '';
    }
  };

  return new Promise<VaultSignedIn>((resolve) => {
    // The first view takes no focus (a frame that grabs it as the page loads moves the person's place).
    const askEmail = (prefill: string, focus: boolean): void => {
      const field = el('input', {
        id: 'email',
        type: 'email',
        name: 'email',
        autocomplete: 'email',
        required: '',
        dir: 'ltr',
      });
      field.value = prefill;
      const submit = el('button', { type: 'submit', class: 'primary', id: 'send-code' }, t.sendCode);
      const form = el(
        'form',
        { id: 'email-form', novalidate: '' },
        el('label', { for: 'email' }, t.emailLabel),
        field,
        el('div', { class: 'actions' }, submit),
      );
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const email = field.value.trim();
        if (!EMAIL.test(email)) {
          error.textContent = t.badEmail;
          field.focus();
          return;
        }
        void run(async () => {
          const accountId = await backend.account(input.accountId);
          const sent = await backend.sendCode(accountId, email);
          askCode(sent.credential, email, sent.retryAfter);
        }, [submit]);
      });
      // The passkey ceremony runs here, from this click (the frame's own document: its origin signs).
      const passkey = el('button', { type: 'button', id: 'use-passkey' }, t.usePasskey);
      const offers = (method: VaultSignInMethod): boolean => input.methods?.includes(method) ?? true;
      const others: HTMLButtonElement[] = offers('passkey') ? [passkey] : [];
      passkey.addEventListener('click', () => {
        void run(async () => {
          const report = await passkeySignIn(backend, input.store, input.accountId, t.passkeyNickname);
          view().append(el('h1', { id: 'title' }, t.title), el('p', { role: 'status' }, t.signedIn));
          resolve(report);
        }, [submit, ...others]);
      });
      const provider = input.oauth;
      if (provider !== undefined && offers('oauth')) {
        const name = provider.name ?? new URL(provider.authorizationEndpoint).hostname;
        const oauth = el('button', { type: 'button', id: 'use-oauth' }, t.continueWith(name));
        oauth.addEventListener('click', () => {
          if (busy) return;
          // Opened in the click's own task, before anything is awaited.
          const popup = openProviderWindow();
          void run(async () => {
            if (popup === null)
              throw new VaultRefusal('OAUTH_POPUP_BLOCKED', 'The sign-in window was blocked.');
            // The address typed here, if any, is the provider's hint (the person may change it there).
            const hint = field.value.trim();
            const report = await oauthSignIn(
              popup,
              provider,
              backend,
              input.store,
              input.accountId,
              EMAIL.test(hint) ? hint : undefined,
            );
            view().append(el('h1', { id: 'title' }, t.title), el('p', { role: 'status' }, t.signedIn));
            resolve(report);
          }, [submit, ...others]);
        });
        others.push(oauth);
      }
      view().append(
        el('h1', { id: 'title' }, t.title),
        el('p', { class: 'hint' }, t.intro),
        ...(offers('email') || others.length === 0 ? [form] : []),
        ...(others.length > 0 ? [el('div', { class: 'actions' }, ...others)] : []),
        error,
        status,
      );
      if (focus) field.focus();
    };

    const askCode = (credential: Credential, email: string, retryAfter: number | undefined): void => {
      const field = el('input', {
        id: 'code',
        name: 'code',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        maxlength: '6',
        pattern: '[0-9]{6}',
        required: '',
        dir: 'ltr',
        'aria-describedby': 'code-hint error',
      });
      const submit = el('button', { type: 'submit', class: 'primary', id: 'sign-in' }, t.signIn);
      const resend = el('button', { type: 'button', id: 'resend' }, t.resend);
      const other = el('button', { type: 'button', id: 'other-address' }, t.otherAddress);
      const form = el(
        'form',
        { id: 'code-form', novalidate: '' },
        el('label', { for: 'code' }, t.codeLabel),
        field,
        el('p', { class: 'hint', id: 'code-hint' }, t.codeHint),
        el('div', { class: 'actions' }, submit),
      );
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const otp = field.value.trim();
        if (!/^\d{6}$/.test(otp)) {
          error.textContent = t.badCode;
          field.focus();
          return;
        }
        void run(async () => {
          const clientKey = await generateClientKeyPair();
          const creation = await backend.verify(credential, otp, clientKey.publicKey);
          const signer = await importSessionKey(
            await openSessionKeyBundle(creation.encryptedSessionSigningKey, clientKey),
          );
          await input.store.putSession({
            id: creation.id,
            accountId: credential.accountId,
            credentialId: credential.id,
            credentialType: 'EMAIL_OTP',
            nickname: credential.nickname,
            expiresAt: creation.expiresAt,
            publicKey: signer.publicKey,
            privateKey: signer.privateKey,
            stub: false,
            storedAt: new Date().toISOString(),
          });
          field.value = '';
          view().append(el('h1', { id: 'title' }, t.title), el('p', { role: 'status' }, t.signedIn));
          resolve(signedInReport(creation, credential, signer.publicKey));
        }, [submit, resend, other]).then(() => {
          if (!error.textContent) return;
          field.setAttribute('aria-invalid', 'true');
          field.select();
        });
      });
      resend.addEventListener('click', () => {
        void run(async () => {
          await backend.resend(credential);
          status.textContent = t.resent;
        }, [submit, resend, other]);
      });
      other.addEventListener('click', () => {
        error.textContent = '';
        status.textContent = '';
        askEmail(email, true);
      });
      view().append(
        el('h1', { id: 'title' }, t.title),
        el('p', { class: 'hint' }, t.codeSentTo(email)),
        form,
        error,
        status,
        el('div', { class: 'actions' }, other, resend),
      );
      if (retryAfter !== undefined) error.textContent = t.waitBeforeResend(Math.ceil(retryAfter));
      field.focus();
    };

    askEmail(input.email ?? '', false);
  });
}

/** The `sign-in` request: the view, with the backend of the frame's own configuration (never the page's). */
export function signInHere(
  config: { backendUrl?: string | undefined; oauth?: VaultOAuthProvider | undefined },
  store: KeyStore,
  request: {
    email?: string | undefined;
    accountId?: string | undefined;
    methods?: VaultSignInMethod[] | undefined;
  },
  t: SignInCopy,
): Promise<VaultSignedIn> {
  if (config.backendUrl === undefined) {
    throw new VaultRefusal(
      'INVALID_CONFIG',
      'The vault has no backendUrl in its configuration: give createVaultHandler the wallet handler’s URL.',
    );
  }
  return showSignIn({
    t,
    backend: new VaultBackend(config.backendUrl),
    store,
    email: request.email,
    accountId: request.accountId,
    oauth: config.oauth,
    methods: request.methods,
  });
}
