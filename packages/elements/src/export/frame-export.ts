import type { ApprovableRequest } from '../shared/wallet.js';
import { vaultDisplay } from '../shared/vault-display.js';
import type { VaultHostWallet } from '../shared/vault-host.js';

/**
 * Frame mode's export: the vault frame, mounted in `slot`, shows the request in its own words, takes the
 * person's click, then shows the phrase itself; the element never holds a word of it. Resolves when the
 * request settled; `onClosed` runs once the frame is gone (Done pressed inside it, or declined).
 */
export async function exportInFrame(
  host: HTMLElement & { theme?: string | undefined },
  wallet: Required<VaultHostWallet> & { exportWallet(): Promise<ApprovableRequest<string>> },
  slot: () => HTMLElement | null,
  run: <T>(work: () => Promise<T>) => Promise<T | undefined>,
  onPending: (request: ApprovableRequest<string>) => void,
  onClosed: () => void,
): Promise<void> {
  wallet.setApprovalContainer(slot, () => vaultDisplay(host, host.theme));
  let request: ApprovableRequest<string> | undefined;
  try {
    request = await run(() => wallet.exportWallet());
  } finally {
    wallet.setApprovalContainer(null);
  }
  const target = slot();
  if (!request || !target) {
    request?.reject();
    onClosed();
    return;
  }
  onPending(request);
  const watcher = new MutationObserver(() => {
    if (target.querySelector('iframe') !== null) return;
    watcher.disconnect();
    onClosed();
  });
  watcher.observe(target, { childList: true });
  await run(() => request.approve());
}
