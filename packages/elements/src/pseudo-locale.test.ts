import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './all.js';
import { registerCopy } from './shared/localize.js';
import { expectNoAxeViolations } from './test-support/axe.js';
import { states } from './test-support/element-states.js';
import { PSEUDO_LANG, pseudoCopy, pseudoText } from './test-support/pseudo.js';
import { setViewport } from '../../../test-support/engines.js';

// Issue 32 item 4: every element state in the pseudo-language (English ~40 % longer, accented, bracketed)
// at 375 px and 1024 px, with a check that no text overflows its box or is cut, and the screenshots kept
// beside the others. A layout that only fits English fails here before a translation meets it.

/** Every element under `root`, through open shadow roots. */
function allElements(root: Element | ShadowRoot): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...allElements(el.shadowRoot));
  }
  return out;
}

/** A box meant to be invisible (screen-reader text, a clipped live region) or not rendered. */
function hidden(el: Element, rect: DOMRect): boolean {
  const style = getComputedStyle(el);
  return (
    rect.width <= 1 ||
    rect.height <= 1 ||
    style.visibility === 'hidden' ||
    style.clipPath !== 'none' ||
    (style.clip !== 'auto' && style.clip !== '')
  );
}

/**
 * Text that overflows its box or is cut: a box with text of its own whose text reaches outside it, or
 * whose content is wider than it without a way to scroll to it. Each as `<tag part/class>: "text…"`.
 */
export function overflowingText(root: Element): string[] {
  const problems: string[] = [];
  for (const el of [root, ...allElements(root.shadowRoot ?? root)]) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (own.length === 0) continue;
    const box = el.getBoundingClientRect();
    if (hidden(el, box)) continue;
    const style = getComputedStyle(el);
    const scrolls = /auto|scroll/.test(style.overflowX);
    const name = `<${el.localName}${el.getAttribute('part') ? ` part=${el.getAttribute('part')}` : ''}>`;
    const text = (el.textContent ?? '').trim().slice(0, 40);
    if (!scrolls && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      problems.push(`${name}: content ${el.scrollWidth}px in ${el.clientWidth}px: "${text}"`);
    for (const node of own) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0) continue;
      if (!scrolls && (r.right > box.right + 1 || r.left < box.left - 1))
        problems.push(
          `${name}: text ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}: "${text}"`,
        );
    }
  }
  return problems;
}

/** The states in English (the French and Arabic ones carry their own `lang`). */
const english = Object.entries(states).filter(([name]) => !/-(fr|ar-rtl)$/.test(name));

beforeAll(() => {
  registerCopy(PSEUDO_LANG, pseudoCopy());
  document.documentElement.lang = PSEUDO_LANG;
});

afterEach(() => document.body.replaceChildren());

afterAll(async () => {
  document.documentElement.lang = 'en';
  await setViewport(414, 896);
});

describe('the pseudo-language (en-XA)', () => {
  it('is English made longer, accented and bracketed, and the elements speak it', async () => {
    expect(pseudoText('Sign in to your wallet')).toBe('⟦Šííĝñ ííñ ţóó ýýóóúúŕ ŵááļļééţ⟧');
    expect(pseudoText('Sign in to your wallet').length).toBeGreaterThanOrEqual(
      Math.ceil('Sign in to your wallet'.length * 1.4),
    );
    const el = await states['sign-in']!('light');
    expect(el.shadowRoot!.querySelector('[part=title]')!.textContent).toBe(
      '⟦Šííĝñ ííñ ţóó ýýóóúúŕ ŵááļļééţ⟧',
    );
  });

  it('the overflow check catches text cut by its box', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<p style="width: 80px; white-space: nowrap; overflow: hidden">A sentence far too long for its box</p>',
    );
    expect(overflowingText(document.body.querySelector('p')!)).toEqual(
      expect.arrayContaining([expect.stringContaining('A sentence far too long')]),
    );
  });

  for (const [name, make] of english) {
    for (const width of [375, 1024]) {
      it(`${name} ${width}px: no text overflows or is cut, no axe violation, screenshot kept`, async () => {
        document.body.style.margin = '0';
        await setViewport(width, 800);
        const el = await make('light');
        expect(overflowingText(el)).toEqual([]);
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(el);
        await page.screenshot({ path: `../../../.ci-out/elements-screenshots/${name}-en-XA-${width}.png` });
      });
    }
  }
});
