import type { WalletInternals } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod } from '../types.js';
import type { PasskeyRegisterOptions, PasskeySignInOptions } from './passkey-options.js';

/** The ceremonies and `@simplewebauthn/browser`, loaded when a passkey flow first runs. */
const ceremony = () => import('./passkey-ceremony.js');

/**
 * Passkeys: registration with the backend's options and `@simplewebauthn/browser`, sign-in through the
 * service's challenge (the client key is bound there) and an assertion over the challenge's UTF-8 bytes.
 *
 * @example
 * await wallet.passkey.register({ nickname: 'Laptop' })
 * const session = await wallet.passkey.signIn()
 */
export class PasskeyFlow {
  readonly #w: WalletInternals;
  constructor(internals: WalletInternals) {
    this.#w = internals;
  }

  /** True where conditional mediation (passkey autofill) is available. */
  supportsAutofill(): Promise<boolean> {
    return ceremony().then((c) => c.browserSupportsWebAuthnAutofill());
  }

  /** Registers a passkey credential on the account (no session; call `signIn` next, or use `create`). */
  async register(options: PasskeyRegisterOptions): Promise<AuthMethod> {
    return (await ceremony()).register(this.#w, options);
  }

  /** Registers a passkey and signs in with it (two prompts: create, then get). */
  async create(options: PasskeyRegisterOptions): Promise<Session> {
    const credential = await this.register(options);
    return this.signIn({ credentialId: credential.id });
  }

  /** Signs in (or re-authenticates) with the account's passkey. */
  async signIn(options: PasskeySignInOptions = {}): Promise<Session> {
    return (await ceremony()).signIn(this.#w, options);
  }
}
