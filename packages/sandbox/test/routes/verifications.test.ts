/**
 * `routes/verifications.ts`: KYB/KYC results by suffix (§3.6) and beneficial owners.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { PNG, documentHelpers } from '../support/documents.js';

const api = useApi();
const { upload } = documentHelpers(api);

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
