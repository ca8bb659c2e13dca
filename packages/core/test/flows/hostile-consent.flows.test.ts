// A hostile script of the app origin tries to have the person approve what they did not see whole: its own
// vault frame cropped to the button row, restyled (colour, direction, digits), focused by URL, answering
// request after request, or moved under the pointer. Real mouse and keyboard (the vault commands). Each
// attack ends with no stamp; the person's own approvals still complete with their clicks.
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/index.js';
import { fundedCustomer, quoteBody, recordedPage } from './hostile-helpers.js';

import { signInWithOtp, type TestCustomer, uniqueEmail } from './helpers.js';
import { type RawVault, frameGateVaultUrl, frameWalletFor, rawVault, vaultFrames } from './vault-helpers.js';

const recorder = recordedPage();

type Reply = Record<string, unknown>;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
/** As long as a person reads before they click (the frame arms after half a second in view). */
const reading = () => new Promise((r) => setTimeout(r, 1500));

async function signedIn(customer: TestCustomer, tag: string): Promise<Wallet> {
  const wallet = frameWalletFor(customer, {}, frameGateVaultUrl());
  await signInWithOtp(wallet, customer, uniqueEmail(tag));
  return wallet;
}

/** A payment of the hostile script's own ($99.99), waiting for a signature: its id and payload. */
async function hostilePayment(wallet: Wallet, customer: TestCustomer, destination: string) {
  const quote = await wallet.createQuote(quoteBody(customer, destination, 9999));
  return { quoteId: quote.id, payloadToSign: (await wallet.executeQuote(quote)).payloadToSign };
}

/** The hostile script's own visible vault frame (it is a listed parent), in a wrapper of its own. */
async function hostileFrame(wrapperStyle = ''): Promise<{ vault: RawVault; wrapper: HTMLElement }> {
  const wrapper = document.createElement('div');
  wrapper.dataset['hostile'] = '';
  wrapper.style.cssText = `position:fixed;left:0;top:0;width:380px;${wrapperStyle}`;
  document.body.append(wrapper);
  const vault = await rawVault('visible', frameGateVaultUrl(), wrapper);
  vault.frame.style.cssText = 'display:block;border:0;width:380px;height:560px;';
  return { vault, wrapper };
}

/** Sends `approve` for the payload on the hostile frame; the answer comes when someone decides or it expires. */
function approveOn(vault: RawVault, id: number, sessionId: string, payloadToSign: string, seconds = 8) {
  const answer = vault.send({
    v: 1,
    id,
    type: 'approve',
    sessionId,
    payloadToSign,
    expiresAt: inSeconds(seconds),
  });
  answer.catch(() => undefined);
  return answer;
}

