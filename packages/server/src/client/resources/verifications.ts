/** `/verifications`: the verification of a customer. */
import { pathId } from '@keyhold/protocol';
import type { VerificationResult } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Verifications of customers (the interface does not show their request's shape).
 *
 * @example
 * const started = await service.verifications.create({ customerId });
 */
export class Verifications extends APIResource {
  /** `POST /verifications`. */
  create(body: Record<string, unknown>, options?: CallOptions): Promise<VerificationResult> {
    return this.call(options).json('POST', '/verifications', { body });
  }

  /** `GET /verifications/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<VerificationResult> {
    return this.call(options).json('GET', `/verifications/${pathId(id)}`);
  }
}
