import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { registerCopy } from '../shared/localize.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { paste } from '../test-support/clipboard.js';
import { flush } from '../test-support/flush.js';
import type { KhOtpInput } from './otp-input.js';

async function otp(markup = '<kh-otp-input></kh-otp-input>'): Promise<KhOtpInput> {
  const el = mount<HTMLElement>(markup);
  const input = (el.localName === 'kh-otp-input' ? el : el.querySelector('kh-otp-input')) as KhOtpInput;
  await input.updateComplete;
  return input;
}

function boxes(el: KhOtpInput): HTMLInputElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[data-index]')];
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('<kh-otp-input>', () => {
  it('renders six numeric boxes, the first one taking one-time-code autofill, with no axe violations', async () => {
    const el = await otp('<kh-otp-input name="code"></kh-otp-input>');
    const all = boxes(el);
    expect(all).toHaveLength(6);
    expect(all.every((b) => b.inputMode === 'numeric')).toBe(true);
    // The attribute, not the IDL value: Firefox reflects a token it does not know (one-time-code) as ''.
    expect(all[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(all[1]!.getAttribute('autocomplete')).toBe('off');
    expect(all[2]!.getAttribute('aria-label')).toBe('Digit 3 of 6');
    expect(el.shadowRoot!.querySelector('[role=group]')!.getAttribute('aria-labelledby')).toBeTruthy();
    await expectNoAxeViolations(el);
  });

  it('honours length', async () => {
    const el = await otp('<kh-otp-input length="4"></kh-otp-input>');
    expect(boxes(el)).toHaveLength(4);
    expect(boxes(el)[3]!.getAttribute('aria-label')).toBe('Digit 4 of 4');
  });

  it('typing advances box by box, drops non-digits and fires kh-otp-complete once with the code', async () => {
    const el = await otp();
    const completes: string[] = [];
    el.addEventListener('kh-otp-complete', (e) => completes.push(e.detail.value));
    await userEvent.click(boxes(el)[0]!);
    await userEvent.keyboard('12a3');
    await flush(el);
    expect(el.value).toBe('123');
    expect(deepFocus()).toBe(boxes(el)[3]);
    expect(completes).toEqual([]);
    await userEvent.keyboard('456');
    await flush(el);
    expect(el.value).toBe('123456');
    expect(
      boxes(el)
        .map((b) => b.value)
        .join(''),
    ).toBe('123456');
    expect(completes).toEqual(['123456']);
  });

  it('Backspace on an empty box clears the previous digit and moves there; arrows, Home and End move', async () => {
    const el = await otp();
    await userEvent.click(boxes(el)[0]!);
    await userEvent.keyboard('1234');
    await flush(el);
    expect(deepFocus()).toBe(boxes(el)[4]);
    await userEvent.keyboard('{Backspace}');
    await flush(el);
    expect(el.value).toBe('123');
    expect(deepFocus()).toBe(boxes(el)[3]);
    await userEvent.keyboard('{Home}');
    expect(deepFocus()).toBe(boxes(el)[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(deepFocus()).toBe(boxes(el)[1]);
    await userEvent.keyboard('{End}');
    expect(deepFocus()).toBe(boxes(el)[3]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(deepFocus()).toBe(boxes(el)[2]);
    // Typing over a filled box replaces its digit.
    await userEvent.keyboard('9');
    await flush(el);
    expect(el.value).toBe('129');
  });

  it('a click on a box past the first empty one focuses the first empty one', async () => {
    const el = await otp();
    await userEvent.click(boxes(el)[4]!);
    expect(deepFocus()).toBe(boxes(el)[0]);
  });

  it('paste into any box fills every box from the first, ignoring separators', async () => {
    const el = await otp();
    const completes: string[] = [];
    el.addEventListener('kh-otp-complete', (e) => completes.push(e.detail.value));
    await paste(boxes(el)[3]!, ' 12-34 56 ');
    await flush(el);
    expect(el.value).toBe('123456');
    expect(boxes(el).map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(completes).toEqual(['123456']);
  });

  it('paste of text without digits changes nothing', async () => {
    const el = await otp('<kh-otp-input value="12"></kh-otp-input>');
    await paste(boxes(el)[0]!, 'abc');
    await flush(el);
    expect(el.value).toBe('12');
  });

  it('a one-time-code autofill of the whole code into the first box fills every box', async () => {
    const el = await otp();
    const first = boxes(el)[0]!;
    first.value = '654321';
    first.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await flush(el);
    expect(el.value).toBe('654321');
  });

  it('submits its value with the form, validates required/incomplete codes and resets', async () => {
    const form = mount<HTMLFormElement>('<form><kh-otp-input name="code" required></kh-otp-input></form>');
    const el = form.querySelector('kh-otp-input')!;
    await el.updateComplete;
    expect(el.form).toBe(form);
    expect(el.checkValidity()).toBe(false);
    expect(el.validity.valueMissing).toBe(true);
    expect(el.validationMessage).toBe('Enter the code.');
    expect(form.checkValidity()).toBe(false);

    el.value = '123';
    await el.updateComplete;
    expect(el.validity.tooShort).toBe(true);
    expect(el.validationMessage).toBe('Enter all 6 digits.');
    expect(new FormData(form).get('code')).toBe('123');

    el.value = '123456';
    await el.updateComplete;
    expect(el.checkValidity()).toBe(true);
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('code')).toBe('123456');

    form.reset();
    await el.updateComplete;
    expect(el.value).toBe('');
    expect(new FormData(form).get('code')).toBeNull();
    expect(el.validity.valueMissing).toBe(true);
  });

  it('setting value programmatically keeps digits only, up to length', async () => {
    const el = await otp();
    el.value = '12ab345678';
    await el.updateComplete;
    expect(el.value).toBe('123456');
  });

  it('a service error makes it invalid and is announced until the next edit', async () => {
    const el = await otp('<kh-otp-input value="123456"></kh-otp-input>');
    el.error = 'That code is not right.';
    await el.updateComplete;
    expect(el.validity.customError).toBe(true);
    expect(el.validationMessage).toBe('That code is not right.');
    const alert = el.shadowRoot!.querySelector('[role=alert]')!;
    expect(alert.textContent).toContain('That code is not right.');
    expect(boxes(el)[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(boxes(el)[0]!.getAttribute('aria-describedby')).toBe(alert.id);
    await expectNoAxeViolations(el);
    await userEvent.click(boxes(el)[5]!);
    await userEvent.keyboard('{Backspace}');
    await flush(el);
    expect(el.error).toBe('');
    expect(el.validity.customError).toBe(false);
  });

  it('autosubmit submits the owning form when the code is complete', async () => {
    const form = mount<HTMLFormElement>('<form><kh-otp-input name="code" autosubmit></kh-otp-input></form>');
    const el = form.querySelector('kh-otp-input')!;
    await el.updateComplete;
    const submitted: string[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(String(new FormData(form).get('code')));
    });
    await paste(boxes(el)[0]!, '111222');
    await flush(el);
    expect(submitted).toEqual(['111222']);
  });

  it('a disabled fieldset disables every box', async () => {
    const form = mount<HTMLFormElement>(
      '<form><fieldset disabled><kh-otp-input></kh-otp-input></fieldset></form>',
    );
    const el = form.querySelector('kh-otp-input')!;
    await flush(el);
    expect(boxes(el).every((b) => b.disabled)).toBe(true);
  });

  it('the resend button fires kh-otp-resend and then cools down; a cancelled resend does not', async () => {
    const el = await otp('<kh-otp-input resend resend-cooldown="30"></kh-otp-input>');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=resend]')!;
    expect(button.textContent!.trim()).toBe('Send a new code');
    let veto = true;
    let resends = 0;
    el.addEventListener('kh-otp-resend', (e) => {
      resends++;
      if (veto) e.preventDefault();
    });
    await userEvent.click(button);
    await el.updateComplete;
    expect(resends).toBe(1);
    expect(button.disabled).toBe(false);
    veto = false;
    await userEvent.click(button);
    await el.updateComplete;
    expect(resends).toBe(2);
    expect(button.disabled).toBe(true);
    expect(el.resendRemaining).toBeGreaterThan(25);
    expect(button.textContent!.trim()).toMatch(/^Send a new code in 0:[23]\d$/);
    await expectNoAxeViolations(el);
  });

  it('startResendCooldown takes a Retry-After', async () => {
    const el = await otp('<kh-otp-input resend></kh-otp-input>');
    el.startResendCooldown(120);
    await el.updateComplete;
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=resend]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent!.trim()).toMatch(/in 2:00|in 1:59/);
  });

  it('follows <html lang> and its own lang, with per-instance copy winning', async () => {
    registerCopy('de', {
      otpDigitLabel: (i, n) => `Ziffer ${i} von ${n}`,
      otpMissing: 'Code eingeben.',
    });
    const el = await otp('<kh-otp-input required></kh-otp-input>');
    expect(boxes(el)[0]!.getAttribute('aria-label')).toBe('Digit 1 of 6');
    document.documentElement.lang = 'de-CH';
    await flush(el);
    expect(boxes(el)[0]!.getAttribute('aria-label')).toBe('Ziffer 1 von 6');
    expect(el.validationMessage).toBe('Code eingeben.');
    // A term the catalogue leaves out falls back to English.
    expect(el.shadowRoot!.querySelector('[part=label]')!.textContent!.trim()).toBe('6-digit code');
    el.setAttribute('lang', 'en');
    await flush(el);
    expect(boxes(el)[0]!.getAttribute('aria-label')).toBe('Digit 1 of 6');
    el.copy = { otpDigitLabel: (i) => `#${i}` };
    await flush(el);
    expect(boxes(el)[0]!.getAttribute('aria-label')).toBe('#1');
  });

  it('theme="dark" switches the colour scheme tokens; --kh-* tokens override them', async () => {
    const el = await otp('<kh-otp-input theme="light"></kh-otp-input>');
    const light = getComputedStyle(boxes(el)[0]!).backgroundColor;
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    const dark = getComputedStyle(boxes(el)[0]!).backgroundColor;
    expect(light).toBe('rgb(255, 255, 255)');
    expect(dark).toBe('rgb(23, 25, 30)');
    el.style.setProperty('--kh-color-surface', 'rgb(1, 2, 3)');
    expect(getComputedStyle(boxes(el)[0]!).backgroundColor).toBe('rgb(1, 2, 3)');
  });

  it('focus() goes to the first empty box', async () => {
    const el = await otp('<kh-otp-input value="12"></kh-otp-input>');
    el.focus();
    expect(deepFocus()).toBe(boxes(el)[2]);
  });
});
