/**
 * Verification documents (§2.13, §4.3), `multipart/form-data`:
 * - `PUT /documents/{documentId}` replaces a document: `file`, `documentType`, `country`, `side?`,
 *   `documentNumber?` → 200 Document;
 * - `POST /documents` (a gap: the upload the replace presumes) with `documentHolder` (a Customer or
 *   BeneficialOwner id) and the same fields → 201; `GET /documents/{id}`,
 *   `GET /documents?documentHolder=` (paginated).
 * The file type is sniffed from its first bytes (PDF `%PDF-`, JPEG `FF D8 FF`, PNG signature),
 * whatever name or content type the part claims: anything else is 400 `UNSUPPORTED_FILE_TYPE`.
 * More than 10 MB (10 485 760 bytes) is 413 `FILE_TOO_LARGE`; a body that is not multipart is 415
 * `UNSUPPORTED_MEDIA_TYPE`. Only the file's size, type and SHA-256 are kept.
 */
import type { DocumentType, KycDocument } from '@keyhold/protocol/wire';
import { createHash } from 'node:crypto';
import { param, query } from '../http/request.js';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import type { SandboxContext } from '../host/context.js';
import { type FieldError, invalidInput, notFound, ServiceError } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import { hasControlCharacters, isCountryCode } from '../validation.js';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const documentTypes: readonly DocumentType[] = [
  'PASSPORT',
  'DRIVERS_LICENSE',
  'NATIONAL_ID',
  'PROOF_OF_ADDRESS',
  'BANK_STATEMENT',
  'TAX_RETURN',
  'CERTIFICATE_OF_INCORPORATION',
  'ARTICLES_OF_INCORPORATION',
  'ARTICLES_OF_ASSOCIATION',
  'STATE_REGISTRY_EXCERPT',
  'GOOD_STANDING_CERTIFICATE',
  'INFORMATION_STATEMENT',
  'INCUMBENCY_CERTIFICATE',
  'BUSINESS_LICENSE',
  'SHAREHOLDER_REGISTER',
  'POWER_OF_ATTORNEY',
  'UTILITY_BILL',
  'ELECTRICITY_BILL',
  'RENT_OR_LEASE_AGREEMENT',
  'DIRECTOR_REGISTRY',
  'TRUST_AGREEMENT',
  'STATE_COMPANY_REGISTRY',
  'PARTNERSHIP_CONTROL_AGREEMENT',
  'PARTNERSHIP_AGREEMENT',
  'SELFIE',
  'OTHER',
] as const;

export interface DocumentRecord {
  id: string;
  documentHolder: string;
  documentType: DocumentType;
  country: string;
  fileName: string;
  createdAt: string;
  updatedAt: string;
  side?: 'FRONT' | 'BACK';
  documentNumber?: string;
  file: { contentType: string; size: number; sha256: string };
}

export function documents(sandbox: SandboxContext) {
  return sandbox.state.collection<DocumentRecord>('documents');
}

function present(d: DocumentRecord): KycDocument {
  const { file: _file, ...wire } = structuredClone(d);
  return wire;
}

