import { afterEach, describe, expect, it, vi } from 'vitest';
import { LitElement } from 'lit';
import '../approve-dialog/define.js';
import '../locales/fr/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, mount } from '../test-support/axe.js';
import { enApprovalTerms } from '@keyhold/locales/en/approval';
import { LocalizeController, addEnglishTerms, loadErrorCopy } from './localize.js';

// No raw id or code in a sentence a person reads, in any catalogue.

class Probe extends LitElement {
  t = new LocalizeController(this);
}
customElements.define('kh-copy-probe', Probe);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const probe = (lang: string): Probe => mount<Probe>(`<kh-copy-probe lang="${lang}"></kh-copy-probe>`);

describe('copy never puts a raw code or id in a sentence', () => {
  it('an unknown credential type reads as a sign-in method, not its lower-cased code', () => {
    for (const [lang, words] of [
      ['en', 'sign-in method'],
      ['fr', 'méthode de connexion'],
    ] as const) {
      const t = probe(lang).t;
      expect(t.term('credentialType', 'WEBAUTHN_V2')).toBe(words);
      expect(t.term('reauthIntro', 'WEBAUTHN_V2', undefined)).toContain(words);
      expect(t.term('reauthIntro', 'WEBAUTHN_V2', undefined)).not.toMatch(/webauthn/i);
      cleanup();
    }
  });

  it('an operation the catalogue does not know is "Sign this request", not its code', () => {
    // The approve dialog adds its English terms when its request view loads.
    addEnglishTerms(enApprovalTerms);
    expect(probe('en').t.term('approveOperation', 'FREEZE_ACCOUNT', undefined)).toBe('Sign this request');
    cleanup();
    expect(probe('fr').t.term('approveOperation', 'FREEZE_ACCOUNT', undefined)).toBe('Signer cette demande');
  });

  it('an unknown code, or a message the core wrote, never reaches the person: the generic sentence, the detail in the console', async () => {
    await loadErrorCopy();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = probe('en').t;
    const raw = 'Internal account InternalAccount:0b1c does not hold 1000.';
    expect(t.errorMessage({ code: 'SOMETHING_NEW', message: raw, status: 400 })).toBe(
      'Something went wrong. Please try again.',
    );
    expect(t.errorMessage({ code: 'INVALID_INPUT', message: 'amount must be ≤ 1000 (minor units)' })).toBe(
      'Something you entered is not valid. Check it and try again.',
    );
    expect(
      t.errorMessage({ code: 'INVALID_INPUT', message: 'Field accountId AuthMethod:3 invalid', status: 400 }),
    ).toBe('Something you entered is not valid. Check it and try again.');
    const logged = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain(raw);
    expect(logged).toContain('amount must be ≤ 1000 (minor units)');
  });

  it('the approve dialog does not print the request id ("Request Request:42")', async () => {
    const dialog = mount<KhApproveDialog>('<kh-approve-dialog></kh-approve-dialog>');
    await dialog.updateComplete;
    void dialog.show({
      operation: 'REVOKE_SESSION',
      type: 'PASSKEY',
      payloadToSign: '{"operation":"REVOKE_SESSION","requestId":"Request:42"}',
      requestId: 'Request:42',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      approve: () => new Promise(() => undefined),
      reject: () => undefined,
    });
    await dialog.updateComplete;
    const sentences = [...dialog.shadowRoot!.querySelectorAll('p, h2, h3, summary, button')]
      .map((n) => n.textContent ?? '')
      .join('\n');
    expect(sentences).not.toContain('Request:42');
  });
});
