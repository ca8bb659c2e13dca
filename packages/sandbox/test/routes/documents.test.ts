/**
 * `routes/documents.ts`: verification documents uploaded and replaced as multipart, type sniffed from the
 * bytes, size bounded.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { PDF, JPEG, PNG, documentHelpers } from '../support/documents.js';

const api = useApi();
const { upload } = documentHelpers(api);

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
