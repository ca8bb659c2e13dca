import { LitElement, html } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../test-support/axe.js';
import { CountdownController, retryAfterSeconds } from './countdown.js';
import { define } from './define.js';
import { emit, toErrorInfo } from './events.js';
import { tabbables } from './focus-trap.js';
import { LocalizeController, loadErrorCopy, registerCopy, resolveLang } from './localize.js';
import { onlyDigits } from './otp-entry.js';
import { prettyPayload } from './payload.js';

class Probe extends LitElement {
  readonly t = new LocalizeController(this);
  readonly countdown = new CountdownController(this, { onDone: () => this.doneCalls++ });
  doneCalls = 0;
  protected override render() {
    return html`<span>${this.t.term('cancel')}</span>`;
  }
}
customElements.define('kh-test-probe', Probe);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('define()', () => {
  it('tolerates the same class twice and keeps the first of two different classes, with a warning', () => {
    class A extends HTMLElement {}
    class B extends HTMLElement {}
    define('kh-test-define', A);
    expect(() => define('kh-test-define', A)).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => define('kh-test-define', B)).not.toThrow();
    expect(customElements.get('kh-test-define')).toBe(A);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('kh-* events', () => {
  it('bubble out of shadow roots, carry a typed detail and can be vetoed when cancelable', () => {
    const host = mount<HTMLDivElement>('<div><span></span></div>');
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('b');
    shadow.append(inner);
    const reasons: string[] = [];
    document.addEventListener(
      'kh-request-close',
      (e) => {
        reasons.push(e.detail.reason);
        e.preventDefault();
      },
      { once: true },
    );
    expect(emit(inner, 'kh-request-close', { reason: 'escape' }, { cancelable: true })).toBe(false);
    expect(reasons).toEqual(['escape']);
    expect(emit(inner, 'kh-rejected', { operation: 'X' })).toBe(true);
  });

  it('toErrorInfo keeps the code, status and Retry-After of a KeyholdError-like value', () => {
    const error = Object.assign(new Error('slow down'), {
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 30,
    });
    expect(toErrorInfo(error)).toEqual({
      code: 'RATE_LIMITED',
      message: 'slow down',
      status: 429,
      retryAfter: 30,
    });
    expect(toErrorInfo(new DOMException('no', 'NotAllowedError')).code).toBe('WEBAUTHN_CANCELLED');
    expect(toErrorInfo('boom')).toEqual({ code: 'UNEXPECTED', message: 'boom' });
    expect(retryAfterSeconds(error)).toBe(30);
    expect(retryAfterSeconds(new Error('x'))).toBeUndefined();
  });
});

describe('LocalizeController', () => {
  it('resolves lang from the element, its ancestors across shadow roots, then <html>, then en', () => {
    const outer = mount<HTMLDivElement>('<div lang="pt-BR"><p></p></div>');
    const shadow = outer.querySelector('p')!.attachShadow({ mode: 'open' });
    const inner = document.createElement('i');
    shadow.append(inner);
    expect(resolveLang(inner)).toBe('pt-BR');
    outer.removeAttribute('lang');
    expect(resolveLang(inner)).toBe('en');
    document.documentElement.lang = 'it';
    expect(resolveLang(inner)).toBe('it');
  });

  it('falls back region → language → English, and re-renders on a lang change', async () => {
    registerCopy('nl', { cancel: 'Annuleren' });
    registerCopy('nl-BE', { close: 'Sluiten (BE)' });
    const probe = mount<Probe>('<kh-test-probe lang="nl-BE"></kh-test-probe>');
    await probe.updateComplete;
    expect(probe.t.term('close')).toBe('Sluiten (BE)');
    expect(probe.t.term('cancel')).toBe('Annuleren');
    expect(probe.t.term('retry')).toBe('Try again');
    expect(probe.shadowRoot!.textContent).toBe('Annuleren');
    probe.setAttribute('lang', 'en-GB');
    await new Promise((r) => setTimeout(r, 0));
    await probe.updateComplete;
    expect(probe.shadowRoot!.textContent).toBe('Cancel');
  });

  it('errorMessage: catalogue sentence for known codes, the generic sentence otherwise (the text goes to the console)', async () => {
    registerCopy('sv', { errorGeneric: 'Något gick fel.' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const probe = mount<Probe>('<kh-test-probe></kh-test-probe>');
    await probe.updateComplete;
    // The English error sentences load on demand (when a flow starts).
    await loadErrorCopy();
    expect(probe.t.errorMessage({ code: 'RATE_LIMITED', message: 'x' })).toContain('Too many attempts');
    expect(probe.t.errorMessage({ code: 'SOMETHING_NEW', message: 'A precise sentence.' })).toBe(
      'Something went wrong. Please try again.',
    );
    probe.lang = 'sv';
    expect(probe.t.errorMessage({ code: 'SOMETHING_NEW', message: 'A precise sentence.' })).toBe(
      'Något gick fel.',
    );
  });
});

describe('CountdownController', () => {
  it('a past deadline is done at once and calls onDone once; a future one runs; stop() ends it quietly', async () => {
    const probe = mount<Probe>('<kh-test-probe></kh-test-probe>');
    await probe.updateComplete;
    probe.countdown.until(new Date(Date.now() - 1000).toISOString());
    expect(probe.countdown.done).toBe(true);
    expect(probe.countdown.remaining).toBe(0);
    expect(probe.doneCalls).toBe(1);
    probe.countdown.forSeconds(90);
    expect(probe.countdown.running).toBe(true);
    expect(probe.countdown.remaining).toBeGreaterThan(80);
    expect(probe.countdown.remaining).toBeLessThanOrEqual(90);
    probe.countdown.stop();
    expect(probe.countdown.running).toBe(false);
    expect(probe.countdown.done).toBe(false);
    expect(probe.doneCalls).toBe(1);
    probe.countdown.until('not a date');
    expect(probe.countdown.done).toBe(true);
  });
});

describe('helpers', () => {
  it('prettyPayload indents JSON and leaves other text as received', () => {
    expect(prettyPayload('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(prettyPayload('plain text')).toBe('plain text');
  });

  it('onlyDigits keeps digits up to a maximum', () => {
    expect(onlyDigits(' 12-34 5678', 6)).toBe('123456');
    expect(onlyDigits('abc', 6)).toBe('');
  });

  it('tabbables follows slots and shadow roots and skips disabled, hidden and closed-details content', () => {
    const host = mount<HTMLDivElement>(
      '<div><button id="slotted">s</button><button disabled>d</button></div>',
    );
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML =
      '<a href="#x" id="link">l</a><slot></slot><details><summary id="sum">more</summary><button id="hiddenInDetails">h</button></details><input type="hidden" /><button id="last" tabindex="0">z</button><span tabindex="-1">n</span>';
    const ids = tabbables(shadow).map((el) => el.id);
    expect(ids).toEqual(['link', 'slotted', 'sum', 'last']);
  });
});
