/** `/invitations` (§2.12): UMA invitations. */
import { pathCode } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type { CreateInvitationRequest, Invitation, ListInvitationsQuery } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Invitations, named by their code: created, claimed by the invitee, cancelled while pending.
 *
 * @example
 * const invitation = await service.invitations.create({ inviterUma: '$alice@example.com' });
 * await service.invitations.claim(invitation.code, '$bob@example.com');
 */
export class Invitations extends APIResource {
  /** `POST /invitations`. */
  create(body: CreateInvitationRequest, options?: CallOptions): Promise<Invitation> {
    return this.call(options).json('POST', '/invitations', { body });
  }

  /** `GET /invitations/{code}`. */
  async retrieve(code: string, options?: CallOptions): Promise<Invitation> {
    return this.call(options).json('GET', `/invitations/${pathCode(code)}`);
  }

  /** `GET /invitations?inviterUma=&status=`: await for a page, `for await` for every invitation. */
  list(query: ListInvitationsQuery = {}, options?: CallOptions): PageRequest<Invitation> {
    return this.call(options).page('/invitations', { ...query });
  }

  /** `POST /invitations/{code}/claim`. */
  async claim(code: string, inviteeUma: string, options?: CallOptions): Promise<Invitation> {
    return this.call(options).json('POST', `/invitations/${pathCode(code)}/claim`, { body: { inviteeUma } });
  }

  /** `POST /invitations/{code}/cancel` (a PENDING invitation only). */
  async cancel(code: string, options?: CallOptions): Promise<Invitation> {
    return this.call(options).json('POST', `/invitations/${pathCode(code)}/cancel`, { body: {} });
  }
}