/** WCAG contrast of two computed `rgb[a]()` colours (alpha must be 1 to count as readable). */
function contrast(a: string, b: string): number {
  const parse = (c: string) => {
    const n =
      /rgba?\(([^)]+)\)/
        .exec(c)?.[1]
        ?.split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number) ?? [];
    return { rgb: n.slice(0, 3), alpha: n[3] ?? 1 };
  };
  const lum = ({ rgb }: { rgb: number[] }) => {
    const [r, g, bl] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const pa = parse(a);
  const pb = parse(b);
  if (pa.alpha < 1 || pb.alpha < 1 || pa.rgb.length < 3 || pb.rgb.length < 3) return 0;
  const [hi, lo] = [lum(pa), lum(pb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('a hostile script of the app origin cannot have the person approve what they did not see whole', () => {
  it('crop: its own frame shown only as the button row (overflow: hidden, shifted up) signs nothing', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-crop');
    const { quoteId, payloadToSign } = await hostilePayment(wallet, customer, destination);
    const { vault, wrapper } = await hostileFrame();
    const answer = approveOn(vault, 1, wallet.session!.id, payloadToSign);
    await commands.vaultText('You send $99.99');
    // Only the Decline / Approve row shows, like a cookie banner.
    const row = (await commands.vaultFacts()).buttons;
    const top = Math.min(...row.map((b) => b.y)) - 8;
    wrapper.style.height = `${Math.max(...row.map((b) => b.y + b.height)) - top + 8}px`;
    wrapper.style.overflow = 'hidden';
    vault.frame.style.marginTop = `-${top}px`;
    await reading();
    await commands.restClickAtVaultButton('Approve');
    expect(await answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_EXPIRED' });
    expect((await wallet.getQuote(quoteId)).status).toBe('PENDING');
  });

  it('scroll: its own frame too short for the view, scrolled to the button row, signs nothing', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-scroll');
    const { quoteId, payloadToSign } = await hostilePayment(wallet, customer, destination);
    const { vault } = await hostileFrame();
    const answer = approveOn(vault, 1, wallet.session!.id, payloadToSign);
    await commands.vaultText('You send $99.99');
    const row = (await commands.vaultFacts()).buttons;
    // The frame only as tall as the button row, its document scrolled down to it by a fragment.
    vault.frame.style.height = `${Math.max(...row.map((b) => b.height)) + 24}px`;
    const url = new URL(vault.frame.src);
    url.hash = 'decline';
    vault.frame.src = url.href;
    await reading();
    await commands.restClickAtVaultButton('Approve');
    expect(await answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_EXPIRED' });
    expect((await wallet.getQuote(quoteId)).status).toBe('PENDING');
  });

  it('restyle: a display sent while the person reads is refused; colours, direction and digits stay the vault’s', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-restyle');
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    approved.catch(() => undefined);
    await commands.vaultText('You send $12.34');
    // On the person's open frame: blank the summary, swap the buttons, Thai digits.
    const before = await commands.vaultFacts();
    const port = [...recorder.sent].reverse().find((s) => (s.data as Reply)?.['type'] === 'approve')!.port;
    const answer = await askOn(port, {
      id: 9301,
      type: 'display',
      lang: 'en-u-nu-thai',
      dir: 'rtl',
      tokens: { '--kh-color-text': 'transparent', '--kh-color-muted': 'transparent' },
    });
    expect(answer).toMatchObject({ type: 'error', code: 'VAULT_UNKNOWN_MESSAGE' });
    const after = await commands.vaultFacts();
    expect(after.text).toBe(before.text);
    expect(after.dir).toBe('ltr');
    expect(after.buttons.map((b) => b.name)).toEqual(['Decline', 'Approve']);
    expect(await commands.vaultText('You send $12.34')).not.toMatch(/[\u0E50-\u0E59]/);
    await commands.clickInVault('Approve');
    expect(await approved).toMatchObject({ id: quote.id, status: 'COMPLETED' });
  });

  it('restyle between requests: unreadable colours, a page direction and foreign digits do not reach the view', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-restyle-before');
    const { payloadToSign } = await hostilePayment(wallet, customer, destination);
    const { vault, wrapper } = await hostileFrame();
    await vault.send({
      v: 1,
      id: 1,
      type: 'display',
      lang: 'en-u-nu-thai',
      dir: 'rtl',
      tokens: {
        '--kh-color-text': 'transparent',
        '--kh-color-muted': '#fefefe',
        '--kh-color-surface': '#ffffff',
      },
    });
    const answer = approveOn(vault, 2, wallet.session!.id, payloadToSign, 30);
    const text = await commands.vaultText('You send');
    expect(text).toContain('You send $99.99');
    expect(text).not.toMatch(/[\u0E50-\u0E59]/);
    const facts = await commands.vaultFacts();
    expect(facts.dir).toBe('ltr');
    expect(facts.buttons.map((b) => b.name)).toEqual(['Decline', 'Approve']);
    expect(contrast(facts.text, facts.surface)).toBeGreaterThanOrEqual(4.5);
    await commands.clickInVault('Decline');
    expect(await answer).toMatchObject({ type: 'error', code: 'REJECTED' });
    // Dutch amounts ("US$ 99,99") for an English summary (Dutch is not shipped, so the view reads English):
    // the vault writes amounts its own language's way.
    wrapper.remove();
    const other = await hostileFrame();
    await other.vault.send({ v: 1, id: 1, type: 'display', lang: 'nl-NL' });
    const answer2 = approveOn(other.vault, 2, wallet.session!.id, payloadToSign, 30);
    expect(await commands.vaultText('You send')).toContain('$99.99');
    await commands.clickInVault('Decline');
    expect(await answer2).toMatchObject({ type: 'error', code: 'REJECTED' });
  });

  it('fragment focus: navigating its frame to the Approve button’s id does not let the person’s Enter or Space approve', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-fragment');
    const { quoteId, payloadToSign } = await hostilePayment(wallet, customer, destination);
    const { vault } = await hostileFrame();
    const answer = approveOn(vault, 1, wallet.session!.id, payloadToSign);
    await commands.vaultText('You send $99.99');
    await reading();
    const url = new URL(vault.frame.src);
    url.hash = 'approve';
    vault.frame.src = url.href;
    await new Promise((r) => setTimeout(r, 300));
    vault.frame.focus();
    await commands.keysToFocus();
    expect(await answer).toMatchObject({ type: 'error', code: 'VAULT_APPROVAL_EXPIRED' });
    // No control of the view can be named by a URL.
    expect((await commands.vaultFacts()).ids).toEqual([]);
    expect((await wallet.getQuote(quoteId)).status).toBe('PENDING');
  });

  it('chained: one visible frame, one approval; the next request in the same place is refused', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-chained');
    const first = await hostilePayment(wallet, customer, destination);
    const second = await hostilePayment(wallet, customer, destination);
    const { vault } = await hostileFrame();
    const answer = approveOn(vault, 1, wallet.session!.id, first.payloadToSign, 30);
    await commands.vaultText('You send $99.99');
    // The person approves what they read whole: that one is theirs to give.
    await commands.clickInVault('Approve');
    expect(await answer).toMatchObject({ type: 'result' });
    // The same frame, the same place, the next payload: the person clicks there again.
    const next = approveOn(vault, 2, wallet.session!.id, second.payloadToSign);
    await reading();
    await commands.restClickAtVaultButton('Approve');
    expect(await next).toMatchObject({ type: 'error', code: 'VAULT_UNKNOWN_MESSAGE' });
    expect((await wallet.getQuote(second.quoteId)).status).toBe('PENDING');
  });

  it('moved under the pointer: an armed frame moved so that Approve lies where the person’s pointer reaches a decoy signs nothing', async () => {
    const { customer, destination } = await fundedCustomer();
    const wallet = await signedIn(customer, 'atk-move');
    const quote = await wallet.createQuote(quoteBody(customer, destination));
    const request = await wallet.executeQuote(quote);
    const approved = request.approve();
    approved.catch(() => undefined);
    await commands.vaultText('You send $12.34');
    const frame = vaultFrames('visible')[0]!;
    // The frame pinned at the top, fully visible and armed.
    const r = frame.getBoundingClientRect();
    frame.style.cssText += `;position:fixed;left:${r.left}px;top:0;width:${r.width}px;height:${r.height}px;`;
    await expect.poll(() => commands.vaultButtonArmed('Approve')).toBe(true);
    await reading();
    const approve = (await commands.vaultFacts()).buttons.find((b) => b.name === 'Approve')!;
    const centre = await commands.vaultButtonCentre('Approve');
    // A decoy below the frame; as the pointer reaches it, the frame moves down so Approve lies under it.
    const shift = Math.floor(innerHeight - r.height - 4);
    expect(shift).toBeGreaterThan(approve.height);
    const decoy = document.createElement('button');
    decoy.dataset['hostile'] = '';
    decoy.textContent = 'Play';
    const decoyTop = approve.y + shift;
    decoy.style.cssText = `position:fixed;left:${r.left + approve.x}px;top:${decoyTop}px;width:${approve.width}px;height:${approve.height}px;z-index:1;`;
    // In the core's overlay (over everything else of the page), where the pointer meets it.
    (frame.closest('[data-keyhold-vault-overlay]') ?? document.body).append(decoy);
    expect(decoyTop).toBeGreaterThan(r.height);
    decoy.addEventListener(
      'pointermove',
      () => {
        frame.style.top = `${shift}px`;
        frame.style.zIndex = '2';
      },
      { once: true },
    );
    await commands.clickAtPoint(centre.x, centre.y + shift);
    await new Promise((res) => setTimeout(res, 1000));
    expect(request.state).toBe('approving');
    // Where it stays, after the person's own look and rest, their click approves.
    await commands.clickInVault('Approve');
    expect(await approved).toMatchObject({ id: quote.id, status: 'COMPLETED' });
  });
});

/** The hostile script sends on a port the core opened (seen by the recorder) and reads the answer. */
function askOn(port: MessagePort, message: Reply): Promise<Reply> {
  return new Promise((resolve) => {
    port.addEventListener('message', (e: MessageEvent) => {
      if ((e.data as Reply)?.['id'] === message['id']) resolve(e.data as Reply);
    });
    port.postMessage({ v: 1, ...message });
  });
}
