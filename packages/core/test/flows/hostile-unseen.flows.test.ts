// A hostile script of the app origin lays a transparent drawing over the vault frame's Approve button (it
// lets clicks through: `pointer-events: none`), or makes the frame itself transparent, while the person's
// own pointer reaches the button. Where the engine proves the frame visible (IntersectionObserver v2:
// Chromium) the button is disarmed; where it cannot (Firefox, WebKit) the vault, with no configuration of
// the integrator, approves in a top-level window of its own origin: the click only opens that window, which
// shows the whole request. Nothing is signed in any engine.
import { commands } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundedCustomer, hasVisibilityV2, quoteBody } from './hostile-helpers.js';
import { closeWallets, signInWithOtp, uniqueEmail } from './helpers.js';
import {
  CONTINUE_IN_WINDOW,
  frameWalletFor,
  removeVaultFrames,
  useUnscaledViewport,
  vaultFrames,
} from './vault-helpers.js';

beforeAll(useUnscaledViewport);
afterEach(async () => {
  closeWallets();
  removeVaultFrames();
  for (const el of document.querySelectorAll('[data-hostile]')) el.remove();
  await expect.poll(() => commands.vaultWindowOpen()).toBe(false);
});

/** A drawing of the hostile script laid over the whole visible frame; clicks pass through it. */
function drawOverFrame(style: string): HTMLElement {
  const r = vaultFrames('visible')[0]!.getBoundingClientRect();
  const drawing = document.createElement('div');
  drawing.dataset['hostile'] = '';
  drawing.style.cssText = `position:fixed;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px;z-index:2147483647;pointer-events:none;${style}`;
  document.body.append(drawing);
  return drawing;
}

const hides = {
  'a transparent drawing over the frame': () => drawOverFrame('background:rgb(255 255 255 / 0.02);'),
  'the frame itself made transparent': () => {
    const frame = vaultFrames('visible')[0]!;
    frame.style.opacity = '0';
    return { remove: () => (frame.style.opacity = '') };
  },
};

describe('a person’s click through something the page laid over the vault frame, with the default vault', () => {
  for (const [how, hide] of Object.entries(hides)) {
    it(`${how}: no signature; ${hasVisibilityV2 ? 'the frame disarms Approve' : 'the click only opens the vault’s window, which shows the whole request'}`, async () => {
      const { customer, destination } = await fundedCustomer();
      const wallet = frameWalletFor(customer);
      await signInWithOtp(wallet, customer, uniqueEmail('unseen'));
      const quote = await wallet.createQuote(quoteBody(customer, destination));
      const request = await wallet.executeQuote(quote);
      const approved = request.approve();
      approved.catch(() => undefined);
      await commands.vaultText('Decline');
      // The frame's primary button: Approve where the engine can prove the frame visible, else the window's.
      const primary = hasVisibilityV2 ? 'Approve' : CONTINUE_IN_WINDOW;
      expect((await commands.vaultFacts()).buttons.map((b) => b.name)).toEqual(['Decline', primary]);
      await expect.poll(() => commands.vaultButtonArmed(primary)).toBe(true);
      const drawing = hide();
      if (hasVisibilityV2) await expect.poll(() => commands.vaultButtonArmed('Approve')).toBe(false);
      // The person's pointer moves onto the button under the drawing, rests, presses.
      await commands.restClickAtVaultButton(primary);
      if (hasVisibilityV2) {
        // The click reached a disarmed button: the Decline after it ends the request unsigned.
        drawing.remove();
        await commands.clickInVault('Decline');
      } else {
        // The click opened the vault's top-level window: nothing of the page is over it.
        await expect.poll(() => commands.vaultWindowOpen()).toBe(true);
        expect(await commands.vaultWindowText('You send $12.34')).toContain('Send a payment');
        expect(request.state).toBe('approving');
        await commands.clickInVaultWindow('Decline');
      }
      await expect(approved).rejects.toMatchObject({ code: 'REJECTED' });
      expect((await wallet.getQuote(quote.id)).status).toBe('PENDING');
    });
  }
});
