/**
 * The libraries requests use synchronously: `@scure/bip39` (a new wallet's mnemonic) and `jose`
 * (reading an ID token's header and claims before any signature check). They are imported on the
 * first request, not at start: the CLI's first line stays free of them (start under 150 ms,
 * `test/cli/start-imports.test.ts`), and every request (and timer run) waits for `loadLibraries()` first.
 */
type Libraries = {
  bip39: typeof import('@scure/bip39');
  wordlist: string[];
  jose: typeof import('jose');
};

let loaded: Libraries | undefined;
let loading: Promise<void> | undefined;

/** Imports the libraries once; resolves when they are there. */
export function loadLibraries(): Promise<void> {
  loading ??= Promise.all([
    import('@scure/bip39'),
    import('@scure/bip39/wordlists/english.js'),
    import('jose'),
  ]).then(([bip39, english, jose]) => {
    loaded = { bip39, wordlist: english.wordlist, jose };
  });
  return loading;
}

/** The loaded libraries (after `loadLibraries()`). */
export function libraries(): Libraries {
  if (!loaded) throw new Error('keyhold-sandbox: a request ran before its libraries were loaded');
  return loaded;
}
