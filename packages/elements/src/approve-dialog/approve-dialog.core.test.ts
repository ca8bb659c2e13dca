import { SignedRequest, isKeyholdError, type StampRequest } from '@keyhold/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { cleanup, mount } from '../test-support/axe.js';
import type { KhApproveDialog } from './approve-dialog.js';

// The dialog with the core's own SignedRequest (not a stand-in): what is shown is what gets stamped.
const payloadToSign = '{"requestId":"0f6c","type":"EXPORT_WALLET","clientPublicKey":"04ab"}';

function coreRequest(log: { stamped: string[]; submitted: string[] }) {
  return new SignedRequest<string>({
    operation: 'EXPORT_WALLET',
    challenge: { payloadToSign, requestId: '0f6c', expiresAt: new Date(Date.now() + 120_000).toISOString() },
    signer: {
      stamp: async (request: StampRequest) => {
        log.stamped.push(request.payloadToSign);
        return { stamp: `stamp-over-${request.payloadToSign.length}`, sessionId: 'Session:1' };
      },
    },
    submit: async (stamp) => {
      log.submitted.push(stamp);
      return 'mnemonic words';
    },
  });
}

async function setup() {
  const dialog = mount<KhApproveDialog>('<kh-approve-dialog></kh-approve-dialog>');
  await dialog.updateComplete;
  return dialog;
}

afterEach(() => cleanup());

describe('<kh-approve-dialog> with the core SignedRequest', () => {
  it('shows the payload, and Approve stamps exactly that payload once', async () => {
    const dialog = await setup();
    const log = { stamped: [] as string[], submitted: [] as string[] };
    const request = coreRequest(log);
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    const raw = dialog.shadowRoot!.querySelector('[part=raw] pre')!;
    expect(raw.textContent).toBe(request.payloadToSign);
    const approve = dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!;
    await userEvent.click(approve);
    await expect(outcome).resolves.toEqual({ approved: true, result: 'mnemonic words' });
    expect(log.stamped).toEqual([payloadToSign]);
    expect(log.submitted).toHaveLength(1);
    expect(request.state).toBe('approved');
  });

  it('Decline rejects it in the core: nothing is stamped and done ends with REJECTED', async () => {
    const dialog = await setup();
    const log = { stamped: [] as string[], submitted: [] as string[] };
    const request = coreRequest(log);
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=reject-button]')!);
    await expect(outcome).resolves.toEqual({ approved: false });
    expect(request.state).toBe('rejected');
    await expect(request.done).rejects.toSatisfy((e: unknown) => isKeyholdError(e, 'REJECTED'));
    expect(log.stamped).toEqual([]);
  });

  it('a request the service completed without a signature resolves at once without opening', async () => {
    const dialog = await setup();
    const approved: unknown[] = [];
    dialog.addEventListener('kh-approved', (e) => approved.push(e.detail));
    const request = SignedRequest.completed('ADD_CREDENTIAL', { id: 'AuthMethod:1' });
    await expect(dialog.show(request)).resolves.toEqual({ approved: true, result: { id: 'AuthMethod:1' } });
    expect(dialog.open).toBe(false);
    expect(approved).toEqual([{ operation: 'ADD_CREDENTIAL', result: { id: 'AuthMethod:1' } }]);
  });
});
