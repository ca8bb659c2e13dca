/** `/documents` (§2.13): verification documents, sent as multipart/form-data. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type {
  KycDocument,
  ListDocumentsQuery,
  ReplaceDocumentRequest,
  UploadDocumentRequest,
} from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

function documentForm(document: ReplaceDocumentRequest & { documentHolder?: string }): FormData {
  const form = new FormData();
  if (document.documentHolder) form.set('documentHolder', document.documentHolder);
  form.set('file', document.file, document.fileName ?? 'document');
  form.set('documentType', document.documentType);
  form.set('country', document.country);
  if (document.side) form.set('side', document.side);
  if (document.documentNumber) form.set('documentNumber', document.documentNumber);
  return form;
}

/**
 * Verification documents of a customer: uploaded, read, listed, replaced.
 *
 * @example
 * const doc = await service.documents.create({ documentHolder: customerId, file, documentType: 'PASSPORT', country: 'US' });
 */
export class Documents extends APIResource {
  /** `POST /documents` (an upload, multipart/form-data). */
  create(document: UploadDocumentRequest, options?: CallOptions): Promise<KycDocument> {
    return this.call(options).json('POST', '/documents', { body: documentForm(document) });
  }

  /** `GET /documents/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<KycDocument> {
    return this.call(options).json('GET', `/documents/${pathId(id)}`);
  }

  /** `GET /documents?documentHolder=`: await for a page, `for await` for every document. */
  list(query: ListDocumentsQuery = {}, options?: CallOptions): PageRequest<KycDocument> {
    return this.call(options).page('/documents', { ...query });
  }

  /** `PUT /documents/{id}`: a new file in place of the old (multipart/form-data). */
  async replace(id: string, document: ReplaceDocumentRequest, options?: CallOptions): Promise<KycDocument> {
    return this.call(options).json('PUT', `/documents/${pathId(id)}`, { body: documentForm(document) });
  }
}
