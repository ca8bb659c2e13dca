// A vault configured to approve in its own window (approveInWindow): the frame on the page says only
// "Continue in the window"; the person's click there opens a top-level window of the vault's origin that
// shows the whole request and asks with its own gate. A page that crops, covers or restyles the frame
// changes nothing the person approves in.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundedCustomer, phraseInFrame, quoteBody } from './hostile-helpers.js';
import { closeWallets, newCustomer, signInWithOtp, uniqueEmail } from './helpers.js';
import {
  frameWalletFor,
  mountRawVault,
  rawVault,
  removeVaultFrames,
  useUnscaledViewport,
  vaultFrames,
  vaultUrl,
} from './vault-helpers.js';

beforeAll(useUnscaledViewport);
afterEach(async () => {
  closeWallets();
  removeVaultFrames();
  for (const el of document.querySelectorAll('[data-hostile]')) el.remove();
  await expect.poll(() => commands.vaultWindowOpen()).toBe(false);
});

const windowVault = () => vaultUrl([location.origin], 'w');
const CONTINUE = 'Continue in the window';

describe('approving in the vault’s own window', () => {
  it('a payment: the frame says only to continue in the window, where the person reads it whole and approves', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer, {}, windowVault());
    await signInWithOtp(wallet, customer, uniqueEmail('window-pay'));
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    const frameText = await commands.vaultText(CONTINUE);
    expect(frameText).not.toContain('$12.34');
    expect((await commands.vaultFacts()).buttons.map((b) => b.name)).toEqual(['Decline', CONTINUE]);
    await commands.clickInVault(CONTINUE);
    const text = await commands.vaultWindowText('You send $12.34');
    expect(text).toContain('Send a payment');
    expect(request.state).toBe('approving');
    await commands.clickInVaultWindow('Approve');
    expect(await approved).toMatchObject({ id: quote.id, status: 'COMPLETED' });
  });

  it('an export: approved in the window, the phrase then shows in the frame only', async () => {
    const customer = await newCustomer();
    const wallet = frameWalletFor(customer, {}, windowVault());
    await signInWithOtp(wallet, customer, uniqueEmail('window-export'));
    const request = await wallet.exportWallet();
    const shown = request.approve();
    await commands.clickInVault(CONTINUE);
    expect(await commands.vaultWindowText('recovery phrase')).toContain('Keyhold frame on the page');
    await commands.clickInVaultWindow('Approve');
    expect(await shown).toBe('');
    expect((await phraseInFrame()).length).toBeGreaterThanOrEqual(12);
    await commands.clickInVault('Done');
    await expect.poll(() => vaultFrames('visible').length).toBe(0);
  });

  it('crop: a hostile frame shown as its Continue row only opens a window with the whole request; nothing is signed', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer, {}, windowVault());
    await signInWithOtp(wallet, customer, uniqueEmail('window-crop'));
    const quote = await wallet.createQuote(quoteBody(customer, destination, 9999));
    const { payloadToSign } = await wallet.executeQuote(quote);
    const wrapper = document.createElement('div');
    wrapper.dataset['hostile'] = '';
    wrapper.style.cssText = 'position:fixed;left:0;top:0;width:380px;';
    document.body.append(wrapper);
    const vault = await rawVault('visible', windowVault(), wrapper);
    vault.frame.style.cssText = 'display:block;border:0;width:380px;height:400px;';
    const expiresAt = new Date(Date.now() + 12_000).toISOString();
    const answer = vault.send({
      v: 1,
      id: 1,
      type: 'approve',
      sessionId: wallet.session!.id,
      payloadToSign,
      expiresAt,
    });
    await commands.vaultText(CONTINUE);
    const row = (await commands.vaultFacts()).buttons;
    const top = Math.min(...row.map((b) => b.y)) - 8;
    wrapper.style.height = `${Math.max(...row.map((b) => b.y + b.height)) - top + 8}px`;
    wrapper.style.overflow = 'hidden';
    vault.frame.style.marginTop = `-${top}px`;
    // The person clicks the only thing they see; the window shows them the whole request, in the vault's words.
    await commands.restClickAtVaultButton(CONTINUE);
    expect(await commands.vaultWindowText('You send $99.99')).toContain('Send a payment');
    // They do not approve: the request ends at its expiry, nothing signed.
    expect(await answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_EXPIRED' });
    expect((await wallet.getQuote(quote.id)).status).toBe('PENDING');
  });

  it('partial cover and transparency: a frame made invisible over a decoy only opens the window, which shows the whole request', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = frameWalletFor(customer, {}, windowVault());
    await signInWithOtp(wallet, customer, uniqueEmail('window-cover'));
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    approved.catch(() => undefined);
    await commands.vaultText(CONTINUE);
    // The frame made transparent, half of it under an opaque drawing: the person clicks what they see.
    const frame = vaultFrames('visible')[0]!;
    frame.style.opacity = '0';
    const r = frame.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.dataset['hostile'] = '';
    cover.style.cssText = `position:fixed;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height / 3}px;background:white;z-index:2147483647;`;
    document.body.append(cover);
    await commands.restClickAtVaultButton(CONTINUE);
    // The window is the vault's own, top-level: nothing of the page covers it; the person reads and declines.
    expect(await commands.vaultWindowText('You send $12.34')).toContain('Send a payment');
    expect(request.state).toBe('approving');
    await commands.clickInVaultWindow('Decline');
    await expect(approved).rejects.toMatchObject({ code: 'REJECTED' });
    expect((await wallet.getQuote(quote.id)).status).toBe('PENDING');
  });

  it('the window view refuses to run framed: mounted in the page it shows and answers nothing', async () => {
    const url = new URL(windowVault());
    url.searchParams.set('view', 'window');
    const frame = document.createElement('iframe');
    frame.dataset['keyholdVault'] = 'visible';
    frame.dataset['hostile'] = '';
    let said = 0;
    const onMessage = (e: MessageEvent) => {
      if (e.source === frame.contentWindow) said++;
    };
    window.addEventListener('message', onMessage);
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    frame.src = url.href;
    document.body.append(frame);
    await loaded;
    // A frame of the normal view beside it says `loaded` (the same vault, so the wait is not empty).
    await mountRawVault('key', windowVault());
    const facts = await commands.vaultFacts();
    expect(facts.buttons).toEqual([]);
    expect(facts.text).toBe('');
    window.removeEventListener('message', onMessage);
    expect(said).toBe(0);
  });
});
