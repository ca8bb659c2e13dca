/** `/documents` (§2.13): verification documents, sent as multipart/form-data. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type {
  KycDocument,
  ListDocumentsQuery,
  ReplaceDocumentRequest,
  UploadDocumentRequest,
} from '../types.js';
import type { Operations } from './operations.js';

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
export class Documents {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /documents` (an upload, multipart/form-data). */
  create(document: UploadDocumentRequest): Promise<KycDocument> {
    return this.#ops.json('POST', '/documents', { body: documentForm(document) });
  }

  /** `GET /documents/{id}`. */
  async retrieve(id: string): Promise<KycDocument> {
    return this.#ops.json('GET', `/documents/${pathId(id)}`);
  }

  /** `GET /documents?documentHolder=`: await for a page, `for await` for every document. */
  list(query: ListDocumentsQuery = {}): PageRequest<KycDocument> {
    return this.#ops.page('/documents', { ...query });
  }

  /** `PUT /documents/{id}`: a new file in place of the old (multipart/form-data). */
  async replace(id: string, document: ReplaceDocumentRequest): Promise<KycDocument> {
    return this.#ops.json('PUT', `/documents/${pathId(id)}`, { body: documentForm(document) });
  }
}
