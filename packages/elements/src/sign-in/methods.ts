import type { SignInMethod } from './sign-in.views.js';

/** Offered when `methods` is not set. */
export const ALL_METHODS: readonly SignInMethod[] = ['passkey', 'passkey-create', 'email', 'oauth'];
/** Every name `methods` understands (`passkey-autofill` is opt-in, so not in {@link ALL_METHODS}). */
const KNOWN_METHODS: readonly SignInMethod[] = [...ALL_METHODS, 'passkey-autofill'];

/** The `methods` attribute: space- or comma-separated names; an unknown name is ignored with a warning. */
export function parseMethods(value: string | null): SignInMethod[] {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((m) => !KNOWN_METHODS.includes(m as SignInMethod));
  if (unknown.length)
    console.warn(
      `<kh-sign-in> ignores methods it does not know: ${unknown.join(', ')}. Known: ${KNOWN_METHODS.join(', ')}.`,
    );
  return names.filter((m): m is SignInMethod => KNOWN_METHODS.includes(m as SignInMethod));
}
