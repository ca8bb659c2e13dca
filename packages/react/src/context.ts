import { createContext } from 'react';
import type { Wallet } from '@keyhold/core';

/** The wallet of the nearest `<KeyholdProvider>` (`null` before it is created, or outside a provider). */
export const WalletContext = createContext<Wallet | null>(null);
WalletContext.displayName = 'KeyholdWallet';
