import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, mount } from '../test-support/axe.js';
import { vaultDisplay } from './vault-display.js';

// What a hosted vault frame is told about its host: the language is found across shadow roots, so a
// dialog inside an element's shadow (<kh-send>'s own approve dialog) shows the frame in the page's language.

afterEach(cleanup);

describe('vaultDisplay', () => {
  it('takes the language and direction of the element whose shadow holds the host', () => {
    const outer = mount<HTMLDivElement>('<div lang="ar" dir="rtl"><span></span></div>');
    const shadowHost = outer.querySelector('span')!;
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<div><p>inside</p></div>';
    const host = root.querySelector('p')!;
    const display = vaultDisplay(host, 'light');
    expect(display.lang).toBe('ar');
    expect(display.dir).toBe('rtl');
  });

  it('falls back to the document language', () => {
    const el = mount<HTMLParagraphElement>('<p>plain</p>');
    expect(vaultDisplay(el, 'light').lang).toBe(document.documentElement.lang || 'en');
  });
});
