/**
 * Verifications (§4.7, §3.6) — the request and response shapes are a gap:
 * `POST /verifications {customerId, businessInfo?: {legalName, registrationNumber, …},
 * personalInfo?: {firstName, lastName, birthDate?, nationality?}, beneficialOwners?: [{personalInfo,
 * ownershipPercentage?}]}` → 201 `{id: "Verification:<uuid>", customerId, kybStatus?, kycStatus?,
 * beneficialOwners: [{id: "BeneficialOwner:<uuid>", personalInfo, kycStatus}], createdAt}`.
 *
 * Sandbox rules: the last 3 digits of `businessInfo.registrationNumber` give `kybStatus` (001
 * PENDING, 002 REJECTED, other APPROVED); the last 3 characters of each `personalInfo.lastName` give
 * its `kycStatus` the same way. The top-level `kycStatus` is the worst of the person and the owners
 * (REJECTED > PENDING > APPROVED), and the customer's `kycStatus` becomes the worst of all results.
 * `businessInfo` is for BUSINESS customers only. `GET /verifications/{id}` reads one back.
 */
import type { SandboxContext } from '../host/context.js';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param } from '../http/request.js';
import { getCustomer } from '../domain/customers.js';
import { badRequest, notFound } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import { isRecord, Validator } from '../validation.js';

type Status = 'APPROVED' | 'PENDING' | 'REJECTED';

export function statusBySuffix(value: string): Status {
  const s = value.slice(-3);
  return s === '001' ? 'PENDING' : s === '002' ? 'REJECTED' : 'APPROVED';
}

function worst(statuses: Status[]): Status | undefined {
  if (statuses.length === 0) return undefined;
  if (statuses.includes('REJECTED')) return 'REJECTED';
  if (statuses.includes('PENDING')) return 'PENDING';
  return 'APPROVED';
}

interface VerificationRecord {
  id: string;
  customerId: string;
  kybStatus?: Status;
  kycStatus?: Status;
  businessInfo?: Record<string, unknown>;
  personalInfo?: Record<string, unknown>;
  beneficialOwners: Array<{
    id: string;
    personalInfo: Record<string, unknown>;
    ownershipPercentage?: number;
    kycStatus: Status;
  }>;
  createdAt: string;
}

function verifications(app: SandboxContext) {
  return app.state.collection<VerificationRecord>('verifications');
}

function parsePerson(v: Validator | undefined): Record<string, unknown> | undefined {
  if (!v) return undefined;
  const out: Record<string, unknown> = {
    firstName: v.label('firstName', { required: true, max: 100 }),
    lastName: v.label('lastName', { required: true, max: 100 }),
  };
  const birthDate = v.date('birthDate');
  if (birthDate !== undefined) out['birthDate'] = birthDate;
  const nationality = v.country('nationality');
  if (nationality !== undefined) out['nationality'] = nationality;
  return out;
}

async function createVerification(ctx: Ctx): Promise<Response> {
  const app = ctx.var.sandbox;
  const v = Validator.body(await ctx.var.json());
  const customerId = v.string('customerId', { required: true, max: 200 });
  const b = v.object('businessInfo');
  let businessInfo: Record<string, unknown> | undefined;
  if (b) {
    businessInfo = {
      legalName: b.label('legalName', { required: true, max: 200 }),
      registrationNumber: b.string('registrationNumber', {
        required: true,
        max: 64,
        pattern: /^[A-Za-z0-9-]{3,64}$/,
        patternMessage: 'must be 3 to 64 letters, digits or dashes',
      }),
    };
    const country = b.country('country');
    if (country !== undefined) businessInfo['country'] = country;
  }
  const personalInfo = parsePerson(v.object('personalInfo'));
  const owners: Array<{ personalInfo: Record<string, unknown>; ownershipPercentage?: number }> = [];
  v.array('beneficialOwners')?.forEach((raw, i) => {
    if (!isRecord(raw)) {
      v.fail(`beneficialOwners[${i}]`, 'must be an object');
      return;
    }
    const ov = new Validator(raw, `beneficialOwners[${i}]`);
    const person = parsePerson(ov.object('personalInfo', { required: true }));
    const pct = ov.integer('ownershipPercentage', { min: 0, max: 100 });
    v.errors.push(...ov.errors);
    if (person)
      owners.push({ personalInfo: person, ...(pct !== undefined ? { ownershipPercentage: pct } : {}) });
  });
  if (!b && !personalInfo && owners.length === 0)
    v.fail('body', 'must carry businessInfo, personalInfo or beneficialOwners');
  v.done();
  const customer = getCustomer(app, customerId!);
  if (businessInfo && customer.customerType !== 'BUSINESS')
    throw badRequest('INVALID_INPUT', 'businessInfo is for BUSINESS customers.', {
      errors: [{ field: 'businessInfo', message: 'is only accepted for a BUSINESS customer' }],
    });
  const record: VerificationRecord = {
    id: app.newId('Verification'),
    customerId: customer.id,
    beneficialOwners: [],
    createdAt: app.nowIso(),
  };
  if (businessInfo) {
    record.businessInfo = businessInfo;
    record.kybStatus = statusBySuffix(String(businessInfo['registrationNumber']));
  }
  const kyc: Status[] = [];
  if (personalInfo) {
    record.personalInfo = personalInfo;
    kyc.push(statusBySuffix(String(personalInfo['lastName'])));
  }
  const ownerStore = app.state.collection<{
    id: string;
    customerId: string;
    personalInfo: Record<string, unknown>;
  }>('beneficialOwners');
  for (const o of owners) {
    const status = statusBySuffix(String(o.personalInfo['lastName']));
    const id = app.newId('BeneficialOwner');
    ownerStore.set({ id, customerId: customer.id, personalInfo: o.personalInfo });
    record.beneficialOwners.push({ id, ...o, kycStatus: status });
    kyc.push(status);
  }
  const kycStatus = worst(kyc);
  if (kycStatus) record.kycStatus = kycStatus;
  verifications(app).set(record);
  const overall = worst([...(record.kybStatus ? [record.kybStatus] : []), ...kyc]);
  if (overall) {
    customer.kycStatus = overall;
    customer.updatedAt = app.nowIso();
  }
  return json(structuredClone(record), 201);
}

function readVerification(ctx: Ctx): Response {
  const app = ctx.var.sandbox;
  const r = verifications(app).get(param(ctx, 'verificationId'));
  if (!r) throw notFound('Verification', param(ctx, 'verificationId'));
  return json(structuredClone(r));
}

export const verificationRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/verifications`, createVerification],
  ['GET', `${BASE_PATH}/verifications/:verificationId`, readVerification],
];

export const verificationModule: SandboxModule = { routes: verificationRoutes };
