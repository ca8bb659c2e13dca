import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { advance, eventually, startWebhookReceiver } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

async function upload(
  method: string,
  path: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set(
      'file',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const res = await fetch(`${api.base}${path}`, { method, body: form, headers: { authorization: api.auth } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('documents (PUT /documents/{id} multipart)', () => {
  async function uploaded() {
    const { customerId } = await createCustomer(api);
    const res = await upload(
      'POST',
      '/documents',
      { documentHolder: customerId, documentType: 'PASSPORT', country: 'US' },
      { bytes: PDF, name: 'passport.pdf' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { customerId, doc: res.body };
  }

  it('uploads, then replaces with a JPEG and a PNG; the Document has the §2.13 fields', async () => {
    const { customerId, doc } = await uploaded();
    expect(doc).toMatchObject({
      documentHolder: customerId,
      documentType: 'PASSPORT',
      country: 'US',
      fileName: 'passport.pdf',
    });
    expect(String(doc['id'])).toMatch(/^Document:/);
    const jpeg = await upload(
      'PUT',
      `/documents/${doc['id']}`,
      { documentType: 'DRIVERS_LICENSE', country: 'MX', side: 'FRONT', documentNumber: 'D1234567' },
      { bytes: JPEG, name: 'front.jpg' },
    );
    expect(jpeg.status).toBe(200);
    expect(jpeg.body).toMatchObject({
      id: doc['id'],
      documentType: 'DRIVERS_LICENSE',
      country: 'MX',
      side: 'FRONT',
      documentNumber: 'D1234567',
      fileName: 'front.jpg',
      createdAt: doc['createdAt'],
    });
    const png = await upload(
      'PUT',
      `/documents/${doc['id']}`,
      { documentType: 'DRIVERS_LICENSE', country: 'MX', side: 'BACK' },
      { bytes: PNG, name: 'back.png', type: 'image/png' },
    );
    expect(png.body).toMatchObject({ side: 'BACK', fileName: 'back.png' });
    expect(png.body['documentNumber']).toBeUndefined();
    expect(Object.keys(png.body)).not.toContain('file');
  });

  it('content is sniffed: a text file named .pdf is 400 UNSUPPORTED_FILE_TYPE', async () => {
    const { doc } = await uploaded();
    const res = await upload(
      'PUT',
      `/documents/${doc['id']}`,
      { documentType: 'PASSPORT', country: 'US' },
      { bytes: new TextEncoder().encode('hello'), name: 'fake.pdf', type: 'application/pdf' },
    );
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('10 MB is accepted; one byte more is 413 FILE_TOO_LARGE', async () => {
    const { doc } = await uploaded();
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(PDF);
    const ok = await upload(
      'PUT',
      `/documents/${doc['id']}`,
      { documentType: 'BANK_STATEMENT', country: 'US' },
      { bytes: big, name: 'statement.pdf' },
    );
    expect(ok.status).toBe(200);
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(PDF);
    const res = await upload(
      'PUT',
      `/documents/${doc['id']}`,
      { documentType: 'BANK_STATEMENT', country: 'US' },
      { bytes: tooBig, name: 'statement.pdf' },
    );
    expect(res.status).toBe(413);
    expect(res.body['code']).toBe('FILE_TOO_LARGE');
  });

  it('bad fields are 400 INVALID_INPUT; JSON is 415; unknown document 404', async () => {
    const { doc } = await uploaded();
    const cases: Array<[Record<string, string>, boolean, string]> = [
      [{ documentType: 'DIARY', country: 'US' }, true, 'documentType'],
      [{ documentType: 'PASSPORT', country: 'usa' }, true, 'country'],
      [{ documentType: 'PASSPORT', country: 'US', side: 'LEFT' }, true, 'side'],
      [{ country: 'US' }, true, 'documentType'],
      [{ documentType: 'PASSPORT', country: 'US' }, false, 'file'],
    ];
    for (const [fields, withFile, field] of cases) {
      const res = await upload(
        'PUT',
        `/documents/${doc['id']}`,
        fields,
        withFile ? { bytes: PDF, name: 'a.pdf' } : undefined,
      );
      expect(res.status, field).toBe(400);
      expect(
        (res.body['details'] as { errors: Array<{ field: string }> }).errors.map((e) => e.field),
      ).toContain(field);
    }
    const asJson = await api.call('PUT', `/documents/${doc['id']}`, { documentType: 'PASSPORT' });
    expect(asJson.status).toBe(415);
    expect(asJson.body['code']).toBe('UNSUPPORTED_MEDIA_TYPE');
    const missing = await upload(
      'PUT',
      '/documents/Document:00000000-0000-4000-8000-000000000000',
      { documentType: 'PASSPORT', country: 'US' },
      { bytes: PDF, name: 'a.pdf' },
    );
    expect(missing.status).toBe(404);
  });
});

describe('verifications: KYB/KYC suffix rules (§3.6)', () => {
  it.each([
    ['REG-123001', 'PENDING'],
    ['REG-123002', 'REJECTED'],
    ['REG-123003', 'APPROVED'],
  ])('registrationNumber %s → kybStatus %s', async (registrationNumber, status) => {
    const { customerId } = await createCustomer(api, { customerType: 'BUSINESS' });
    const res = await api.call('POST', '/verifications', {
      customerId,
      businessInfo: { legalName: 'Acme Ltd', registrationNumber },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body['kybStatus']).toBe(status);
    expect((await api.call('GET', `/customers/${customerId}`)).body['kycStatus']).toBe(status);
    expect((await api.call('GET', `/verifications/${res.body['id']}`)).body).toEqual(res.body);
  });

  it.each([
    ['Smith001', 'PENDING'],
    ['Smith002', 'REJECTED'],
    ['Smith', 'APPROVED'],
  ])('beneficial owner lastName %s → kycStatus %s', async (lastName, status) => {
    const { customerId } = await createCustomer(api, { customerType: 'BUSINESS' });
    const res = await api.call<{
      kycStatus: string;
      beneficialOwners: Array<{ id: string; kycStatus: string }>;
    }>('POST', '/verifications', {
      customerId,
      businessInfo: { legalName: 'Acme Ltd', registrationNumber: 'REG-999' },
      beneficialOwners: [{ personalInfo: { firstName: 'Jo', lastName }, ownershipPercentage: 60 }],
    });
    expect(res.body.beneficialOwners[0]!.kycStatus).toBe(status);
    expect(res.body.beneficialOwners[0]!.id).toMatch(/^BeneficialOwner:/);
    expect(res.body.kycStatus).toBe(status);
  });

  it('an owner’s document can be uploaded for the BeneficialOwner id; bad bodies are 400', async () => {
    const { customerId } = await createCustomer(api, { customerType: 'BUSINESS' });
    const v = await api.call<{ beneficialOwners: Array<{ id: string }> }>('POST', '/verifications', {
      customerId,
      beneficialOwners: [{ personalInfo: { firstName: 'Jo', lastName: 'Doe' } }],
    });
    const doc = await upload(
      'POST',
      '/documents',
      { documentHolder: v.body.beneficialOwners[0]!.id, documentType: 'SELFIE', country: 'GB' },
      { bytes: PNG, name: 'me.png' },
    );
    expect(doc.status).toBe(201);
    const { customerId: individual } = await createCustomer(api);
    for (const body of [
      { customerId },
      { customerId, businessInfo: { legalName: 'X' } },
      { customerId, beneficialOwners: [{ personalInfo: { firstName: 'A' } }] },
      { customerId: individual, businessInfo: { legalName: 'X', registrationNumber: 'R-1' } },
    ]) {
      expect((await api.call('POST', '/verifications', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await api.call('POST', '/verifications', {
          customerId: 'Customer:nope',
          personalInfo: { firstName: 'A', lastName: 'B' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('discoveries', () => {
  it('lists every institution without filters, filters by country and currency, validates both', async () => {
    const all = await api.call<{
      data: Array<{ bankName: string; displayName: string; country: string; currency: string }>;
    }>('GET', '/discoveries');
    expect(all.body.data.length).toBeGreaterThan(10);
    const mx = await api.call<{ data: Array<{ country: string; currency: string }> }>(
      'GET',
      '/discoveries?country=MX',
    );
    expect(mx.body.data.length).toBeGreaterThan(0);
    expect(mx.body.data.every((i) => i.country === 'MX' && i.currency === 'MXN')).toBe(true);
    const eur = await api.call<{ data: Array<{ currency: string }> }>(
      'GET',
      '/discoveries?currency=EUR&country=DE',
    );
    expect(eur.body.data.every((i) => i.currency === 'EUR')).toBe(true);
    expect((await api.call<{ data: unknown[] }>('GET', '/discoveries?country=ZZ')).body.data).toEqual([]);
    expect((await api.call('GET', '/discoveries?country=mexico')).status).toBe(400);
    expect((await api.call('GET', '/discoveries?currency=dollars')).status).toBe(400);
  });
});

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
