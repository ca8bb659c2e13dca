import decodeQR from 'qr/decode.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../locales/fr/register.js';
import '../locales/ar/register.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeMoneyWallet } from '../test-support/fake-money-wallet.js';
import type { KhReceive } from './receive.js';

// <kh-receive> over a stand-in wallet: the UMA address as text and as a QR code a decoder reads back,
// Copy, the funding instructions in words, and the signed-out and unreachable states.

afterEach(cleanup);

const shadow = (el: KhReceive, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);

/** Draws the element's QR <svg> on a canvas and decodes it with the `qr` library's reader. */
async function readQr(el: KhReceive): Promise<string> {
  const svgEl = shadow(el, 'svg[part=qr]')!;
  const markup = new XMLSerializer().serializeToString(svgEl);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 400;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 400, 400);
  context.drawImage(image, 0, 0, 400, 400);
  const { data, width, height } = context.getImageData(0, 0, 400, 400);
  return decodeQR({ data, width, height });
}

describe('<kh-receive>', () => {
  it('shows the UMA address, a QR code that decodes to it, funding instructions in words; no axe violation', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const el = mount<KhReceive>('<kh-receive></kh-receive>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(shadow(el, 'svg[part=qr]')).not.toBeNull());
    expect(shadow(el, '[part=address]')!.textContent).toBe('$ada.lovelace@sandbox.example');
    const qr = shadow(el, 'svg[part=qr]')!;
    expect(qr.getAttribute('role')).toBe('img');
    expect(qr.getAttribute('aria-label')).toBe('QR code of your UMA address $ada.lovelace@sandbox.example');
    expect(await readQr(el)).toBe('$ada.lovelace@sandbox.example');
    const funding = [...shadow(el, '[part=funding]')!.children].map((c) => c.textContent!.trim());
    expect(funding).toEqual([
      'Bank',
      'Sandbox Bank',
      'Account number',
      '000123456789',
      'Routing number',
      '021000021',
      'Ways to pay',
      'ACH, WIRE',
      'Reference (include it with the transfer)',
      'KH-4F2A',
    ]);
    await expectNoAxeViolations(el);
  });

  it('Copy puts the address on the clipboard (keyboard) and says so', async () => {
    const wallet = new FakeMoneyWallet({ signedIn: true });
    const el = mount<KhReceive>('<kh-receive></kh-receive>');
    el.wallet = wallet;
    await vi.waitFor(() => expect(el.state).toBe('ready'));
    await el.updateComplete;
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    shadow(el, '[part=copy-button]')!.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).toBe(
        'The address was copied to the clipboard.',
      ),
    );
    expect(written).toEqual(['$ada.lovelace@sandbox.example']);
  });

  it('signed out and unreachable are said in words; French and Arabic', async () => {
    const out = mount<KhReceive>('<kh-receive></kh-receive>');
    out.wallet = new FakeMoneyWallet();
    await vi.waitFor(() => expect(out.state).toBe('signed-out'));
    await out.updateComplete;
    expect(shadow(out, '[part=message]')!.textContent).toBe('Sign in to see where you can be paid.');

    const offline = new FakeMoneyWallet({ signedIn: true });
    offline.offline = true;
    const down = mount<KhReceive>('<kh-receive lang="fr"></kh-receive>');
    down.wallet = offline;
    await vi.waitFor(() => expect(down.state).toBe('unreachable'));
    await down.updateComplete;
    expect(shadow(down, '[part=message]')!.textContent).toContain(
      'le service du portefeuille est injoignable',
    );
    await expectNoAxeViolations(down);

    const ar = mount<KhReceive>('<kh-receive lang="ar" dir="rtl"></kh-receive>');
    ar.wallet = new FakeMoneyWallet({ signedIn: true });
    await vi.waitFor(() => expect(ar.state).toBe('ready'));
    await ar.updateComplete;
    expect(shadow(ar, '[part=copy-button]')!.textContent!.trim()).toBe('نسخ العنوان');
    await expectNoAxeViolations(ar);
  });
});
