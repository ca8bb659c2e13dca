import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../all.js';
import { ar } from './ar/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhCredentialManager } from '../credential-manager/credential-manager.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import type { CompleteCopy } from '../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { fakeSignedRequest, FakeWallet } from '../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { flush } from '../test-support/flush.js';

// A right-to-left language (Arabic) with its layout checked, so the components
// prove they work mirrored. Positions are measured in real Chromium, once left to right and once right to
// left, and must be each other's mirror; axe stays clean; RTL screenshots are kept beside the others.

// Type-level: the Arabic catalogue is complete (a missing term or error sentence does not compile).
const complete: CompleteCopy = ar;
const { cancel: _cancel, ...withoutCancel } = ar;
// @ts-expect-error `cancel` is missing
const missingTerm: CompleteCopy = withoutCancel;

const SCREENSHOTS = '../../../../.ci-out/elements-screenshots';

type Dir = 'ltr' | 'rtl';

/** A host page in `dir`, Arabic for right to left, 420 px wide. */
function host(dir: Dir, inner: string): HTMLElement {
  return mount<HTMLElement>(
    `<div dir="${dir}" lang="${dir === 'rtl' ? 'ar' : 'en'}" style="width: 420px">${inner}</div>`,
  );
}

const box = (el: Element): DOMRect => el.getBoundingClientRect();
/** Where a block's text actually is (its text nodes), not the block's box. */
function textBox(el: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}
const inShadow = <T extends Element = HTMLElement>(el: Element, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

afterAll(() => page.viewport(414, 896));

describe('Arabic (right to left)', () => {
  it('the catalogue is complete: every English term and error sentence, none left in English', () => {
    expect(complete).toBe(ar);
    expect(missingTerm).toBeDefined();
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    for (const [code, sentence] of Object.entries(ar.errorMessages)) {
      expect(sentence, code).toMatch(/[\u0600-\u06FF]/);
      expect(sentence, code).not.toBe(en.errorMessages[code]);
    }
  });

  it('<kh-sign-in>: the heading and fields start on the right; the code boxes keep their left-to-right order', async () => {
    const edges: Record<Dir, { start: number; end: number; firstBox: number; lastBox: number }> = {
      ltr: { start: 0, end: 0, firstBox: 0, lastBox: 0 },
      rtl: { start: 0, end: 0, firstBox: 0, lastBox: 0 },
    };
    for (const dir of ['ltr', 'rtl'] as const) {
      cleanup();
      const root = host(dir, '<kh-sign-in methods="passkey email"></kh-sign-in>');
      const el = root.querySelector<KhSignIn>('kh-sign-in')!;
      const wallet = new FakeWallet();
      el.wallet = wallet;
      await flush(el);
      const card = box(inShadow(el, '[part=card]'));
      const title = textBox(inShadow(el, '[part=title]'));
      edges[dir].start = dir === 'ltr' ? title.left - card.left : card.right - title.right;
      edges[dir].end = dir === 'ltr' ? card.right - title.right : title.left - card.left;
      expect(inShadow(el, '[part=title]').textContent).toContain(
        dir === 'rtl' ? 'تسجيل الدخول إلى محفظتك' : 'Sign in to your wallet',
      );
      await expectNoAxeViolations(root);
      if (dir === 'rtl')
        await page.screenshot({ path: `${SCREENSHOTS}/rtl-sign-in-light-420.png`, element: root });
      // The code step: the boxes stay in reading order of the code (first digit leftmost).
      await userEvent.click(inShadow(el, '[part=email-input]'));
      await userEvent.keyboard('ada@example.com{Enter}');
      await flush(el);
      const otp = inShadow(el, 'kh-otp-input');
      await flush(otp);
      const boxes = [...otp.shadowRoot!.querySelectorAll('input[data-index]')].map(box);
      edges[dir].firstBox = boxes[0]!.left;
      edges[dir].lastBox = boxes.at(-1)!.left;
      await expectNoAxeViolations(root);
      if (dir === 'rtl')
        await page.screenshot({ path: `${SCREENSHOTS}/rtl-sign-in-code-light-420.png`, element: root });
    }
    // Mirrored: the heading hugs the start side (left in LTR, right in RTL), with room on the end side.
    expect(edges.rtl.start).toBeLessThan(30);
    expect(edges.rtl.end).toBeGreaterThan(60);
    expect(Math.abs(edges.rtl.start - edges.ltr.start)).toBeLessThan(4);
    // The code: first box leftmost in both directions.
    expect(edges.rtl.firstBox).toBeLessThan(edges.rtl.lastBox);
    expect(edges.ltr.firstBox).toBeLessThan(edges.ltr.lastBox);
  });

  it('<kh-approve-dialog>: Approve and Decline swap sides, the text starts on the right', async () => {
    const order: Record<Dir, number> = { ltr: 0, rtl: 0 };
    for (const dir of ['ltr', 'rtl'] as const) {
      cleanup();
      const root = host(dir, '<kh-approve-dialog></kh-approve-dialog>');
      const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
      void dialog.show(fakeSignedRequest('REVOKE_SESSION', () => undefined, { type: 'PASSKEY' }));
      await flush(dialog);
      const approve = box(inShadow(dialog, '[part=approve-button]'));
      const decline = box(inShadow(dialog, '[part=reject-button]'));
      // Positive when Approve is to the right of Decline.
      order[dir] = approve.left - decline.left;
      const panel = box(inShadow(dialog, 'dialog'));
      const operation = textBox(inShadow(dialog, '[part=operation]'));
      const startGap = dir === 'ltr' ? operation.left - panel.left : panel.right - operation.right;
      expect(startGap).toBeLessThan(40);
      if (dir === 'rtl') {
        expect(inShadow(dialog, '[part=operation]').textContent).toContain('تسجيل خروج جلسة من محفظتك');
        // The exact payload stays left to right.
        expect(getComputedStyle(inShadow(dialog, '[part=payload]')).direction).toBe('ltr');
      }
      await expectNoAxeViolations(dialog);
      if (dir === 'rtl')
        await page.screenshot({
          path: `${SCREENSHOTS}/rtl-approve-session-light-420.png`,
          element: inShadow(dialog, 'dialog'),
        });
      dialog.close();
    }
    expect(order.ltr).toBeGreaterThan(0);
    expect(order.rtl).toBeLessThan(0);
  });

  it('<kh-credential-manager>: a row has its name on the right and Remove on the left', async () => {
    const sides: Record<Dir, number> = { ltr: 0, rtl: 0 };
    for (const dir of ['ltr', 'rtl'] as const) {
      cleanup();
      const root = host(dir, '<kh-credential-manager></kh-credential-manager>');
      const el = root.querySelector<KhCredentialManager>('kh-credential-manager')!;
      const wallet = new FakeWallet({ signedIn: true });
      wallet.seedCredential({
        id: 'AuthMethod:2',
        type: 'EMAIL_OTP',
        nickname: 'ada@example.com',
        createdAt: new Date().toISOString(),
      });
      el.wallet = wallet;
      await flush(el);
      await new Promise((r) => setTimeout(r, 50));
      await flush(el);
      const row = inShadow(el, '[part=item]');
      const name = box(row.querySelector('.name')!);
      const remove = box(row.querySelector('[part=remove-button]')!);
      // Positive when the name is to the right of Remove.
      sides[dir] = name.left - remove.left;
      await expectNoAxeViolations(el);
      if (dir === 'rtl')
        await page.screenshot({ path: `${SCREENSHOTS}/rtl-credential-manager-light-420.png`, element: root });
    }
    expect(sides.ltr).toBeLessThan(0);
    expect(sides.rtl).toBeGreaterThan(0);
  });

  it('dir="rtl" on <html> mirrors the elements too (inherited through the shadow roots)', async () => {
    document.documentElement.dir = 'rtl';
    const el = mount<KhSignIn>('<kh-sign-in lang="ar" methods="passkey email"></kh-sign-in>');
    el.wallet = new FakeWallet();
    await flush(el);
    expect(getComputedStyle(inShadow(el, '[part=card]')).direction).toBe('rtl');
    const card = box(inShadow(el, '[part=card]'));
    const title = textBox(inShadow(el, '[part=title]'));
    expect(card.right - title.right).toBeLessThan(30);
  });
});
