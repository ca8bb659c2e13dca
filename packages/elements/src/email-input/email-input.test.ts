import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { registerCopy } from '../shared/localize.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';

async function inForm(markup: string) {
  const form = mount<HTMLFormElement>(`<form>${markup}</form>`);
  const el = form.querySelector('kh-email-input')!;
  await el.updateComplete;
  return { form, el, input: el.shadowRoot!.querySelector('input')! };
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('<kh-email-input>', () => {
  it('is a labelled email field with no axe violations', async () => {
    const { el, input } = await inForm('<kh-email-input name="email"></kh-email-input>');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(el.shadowRoot!.querySelector('label')!.htmlFor).toBe(input.id);
    await expectNoAxeViolations(el);
  });

  it('submits, validates (required, malformed) and resets inside a form', async () => {
    const { form, el, input } = await inForm(
      '<kh-email-input name="email" required value="a@b.co"></kh-email-input>',
    );
    expect(new FormData(form).get('email')).toBe('a@b.co');
    expect(el.checkValidity()).toBe(true);
    await userEvent.clear(input);
    await el.updateComplete;
    expect(el.validity.valueMissing).toBe(true);
    expect(form.checkValidity()).toBe(false);
    await userEvent.type(input, 'not-an-address');
    await el.updateComplete;
    expect(el.validity.typeMismatch).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    await el.updateComplete;
    expect(el.checkValidity()).toBe(true);
    expect(new FormData(form).get('email')).toBe('ada@example.com');
    form.reset();
    await el.updateComplete;
    expect(el.value).toBe('a@b.co');
    expect(input.value).toBe('a@b.co');
  });

  it('Enter submits the owning form, which native validation blocks while the address is malformed', async () => {
    const { form, el, input } = await inForm('<kh-email-input name="email" required></kh-email-input>');
    const submitted: string[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(String(new FormData(form).get('email')));
    });
    await userEvent.type(input, 'nope{Enter}');
    await el.updateComplete;
    expect(submitted).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com{Enter}');
    expect(submitted).toEqual(['ada@example.com']);
  });

  it('a service error is announced and clears on the next keystroke', async () => {
    const { el, input } = await inForm('<kh-email-input value="ada@example.com"></kh-email-input>');
    el.error = 'This address cannot receive codes.';
    await el.updateComplete;
    expect(el.validity.customError).toBe(true);
    expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).toBe(
      'This address cannot receive codes.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(el);
    // The person types one more letter at the end of the address (a focused field's text is selected in
    // WebKit, so End first).
    input.focus();
    await userEvent.keyboard('{End}m');
    await vi.waitFor(() => expect(el.error).toBe(''));
    await el.updateComplete;
    expect(el.value).toBe('ada@example.comm');
    expect(el.checkValidity()).toBe(true);
  });

  it('follows lang for its default label', async () => {
    registerCopy('pl', { emailLabel: 'Adres e-mail' });
    const { el } = await inForm('<kh-email-input lang="pl"></kh-email-input>');
    expect(el.shadowRoot!.querySelector('label')!.textContent).toBe('Adres e-mail');
  });
});
