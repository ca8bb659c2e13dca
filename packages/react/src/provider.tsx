import { createWallet, type Wallet, type WalletOptions } from '@keyhold/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WalletContext } from './context.js';

/** Props of `<KeyholdProvider>`: the core's `WalletOptions` and the children. */
export interface KeyholdProviderProps extends WalletOptions {
  children?: ReactNode;
}

interface Held {
  wallet: Wallet;
  key: string;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Creates one `Wallet` (`createWallet(options)`) for its children, who reach it with `useWallet()`,
 * `useSession()` and the element components (which take it without a `wallet` prop).
 *
 * - **One wallet, StrictMode-safe.** The wallet is created in an effect, never during render, so a
 *   render React throws away creates nothing. StrictMode's simulated unmount and remount keeps the same
 *   wallet: the close is deferred by a task and cancelled when the effect runs again.
 * - **Closed on unmount.** A real unmount calls `wallet.close()` (timers and the tab channel stop; the
 *   stored session stays, so the next provider finds it).
 * - **Options.** `backendUrl` and `accountId` name the wallet: changing either closes the old wallet and
 *   creates a new one. The other options are read when the wallet is created.
 * - Children render at once; `useWallet()` is `null` until the effect has run (also during SSR).
 */
export function KeyholdProvider({ children, ...options }: KeyholdProviderProps): ReactNode {
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const held = useRef<Held | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const key = JSON.stringify([options.backendUrl, options.accountId ?? null]);

  useEffect(() => {
    let current = held.current;
    if (current && current.key !== key) {
      if (current.closeTimer !== undefined) clearTimeout(current.closeTimer);
      current.wallet.close();
      current = null;
    }
    if (current) {
      if (current.closeTimer !== undefined) clearTimeout(current.closeTimer);
      current.closeTimer = undefined;
    } else {
      current = { wallet: createWallet(latest.current), key, closeTimer: undefined };
      held.current = current;
    }
    const mine = current;
    setWallet(mine.wallet);
    return () => {
      mine.closeTimer = setTimeout(() => {
        mine.wallet.close();
        if (held.current === mine) held.current = null;
      }, 0);
    };
  }, [key]);

  return <WalletContext.Provider value={wallet}>{children}</WalletContext.Provider>;
}
