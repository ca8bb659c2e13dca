// Invitations (create, share link, claim), documents (upload, replace), verifications (KYC for the
// customer, KYB through a companion business customer) and institution discovery.
import type { Customer, DocumentType, ServiceClient } from '@keyhold/server';
import type { Body, ExplorerContext, ExplorerRoute } from '../context.js';
import { badInput, notFound } from '../errors.js';
import { DECIMALS, toMinor } from '../variants.js';

const UMA = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const DOCUMENT_TYPES: readonly string[] = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID', 'PROOF_OF_ADDRESS'];
const MAX_FILE_BYTES = 1024 * 1024;

async function invitations({ service, customer }: ExplorerContext) {
  return service.invitations.list({ inviterUma: customer.umaAddress, limit: 100 });
}

async function createInvitation({ service, customer, body }: ExplorerContext) {
  const request: {
    inviterUma: string;
    firstName?: string;
    amountToSend?: { amount: number; currency: string };
  } = { inviterUma: customer.umaAddress };
  if (typeof body.firstName === 'string' && body.firstName.trim()) request.firstName = body.firstName.trim();
  if (body.amount) {
    const currency = String(body.currency ?? 'USD');
    const amount = toMinor(String(body.amount), currency);
    if (amount === null) throw badInput('Enter the amount to send, like 5.00, or leave it empty.');
    request.amountToSend = { amount, currency };
  }
  return service.invitations.create(request);
}

async function claimInvitation({ service, body }: ExplorerContext) {
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(code)) throw badInput('Enter the invitation code from the link.');
  if (typeof body.inviteeUma !== 'string' || !UMA.test(body.inviteeUma))
    throw badInput('Enter the UMA address of the person who claims it, like $friend@sandbox.keyhold.dev.');
  return service.invitations.claim(code, body.inviteeUma);
}

async function cancelInvitation({ service, customer, params }: ExplorerContext) {
  const found = await service.invitations.retrieve(params.code!);
  if (found.inviterUma !== customer.umaAddress) throw notFound('invitation');
  return service.invitations.cancel(params.code!);
}

function fileOf(body: Body) {
  if (typeof body.fileBase64 !== 'string' || !body.fileBase64) throw badInput('Choose a file.');
  const bytes = Buffer.from(body.fileBase64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_FILE_BYTES) throw badInput('Choose a file of at most 1 MB.');
  const fileName =
    typeof body.fileName === 'string' && body.fileName ? body.fileName.slice(0, 200) : 'document';
  return { file: new Blob([bytes]), fileName };
}

function documentFields(body: Body) {
  if (typeof body.documentType !== 'string' || !DOCUMENT_TYPES.includes(body.documentType))
    throw badInput('Choose the kind of document.');
  if (typeof body.country !== 'string' || !/^[A-Z]{2}$/.test(body.country))
    throw badInput('Choose the country.');
  return { documentType: body.documentType as DocumentType, country: body.country };
}

async function documents({ service, customer }: ExplorerContext) {
  return service.documents.list({ documentHolder: customer.id, limit: 100 });
}

async function uploadDocument({ service, customer, body }: ExplorerContext) {
  return service.documents.create({ documentHolder: customer.id, ...documentFields(body), ...fileOf(body) });
}

async function replaceDocument({ service, customer, params, body }: ExplorerContext) {
  const found = await service.documents.retrieve(params.documentId!);
  if (found.documentHolder !== customer.id) throw notFound('document');
  return service.documents.replace(params.documentId!, { ...documentFields(body), ...fileOf(body) });
}

/** The business customer that stands beside the demo customer for KYB (created once). */
async function businessOf(service: ServiceClient, customer: Customer) {
  const platformCustomerId = `${customer.platformCustomerId}#business`;
  const found = await service.customers.list({ platformCustomerId });
  if (found.data[0]) return found.data[0];
  return service.customers.create({
    platformCustomerId,
    customerType: 'BUSINESS',
    region: 'US',
    currencies: ['USD'],
  });
}

async function verify({ service, customer, body }: ExplorerContext) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (body.kind === 'KYB') {
    const legalName = text(body.legalName);
    const registrationNumber = text(body.registrationNumber);
    if (!legalName || !/^[A-Za-z0-9-]{3,64}$/.test(registrationNumber))
      throw badInput('Enter the company name and a registration number (letters, digits, dashes).');
    const business = await businessOf(service, customer);
    return service.verifications.create({
      customerId: business.id,
      businessInfo: { legalName, registrationNumber, country: 'US' },
    });
  }
  const firstName = text(body.firstName);
  const lastName = text(body.lastName);
  if (!firstName || !lastName) throw badInput('Enter a first and a last name.');
  return service.verifications.create({ customerId: customer.id, personalInfo: { firstName, lastName } });
}

async function institutions({ service, query }: ExplorerContext) {
  const country = query.get('country') ?? '';
  const currency = query.get('currency') ?? '';
  return service.discoveries.list({
    ...(/^[A-Z]{2}$/.test(country) ? { country } : {}),
    ...(currency in DECIMALS ? { currency } : {}),
  });
}

export const onboardingRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/invitations', handler: invitations },
  { method: 'POST', path: '/invitations', handler: createInvitation },
  { method: 'POST', path: '/invitations/claim', handler: claimInvitation },
  { method: 'POST', path: '/invitations/:code/cancel', handler: cancelInvitation },
  { method: 'GET', path: '/documents', handler: documents },
  { method: 'POST', path: '/documents', handler: uploadDocument },
  { method: 'POST', path: '/documents/:documentId/replace', handler: replaceDocument },
  { method: 'POST', path: '/verifications', handler: verify },
  { method: 'GET', path: '/institutions', handler: institutions },
];
