import { refusal } from './refusal.js';

/**
 * The calls that open a session or add a credential: in frame mode (`vaultOrigin` set) only the vault
 * frame may make them, so a script of the app's page can never be handed a session (keyed as
 * `METHOD path` of the route table).
 */
export const SESSION_CREATING_ROUTES: ReadonlySet<string> = new Set([
  'POST /passkeys/registration-options',
  'POST /auth/credentials',
  'POST /auth/credentials/:credentialId/challenge',
  'POST /auth/credentials/:credentialId/verify',
]);

/**
 * Frame mode: 403 `VAULT_ORIGIN_REQUIRED` unless a session-creating call carries exactly the vault's
 * `Origin`. Decided from the request line and headers, before any byte of the body is read.
 */
export function checkVaultOrigin(vaultOrigin: string | undefined, request: Request, routeName: string): void {
  if (vaultOrigin === undefined || !SESSION_CREATING_ROUTES.has(routeName)) return;
  const origin = request.headers.get('Origin');
  if (origin === vaultOrigin) return;
  throw refusal(
    403,
    'VAULT_ORIGIN_REQUIRED',
    'Sign-in and credential changes are accepted only from the vault frame.',
    {
      origin,
      vaultOrigin,
      route: routeName,
      hint:
        'The handler runs in frame mode (`vaultOrigin`): sessions are opened and credentials added only ' +
        'by the vault frame (`<kh-sign-in>` hosts its sign-in view; `wallet.signInInVault()` in the core).',
    },
  );
}
