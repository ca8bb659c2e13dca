import type { KeyholdErrorCode } from '@keyhold/core/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LitElement } from 'lit';
import { fr } from '@keyhold/locales/fr/copy';
import { en } from '@keyhold/locales/en/copy';
import type { PersonErrorCode } from '@keyhold/locales';
import { LocalizeController } from './localize.js';
import { cleanup, mount } from '../test-support/axe.js';

// The elements' error copy is typed over the core's KeyholdErrorCode.

// Type-level: a person-facing core code needs a sentence in English and in French…
const everyPersonCode: Record<PersonErrorCode, string> = en.errorMessages;
const everyPersonCodeFr: Record<PersonErrorCode, string> = fr.errorMessages;
const { INSUFFICIENT_FUNDS: _funds, ...withoutFunds } = en.errorMessages;
// @ts-expect-error the sentence for INSUFFICIENT_FUNDS is missing
const incomplete: Record<PersonErrorCode, string> = withoutFunds;
// …and every PersonErrorCode is a core code (or one the elements derive from one).
const fromCore: KeyholdErrorCode | 'REQUEST_ID_REUSED' | 'WEBAUTHN_CANCELLED' =
  'QUOTE_EXPIRED' as PersonErrorCode;

class Probe extends LitElement {
  t = new LocalizeController(this);
}
customElements.define('kh-error-copy-probe', Probe);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('error copy typed over KeyholdErrorCode', () => {
  it('covers the same codes in English and French', () => {
    expect(Object.keys(everyPersonCodeFr).sort()).toEqual(Object.keys(everyPersonCode).sort());
    expect(incomplete).toBeDefined();
    expect(fromCore).toBe('QUOTE_EXPIRED');
  });

  it('a code no person should read (an integration mistake) shows the generic sentence and goes to the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const probe = mount<Probe>('<kh-error-copy-probe></kh-error-copy-probe>');
    const text = probe.t.errorMessage({
      code: 'CSRF_REJECTED',
      message: 'Origin http://a.test does not match Host b.test; set the origins option.',
    });
    expect(text).toBe('Something went wrong. Please try again.');
    expect(String(warn.mock.calls[0]![0])).toContain('CSRF_REJECTED');
  });
});