/** Sniffs PDF, JPEG or PNG from the leading bytes. */
export function sniff(bytes: Uint8Array): string | undefined {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

interface Upload {
  holder: string | undefined;
  documentType: DocumentType;
  country: string;
  side: 'FRONT' | 'BACK' | undefined;
  documentNumber: string | undefined;
  fileName: string;
  file: DocumentRecord['file'];
}

async function readUpload(ctx: Ctx, needHolder: boolean): Promise<Upload> {
  const type = ctx.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await ctx.req.raw.formData();
  } catch {
    throw invalidInput([{ field: 'body', message: 'is not a readable multipart/form-data body' }]);
  }
  const errors: FieldError[] = [];
  const text = (name: string, required: boolean): string | undefined => {
    const value = form.get(name);
    if (value === null || value === '') {
      if (required) errors.push({ field: name, message: 'is required' });
      return undefined;
    }
    if (typeof value !== 'string') {
      errors.push({ field: name, message: 'must be a text field' });
      return undefined;
    }
    return value;
  };
  const holder = text('documentHolder', needHolder);
  if (holder !== undefined && !/^(Customer|BeneficialOwner):[0-9a-f-]{36}$/.test(holder))
    errors.push({ field: 'documentHolder', message: 'must be a Customer or BeneficialOwner id' });
  const documentType = text('documentType', true);
  if (documentType !== undefined && !(documentTypes as readonly string[]).includes(documentType))
    errors.push({ field: 'documentType', message: `must be one of ${documentTypes.join(', ')}` });
  const country = text('country', true);
  if (country !== undefined && !isCountryCode(country))
    errors.push({ field: 'country', message: 'must be an ISO 3166-1 alpha-2 country code' });
  const side = text('side', false);
  if (side !== undefined && side !== 'FRONT' && side !== 'BACK')
    errors.push({ field: 'side', message: 'must be one of FRONT, BACK' });
  const documentNumber = text('documentNumber', false);
  if (documentNumber !== undefined && (documentNumber.length > 64 || hasControlCharacters(documentNumber)))
    errors.push({ field: 'documentNumber', message: 'must be at most 64 printable characters' });
  const file = form.get('file');
  if (file === null || typeof file === 'string') {
    errors.push({ field: 'file', message: 'is required as a file part' });
    throw invalidInput(errors);
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    throw new ServiceError(
      413,
      'FILE_TOO_LARGE',
      `Documents are limited to 10 MB (${MAX_DOCUMENT_BYTES} bytes).`,
      {
        details: { size: file.size, limit: MAX_DOCUMENT_BYTES },
      },
    );
  }
  if (file.size === 0) errors.push({ field: 'file', message: 'must not be empty' });
  if (errors.length > 0) throw invalidInput(errors);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniff(bytes);
  if (!contentType) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_FILE_TYPE',
      'The file must be a PDF, JPEG or PNG (checked from its content).',
      {
        details: { declaredType: file.type || null },
      },
    );
  }
  return {
    holder,
    documentType: documentType as DocumentType,
    country: country!,
    side: side as 'FRONT' | 'BACK' | undefined,
    documentNumber,
    fileName: (file.name || 'document').slice(0, 255),
    file: { contentType, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
  };
}

function apply(d: DocumentRecord, u: Upload): void {
  d.documentType = u.documentType;
  d.country = u.country;
  d.fileName = u.fileName;
  d.file = u.file;
  if (u.side !== undefined) d.side = u.side;
  else delete d.side;
  if (u.documentNumber !== undefined) d.documentNumber = u.documentNumber;
  else delete d.documentNumber;
}

async function uploadDocument(ctx: Ctx): Promise<Response> {
  const { state } = ctx.var.sandbox;
  const sandbox = ctx.var.sandbox;
  const u = await readUpload(ctx, true);
  const holder = u.holder!;
  const exists = holder.startsWith('Customer:')
    ? state.customers.has(holder)
    : state.collection<{ id: string }>('beneficialOwners').has(holder);
  if (!exists) throw notFound('Document holder', holder);
  const now = sandbox.nowIso();
  const d = {
    id: sandbox.newId('Document'),
    documentHolder: holder,
    createdAt: now,
    updatedAt: now,
  } as DocumentRecord;
  apply(d, u);
  documents(sandbox).set(d);
  return json(present(d), 201);
}

async function replaceDocument(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const d = documents(sandbox).get(param(ctx, 'documentId'));
  if (!d) throw notFound('Document', param(ctx, 'documentId'));
  const u = await readUpload(ctx, false);
  if (u.holder !== undefined && u.holder !== d.documentHolder)
    throw invalidInput([{ field: 'documentHolder', message: 'cannot change on replace' }]);
  apply(d, u);
  d.updatedAt = sandbox.nowIso();
  return json(present(d));
}

function readDocument(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const d = documents(sandbox).get(param(ctx, 'documentId'));
  if (!d) throw notFound('Document', param(ctx, 'documentId'));
  return json(present(d));
}

function listDocuments(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
  const holder = q.string('documentHolder');
  const page = q.page();
  q.done();
  const col = documents(sandbox);
  return json(
    paginate(
      col,
      col.filter((d) => holder === undefined || d.documentHolder === holder),
      page,
      present,
    ),
  );
}

export const documentRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/documents`, uploadDocument],
  ['PUT', `${BASE_PATH}/documents/:documentId`, replaceDocument],
  ['GET', `${BASE_PATH}/documents/:documentId`, readDocument],
  ['GET', `${BASE_PATH}/documents`, listDocuments],
];

export const documentModule: SandboxModule = { routes: documentRoutes };
