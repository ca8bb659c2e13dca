// Frame mode: the wallet's keys live in the vault frame (another origin); every signature but a sign-out
// waits for a real click inside the frame; the phrase of an export is shown only there.
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { TestCustomer } from './helpers.js';
import {
  caught,
  fundedCustomer,
  isolatedStore,
  newCustomer,
  serviceCall,
  signInWithOtp,
  uniqueEmail,
} from './helpers.js';
import {
  frameGateVaultUrl,
  frameWalletFor,
  personApproves,
  vaultFrames,
  framePage,
} from './vault-helpers.js';

framePage();

const quoteBody = (customer: TestCustomer, destination: string) => ({
  source: { sourceType: 'ACCOUNT', accountId: customer.accountId },
  destination: { destinationType: 'ACCOUNT', accountId: destination },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 1234,
});

describe('frame mode', () => {
  it('signs in by email code with the session key opened and kept in the vault, never in the page', async () => {
    const customer = await newCustomer();
    const { store } = isolatedStore();
    const wallet = frameWalletFor(customer, { keyStore: store });
    expect(wallet.mode).toBe('frame');
    const session = await signInWithOtp(wallet, customer, uniqueEmail('vault'));
    expect(session.stub).toBe(false);
    const [stored] = await store.listSessions();
    expect(stored).toMatchObject({ id: session.id, privateKey: null, vault: true });
    expect(stored!.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(await store.listClientKeys()).toEqual([]);
    expect(vaultFrames('key')).toHaveLength(1);
  });

  it('executes a quote only after a click inside the frame, which shows the amount in currency', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('vault-quote'));
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    // Not signed before the click (in the frame, or in the vault's window where the engine needs it).
    expect(request.state).toBe('approving');
    const text = await personApproves('Send a payment');
    expect(text).toContain('You send $12.34');
    expect(text).not.toMatch(/\b1234\b(?! )/);
    expect(text).toMatch(/This request expires in \d+ (minutes|seconds)/);
    expect(await approved).toMatchObject({ id: quote.id, status: 'COMPLETED' });
    expect(vaultFrames('visible')).toHaveLength(0);
  });

  it('approves with Enter on the frame’s Approve button', async () => {
    const { customer, destination } = await fundedCustomer();
    // The frame's own gate, in every engine (approveInFrame where the engine cannot prove it visible).
    const wallet = frameWalletFor(customer, {}, frameGateVaultUrl());
    await signInWithOtp(wallet, customer, uniqueEmail('vault-enter'));
    const request = await wallet.executeQuote(await wallet.createQuote(quoteBody(customer, destination)));
    const approved = request.approve();
    await commands.pressInVault('Approve', 'Enter');
    expect(await approved).toMatchObject({ status: 'COMPLETED' });
  });

  it('ends with REJECTED when the person declines in the frame, and nothing is signed', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('vault-decline'));
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    const outcome = caught(approved);
    await commands.vaultText('Decline');
    await commands.clickInVault('Decline');
    expect((await outcome).code).toBe('REJECTED');
    expect((await wallet.getQuote(quote.id)).status).toBe('PENDING');
  });

  it('signs out without a click: the vault forgets the session key', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    const session = await signInWithOtp(wallet, customer, uniqueEmail('vault-out'));
    await wallet.signOut();
    expect(wallet.session).toBeNull();
    expect(vaultFrames('visible')).toHaveLength(0);
    const listed = await serviceCall<{ data: { id: string; revokedAt?: string }[] }>(
      customer.backend,
      'GET',
      `/auth/sessions?accountId=${encodeURIComponent(customer.accountId)}`,
    );
    expect(listed.data.find((s) => s.id === session.id)).toBeUndefined();
  });

  it('shows an export’s phrase only in the frame; the page gets no word of it', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('vault-export'));
    const request = await wallet.exportWallet();
    const shown = request.approve();
    expect(await personApproves('Show your recovery phrase')).toContain('Approve');
    expect(await shown).toBe('');
    const text = await commands.vaultText('Write these words down');
    const words = text.split('\n').filter((line) => /^[a-z]+$/.test(line.trim()));
    expect(words.length).toBeGreaterThanOrEqual(12);
    // The page's markup has no run of the phrase; its text has none of its words (markup alone could
    // hold a word by chance: the overlay's CSS says `place-items: start center`, and "start" is a word).
    expect(document.body.innerHTML).not.toContain(words.slice(0, 12).join(' '));
    const pageWords = new Set((document.body.textContent ?? '').split(/[^a-z]+/));
    for (const word of words.slice(0, 12)) expect(pageWords.has(word.trim()), word).toBe(false);
    await commands.clickInVault('Done');
    await expect.poll(() => vaultFrames('visible').length).toBe(0);
  });
});
