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
 * Reports a missing `wallet` once the page had time to set it: a second after the element is first shown
 * (a page that sets it from a later script, or only after its own login while the element waits in a
 * hidden section, is not warned about). Where IntersectionObserver is missing, a second after it connected.
 */
export function watchForWallet(host: Element & { wallet: unknown }, delayMs = 1000): void {
  const check = (): void => {
    if (host.isConnected && !host.wallet) reportNoWallet(host);
  };
  if (typeof IntersectionObserver === 'undefined') {
    setTimeout(check, delayMs);
    return;
  }
  const shown = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    shown.disconnect();
    setTimeout(check, delayMs);
  });
  shown.observe(host);
}
