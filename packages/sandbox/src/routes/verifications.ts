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
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

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

function verifications(sandbox: SandboxContext) {
  return sandbox.state.collection<VerificationRecord>('verifications');
}

const person = f.object({
  firstName: f.label({ required: true, max: 100 }),
  lastName: f.label({ required: true, max: 100 }),
  birthDate: f.date(),
  nationality: f.country(),
});

/** `POST /verifications`: the customer and at least one of the three parts. */
const NewVerification = v.pipe(
  f.object({
    customerId: f.string({ required: true, max: 200 }),
    businessInfo: f.present(
      f.object({
        legalName: f.label({ required: true, max: 200 }),
        registrationNumber: f.string({
          required: true,
          max: 64,
          pattern: /^[A-Za-z0-9-]{3,64}$/,
          patternMessage: 'must be 3 to 64 letters, digits or dashes',
        }),
        country: f.country(),
      }),
    ),
    personalInfo: f.present(person),
    beneficialOwners: f.present(
      v.array(
        f.object({
          personalInfo: f.present(person, true),
          ownershipPercentage: f.integer({ min: 0, max: 100 }),
        }),
        'must be an array',
      ),
    ),
  }),
  v.check(
    (b) =>
      b.businessInfo !== undefined || b.personalInfo !== undefined || (b.beneficialOwners ?? []).length > 0,
    'must carry businessInfo, personalInfo or beneficialOwners',
  ),
);

async function createVerification(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const body = parseBody(NewVerification, await ctx.var.json());
  const { customerId } = body;
  const businessInfo = body.businessInfo && f.defined(body.businessInfo);
  const personalInfo = body.personalInfo && f.defined(body.personalInfo);
  const owners = (body.beneficialOwners ?? []).map((o) => ({
    personalInfo: f.defined(o.personalInfo) as Record<string, unknown>,
    ...(o.ownershipPercentage !== undefined ? { ownershipPercentage: o.ownershipPercentage } : {}),
  }));
  const customer = getCustomer(sandbox, customerId);
  if (businessInfo && customer.customerType !== 'BUSINESS')
    throw badRequest('INVALID_INPUT', 'businessInfo is for BUSINESS customers.', {
      errors: [{ field: 'businessInfo', message: 'is only accepted for a BUSINESS customer' }],
    });
  const record: VerificationRecord = {
    id: sandbox.newId('Verification'),
    customerId: customer.id,
    beneficialOwners: [],
    createdAt: sandbox.nowIso(),
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
  const ownerStore = sandbox.state.collection<{
    id: string;
    customerId: string;
    personalInfo: Record<string, unknown>;
  }>('beneficialOwners');
  for (const o of owners) {
    const status = statusBySuffix(String(o.personalInfo['lastName']));
    const id = sandbox.newId('BeneficialOwner');
    ownerStore.set({ id, customerId: customer.id, personalInfo: o.personalInfo });
    record.beneficialOwners.push({ id, ...o, kycStatus: status });
    kyc.push(status);
  }
  const kycStatus = worst(kyc);
  if (kycStatus) record.kycStatus = kycStatus;
  verifications(sandbox).set(record);
  const overall = worst([...(record.kybStatus ? [record.kybStatus] : []), ...kyc]);
  if (overall) {
    customer.kycStatus = overall;
    customer.updatedAt = sandbox.nowIso();
  }
  return json(structuredClone(record), 201);
}

function readVerification(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const r = verifications(sandbox).get(param(ctx, 'verificationId'));
  if (!r) throw notFound('Verification', param(ctx, 'verificationId'));
  return json(structuredClone(r));
}

export const verificationRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/verifications`, createVerification],
  ['GET', `${BASE_PATH}/verifications/:verificationId`, readVerification],
];

export const verificationModule: SandboxModule = { routes: verificationRoutes };
