import { KeyholdError } from '@keyhold/core/errors';

const warned = new WeakSet<Element>();

/** The developer's sentence for an element used without its `wallet` property. */
export function noWalletDeveloperMessage(tag: string): string {
  return (
    `<${tag}> has no wallet: set its \`wallet\` property (not an attribute) to the object ` +
    `createWallet() from @keyhold/core returns, e.g. ` +
    `document.querySelector('${tag}').wallet = createWallet({ backendUrl: '/api/wallet' }).`
  );
}

/**
 * Tells the developer, once per element, in the console, exactly what to set; the person sees the
 * catalogue's plain `noWallet` sentence instead.
 */
export function reportNoWallet(host: Element): void {
  if (warned.has(host)) return;
  warned.add(host);
  console.error(noWalletDeveloperMessage(host.localName));
}

/** The error a step throws when the element has no wallet (`details.developerMessage` says what to set). */
export function noWalletError(host: Element): KeyholdError {
  reportNoWallet(host);
  return new KeyholdError('NO_WALLET', 'No wallet is connected to this element.', {
    details: { developerMessage: noWalletDeveloperMessage(host.localName) },
  });
}

/**
 * Reports a missing `wallet` once the page had time to set it (a second after the element connected), so
 * a page that sets it from a later script is not warned about.
 */
export function watchForWallet(host: Element & { wallet: unknown }, delayMs = 1000): void {
  setTimeout(() => {
    if (host.isConnected && !host.wallet) reportNoWallet(host);
  }, delayMs);
}
