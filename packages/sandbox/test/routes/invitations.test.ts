/**
 * `routes/invitations.ts`: UMA invitations created, claimed (with the INVITATION.CLAIMED webhook),
 * cancelled and expired.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { advance, eventually, startWebhookReceiver } from '../support/payments.js';

const api = useApi();

describe('invitations', () => {
  async function inviter() {
    const { customerId } = await createCustomer(api);
    const c = (await api.call<{ umaAddress: string }>('GET', `/customers/${customerId}`)).body;
    return c.umaAddress;
  }

  it('create → claim with inviteeUma → CLAIMED, and the INVITATION.CLAIMED webhook reaches a real server', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await api.control('PUT', '/webhook-endpoint', { url: receiver.url });
      const uma = await inviter();
      const created = await api.call<Record<string, unknown>>('POST', '/invitations', {
        inviterUma: uma,
        firstName: 'Ana',
        amountToSend: { amount: 2_500, currency: 'USD' },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({
        inviterUma: uma,
        status: 'PENDING',
        firstName: 'Ana',
        amountToSend: { amount: 2_500, currency: { code: 'USD' } },
      });
      const code = String(created.body['code']);
      expect(String(created.body['url'])).toContain(code);
      const claimed = await api.call('POST', `/invitations/${code}/claim`, {
        inviteeUma: '$bob@other.example',
      });
      expect(claimed.status).toBe(200);
      expect(claimed.body).toMatchObject({ status: 'CLAIMED', inviteeUma: '$bob@other.example' });
      expect(claimed.body['claimedAt']).toBeTruthy();
      const hook = await receiver.waitFor('INVITATION.CLAIMED', (w) => w.parsed.data['code'] === code);
      expect(hook.parsed.data).toMatchObject({ status: 'CLAIMED', inviteeUma: '$bob@other.example' });
      const again = await api.call('POST', `/invitations/${code}/claim`, {
        inviteeUma: '$carol@other.example',
      });
      expect(again.status).toBe(409);
      expect(again.body['code']).toBe('INVITATION_ALREADY_CLAIMED');
      await eventually(
        () => api.control<{ data: Array<{ status: string }> }>('GET', '/webhooks?type=INVITATION.CLAIMED'),
        (r) => r.body.data.some((d) => d.status === 'DELIVERED'),
      );
    } finally {
      await api.control('PUT', '/webhook-endpoint', { url: null });
      await receiver.close();
    }
  });

  it('expiry, cancellation, self-claim and bad input', async () => {
    const uma = await inviter();
    const short = (
      await api.call<{ code: string; expiresAt: string }>('POST', '/invitations', {
        inviterUma: uma,
        expiresInSeconds: 60,
      })
    ).body;
    await advance(api, 61);
    expect((await api.call('GET', `/invitations/${short.code}`)).body['status']).toBe('EXPIRED');
    const late = await api.call('POST', `/invitations/${short.code}/claim`, { inviteeUma: '$x@y.example' });
    expect(late.body['code']).toBe('INVITATION_EXPIRED');
    const inv = (await api.call<{ code: string }>('POST', '/invitations', { inviterUma: uma })).body;
    expect((await api.call('POST', `/invitations/${inv.code}/claim`, { inviteeUma: uma })).body['code']).toBe(
      'INVITATION_SELF_CLAIM',
    );
    expect((await api.call('POST', `/invitations/${inv.code}/claim`, { inviteeUma: 'bob' })).status).toBe(
      400,
    );
    expect((await api.call('POST', `/invitations/${inv.code}/claim`, {})).status).toBe(400);
    expect((await api.call('POST', `/invitations/${inv.code}/cancel`)).body['status']).toBe('CANCELLED');
    expect(
      (await api.call('POST', `/invitations/${inv.code}/claim`, { inviteeUma: '$x@y.example' })).body['code'],
    ).toBe('INVITATION_CANCELLED');
    expect((await api.call('POST', `/invitations/${inv.code}/cancel`)).status).toBe(409);
    expect((await api.call('POST', '/invitations/NOPE/claim', { inviteeUma: '$x@y.example' })).status).toBe(
      404,
    );
    expect((await api.call('POST', '/invitations', { inviterUma: '$nobody@nowhere.example' })).status).toBe(
      404,
    );
    expect((await api.call('POST', '/invitations', { inviterUma: uma, expiresInSeconds: 10 })).status).toBe(
      400,
    );
    const listed = await api.call<{ data: Array<{ code: string }> }>(
      'GET',
      `/invitations?inviterUma=${encodeURIComponent(uma)}&status=CANCELLED`,
    );
    expect(listed.body.data.map((i) => i.code)).toEqual([inv.code]);
  });
});

describe('invitations', () => {
  it('amountToSend as an integer in the inviter currency, and expiresAt, are honoured', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR'] });
    const inviter = (await api.call<{ umaAddress: string }>('GET', `/customers/${customerId}`)).body
      .umaAddress;
    const clock = await api.control<{ now: string }>('GET', '/clock');
    const expiresAt = new Date(Date.parse(clock.body.now) + 3_600_000).toISOString();
    const created = await api.call('POST', '/invitations', {
      inviterUma: inviter,
      amountToSend: 2_500,
      expiresAt,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      expiresAt,
      amountToSend: { amount: 2_500, currency: { code: 'EUR' } },
    });
    await api.control('POST', '/clock/advance', { seconds: 3_601 });
    const later = await api.call('GET', `/invitations/${String(created.body['code'])}`);
    expect(later.body['status']).toBe('EXPIRED');
    const past = await api.call('POST', '/invitations', { inviterUma: inviter, expiresAt: clock.body.now });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ details: { errors: [{ field: 'expiresAt' }] } });
    const objectForm = await api.call('POST', '/invitations', {
      inviterUma: inviter,
      amountToSend: { amount: 100, currency: 'USD' },
    });
    expect(objectForm.status, objectForm.text).toBe(201);
    expect(objectForm.body).toMatchObject({ amountToSend: { amount: 100, currency: { code: 'USD' } } });
  });
});
