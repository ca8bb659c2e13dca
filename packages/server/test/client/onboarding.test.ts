/**
 * ServiceClient invitations, documents and verifications against a real sandbox process, response
 * shapes checked.
 */
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/index.js';
import { createCustomer } from '../helpers/harness.js';
import { useSandbox } from '../helpers/fixtures.js';

const env = useSandbox();

const invitationShape = {
  code: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
  createdAt: expect.any(String),
  url: expect.stringMatching(/^https:\/\//),
  inviterUma: expect.any(String),
  status: expect.stringMatching(/^(PENDING|CLAIMED|EXPIRED|CANCELLED)$/),
};

const PDF = new Blob([new TextEncoder().encode('%PDF-1.4\n% keyhold test\n')], { type: 'application/pdf' });
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
  type: 'image/png',
});

describe('service.invitations', () => {
  it('an invitation is created, read, listed and claimed, and a pending one cancelled', async () => {
    const inviter = await createCustomer(env.service, 'inviter');
    const invitee = await createCustomer(env.service, 'invitee');
    const inviterUma = (await env.service.customers.retrieve(inviter.customerId)).umaAddress;
    const inviteeUma = (await env.service.customers.retrieve(invitee.customerId)).umaAddress;
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const made = await env.service.invitations.create({
      inviterUma,
      firstName: 'Ada',
      amountToSend: 2_500,
      expiresAt,
    });
    expect(made).toMatchObject({
      ...invitationShape,
      inviterUma,
      status: 'PENDING',
      firstName: 'Ada',
      amountToSend: { amount: 2_500, currency: { code: 'USD', decimals: 2 } },
    });
    expect(Date.parse(String(made.expiresAt))).toBe(Date.parse(expiresAt));
    expect(await env.service.invitations.retrieve(made.code)).toEqual(made);

    const other = await env.service.invitations.create({
      inviterUma,
      amountToSend: { amount: 100, currency: 'USD' },
    });
    const pending = await env.service.invitations.list({ inviterUma, status: 'PENDING' });
    expect(pending).toMatchObject({ hasMore: false, totalCount: 2 });
    const all: Invitation[] = [];
    for await (const i of env.service.invitations.list({ inviterUma, limit: 1 })) all.push(i);
    expect(all.map((i) => i.code).sort()).toEqual([made.code, other.code].sort());

    const claimed = await env.service.invitations.claim(made.code, inviteeUma);
    expect(claimed).toMatchObject({
      ...invitationShape,
      status: 'CLAIMED',
      inviteeUma,
      claimedAt: expect.any(String),
    });
    const cancelled = await env.service.invitations.cancel(other.code);
    expect(cancelled).toMatchObject({ ...invitationShape, code: other.code, status: 'CANCELLED' });
    await expect(env.service.invitations.cancel(made.code)).rejects.toMatchObject({ status: 409 });
  });
});

describe('service.documents', () => {
  it('a document is uploaded as multipart, read, listed and replaced', async () => {
    const c = await createCustomer(env.service, 'docs');
    const uploaded = await env.service.documents.create({
      documentHolder: c.customerId,
      documentType: 'PASSPORT',
      country: 'GB',
      side: 'FRONT',
      documentNumber: 'P1234567',
      file: PDF,
      fileName: 'passport.pdf',
    });
    const documentShape = {
      id: expect.any(String),
      documentHolder: c.customerId,
      documentType: 'PASSPORT',
      country: 'GB',
      fileName: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(uploaded).toMatchObject({
      ...documentShape,
      side: 'FRONT',
      documentNumber: 'P1234567',
      fileName: 'passport.pdf',
    });
    expect(await env.service.documents.retrieve(uploaded.id)).toMatchObject({
      id: uploaded.id,
      fileName: 'passport.pdf',
    });
    const listed = await env.service.documents.list({ documentHolder: c.customerId });
    expect(listed).toMatchObject({
      hasMore: false,
      totalCount: 1,
      data: [expect.objectContaining({ id: uploaded.id })],
    });
    const replaced = await env.service.documents.replace(uploaded.id, {
      documentType: 'PASSPORT',
      country: 'GB',
      file: PNG,
      fileName: 'passport.png',
    });
    expect(replaced).toMatchObject({ ...documentShape, id: uploaded.id, fileName: 'passport.png' });
  });
});

describe('service.verifications', () => {
  it('a verification starts and is read back (its outcome set by the last name)', async () => {
    const c = await createCustomer(env.service, 'kyc');
    const made = await env.service.verifications.create({
      customerId: c.customerId,
      personalInfo: { firstName: 'Ada', lastName: 'Lovelace001' },
    });
    expect(made).toMatchObject({
      id: expect.any(String),
      customerId: c.customerId,
      kycStatus: 'PENDING',
      createdAt: expect.any(String),
    });
    expect(await env.service.verifications.retrieve(String(made['id']))).toEqual(made);
    expect((await env.service.customers.retrieve(c.customerId)).kycStatus).toBe('PENDING');
  });
});
