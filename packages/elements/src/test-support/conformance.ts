// Type-level check run by `tsc -p tsconfig.test.json` (part of the package build): the core's Wallet and
// SignedRequest satisfy the structural types the elements are written against.
import type { Session, SignedRequest, Wallet } from '@keyhold/core';
import type { ApprovableRequest, WalletLike, WalletSession } from '../shared/wallet.js';
import type { MoneyWalletLike } from '../shared/money-wallet.js';
import type { SendWalletLike } from '../send/send-wallet.js';

export type Assert<T extends true> = T;
export type WalletFits = Assert<Wallet extends WalletLike ? true : false>;
export type SignedRequestFits = Assert<
  SignedRequest<string> extends ApprovableRequest<string> ? true : false
>;
export type SessionFits = Assert<Session extends WalletSession ? true : false>;
export type MoneyWalletFits = Assert<Wallet extends MoneyWalletLike ? true : false>;
export type SendWalletFits = Assert<Wallet extends SendWalletLike ? true : false>;
