/** Invitations (§2.12), documents (§2.13) and verifications. */
import { pathCode, pathId } from '@keyhold/core/protocol';
import type { PageRequest } from '../page-request.js';
import type {
  CreateInvitationRequest,
  Invitation,
  KycDocument,
  ListDocumentsQuery,
  ListInvitationsQuery,
  ReplaceDocumentRequest,
  UploadDocumentRequest,
  VerificationResult,
} from '../types.js';
import { PaymentOperations } from './payment-operations.js';

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

export class OnboardingOperations extends PaymentOperations {
  /** `POST /invitations`. */
  createInvitation(body: CreateInvitationRequest): Promise<Invitation> {
    return this.json('POST', '/invitations', { body });
  }

  /** `GET /invitations/{code}`. */
  async getInvitation(code: string): Promise<Invitation> {
    return this.json('GET', `/invitations/${pathCode(code)}`);
  }

  /** `GET /invitations?inviterUma=&status=`. */
  listInvitations(query: ListInvitationsQuery = {}): PageRequest<Invitation> {
    return this.page('/invitations', { ...query });
  }

  /** `POST /invitations/{code}/claim`. */
  async claimInvitation(code: string, inviteeUma: string): Promise<Invitation> {
    return this.json('POST', `/invitations/${pathCode(code)}/claim`, { body: { inviteeUma } });
  }

  /** `POST /invitations/{code}/cancel` (a PENDING invitation only). */
  async cancelInvitation(code: string): Promise<Invitation> {
    return this.json('POST', `/invitations/${pathCode(code)}/cancel`, { body: {} });
  }

  /** `POST /documents` as multipart/form-data. */
  uploadDocument(document: UploadDocumentRequest): Promise<KycDocument> {
    return this.json('POST', '/documents', { body: documentForm(document) });
  }

  /** `GET /documents/{id}`. */
  async getDocument(id: string): Promise<KycDocument> {
    return this.json('GET', `/documents/${pathId(id)}`);
  }

  /** `GET /documents?documentHolder=`. */
  listDocuments(query: ListDocumentsQuery = {}): PageRequest<KycDocument> {
    return this.page('/documents', { ...query });
  }

  /** `PUT /documents/{id}` as multipart/form-data. */
  async replaceDocument(id: string, document: ReplaceDocumentRequest): Promise<KycDocument> {
    return this.json('PUT', `/documents/${pathId(id)}`, { body: documentForm(document) });
  }

  /** `POST /verifications` (shape not shown). */
  createVerification(body: Record<string, unknown>): Promise<VerificationResult> {
    return this.json('POST', '/verifications', { body });
  }

  /** `GET /verifications/{id}`. */
  async getVerification(id: string): Promise<VerificationResult> {
    return this.json('GET', `/verifications/${pathId(id)}`);
  }
}
