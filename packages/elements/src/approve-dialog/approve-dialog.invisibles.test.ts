// The approve dialog shows free text of a signed request (the payee's UMA address, the note, the payload
// itself) with bidirectional controls and invisible characters made visible, never obeyed: a right-to-left
// override cannot reverse what the person reads, a zero-width space cannot hide in an address.
import { afterEach, describe, expect, it } from 'vitest';
import './define.js';
import { cleanup, mount } from '../test-support/axe.js';
import type { ApprovableRequest, KhApproveDialog } from './approve-dialog.js';

const RLO = '\u202E';
const PDF = '\u202C';
const ZWSP = '\u200B';
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/;

const payloadToSign = JSON.stringify({
  accountId: 'EmbeddedWallet:1',
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  operation: 'EXECUTE_QUOTE',
  parameters: {
    description: `Refund ${RLO}exe.pdf${PDF}`,
    destinationAccountId: `$alice${ZWSP}@uma.example`,
    receivingCurrency: 'USD',
    sendingCurrency: 'USD',
    totalReceivingAmount: 1234,
    totalSendingAmount: 1234,
  },
  requestId: 'Request:1',
});

function request(): ApprovableRequest {
  return {
    operation: 'EXECUTE_QUOTE',
    payloadToSign,
    requestId: 'Request:1',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    approve: () => new Promise(() => undefined),
    reject: () => undefined,
  } as ApprovableRequest;
}

const part = (d: KhApproveDialog, name: string): HTMLElement =>
  d.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

afterEach(cleanup);

describe('<kh-approve-dialog> with hidden characters in the request', () => {
  it('renders the payee, the payload and its exact text with every hidden character as a visible marker', async () => {
    const root = mount<HTMLDivElement>('<div><kh-approve-dialog></kh-approve-dialog></div>');
    const dialog = root.querySelector('kh-approve-dialog')!;
    await dialog.updateComplete;
    void dialog.show(request());
    await dialog.updateComplete;
    const payee = part(dialog, 'summary').querySelector<HTMLElement>('[data-field=destination] dd')!;
    expect(payee.innerText).toBe('$alice⟨U+200B⟩@uma.example');
    const pretty = part(dialog, 'payload').innerText;
    expect(pretty).toContain('Refund ⟨U+202E⟩exe.pdf⟨U+202C⟩');
    expect(pretty).toContain('$alice⟨U+200B⟩@uma.example');
    const raw = part(dialog, 'raw').querySelector('pre')!.textContent!;
    expect(raw).toContain('Refund ⟨U+202E⟩exe.pdf⟨U+202C⟩');
    // Nothing of what is rendered obeys, or hides, a character.
    expect(HIDDEN.test(dialog.shadowRoot!.textContent!)).toBe(false);
  });
});
