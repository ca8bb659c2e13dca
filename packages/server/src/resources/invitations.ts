/** `/invitations` (§2.12): UMA invitations. */
import { pathCode } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type { CreateInvitationRequest, Invitation, ListInvitationsQuery } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Invitations, named by their code: created, claimed by the invitee, cancelled while pending.
 *
 * @example
 * const invitation = await service.invitations.create({ inviterUma: '$alice@example.com' });
 * await service.invitations.claim(invitation.code, '$bob@example.com');
 */
export class Invitations {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /invitations`. */
  create(body: CreateInvitationRequest): Promise<Invitation> {
    return this.#ops.json('POST', '/invitations', { body });
  }

  /** `GET /invitations/{code}`. */
  async retrieve(code: string): Promise<Invitation> {
    return this.#ops.json('GET', `/invitations/${pathCode(code)}`);
  }

  /** `GET /invitations?inviterUma=&status=`: await for a page, `for await` for every invitation. */
  list(query: ListInvitationsQuery = {}): PageRequest<Invitation> {
    return this.#ops.page('/invitations', { ...query });
  }

  /** `POST /invitations/{code}/claim`. */
  async claim(code: string, inviteeUma: string): Promise<Invitation> {
    return this.#ops.json('POST', `/invitations/${pathCode(code)}/claim`, { body: { inviteeUma } });
  }

  /** `POST /invitations/{code}/cancel` (a PENDING invitation only). */
  async cancel(code: string): Promise<Invitation> {
    return this.#ops.json('POST', `/invitations/${pathCode(code)}/cancel`, { body: {} });
  }
}
