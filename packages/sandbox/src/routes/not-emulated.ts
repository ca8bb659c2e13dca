/**
 * Operations of the service's published API that the interface does not have and the sandbox does not
 * emulate (hosted KYC links, bulk CSV import, Plaid, API tokens, the UMA provider directory). Each
 * answers 404 `NOT_FOUND` saying so, after Basic auth, instead of a misleading "not found" from a
 * neighbouring route (`GET /customers/kyc-link` would otherwise read as customer `kyc-link`).
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { ServiceError } from '../errors.js';
import { BASE_PATH } from '../options.js';

const operations: ReadonlyArray<[method: string, path: string, what: string]> = [
  ['GET', '/customers/kyc-link', 'hosted KYC links'],
  ['POST', '/customers/bulk/csv', 'bulk customer import'],
  ['GET', '/customers/bulk/jobs/:jobId', 'bulk customer import'],
  ['POST', '/plaid/link-tokens', 'Plaid account linking'],
  ['POST', '/plaid/callback/:plaidLinkToken', 'Plaid account linking'],
  ['POST', '/tokens', 'API tokens'],
  ['GET', '/tokens', 'API tokens'],
  ['GET', '/tokens/:tokenId', 'API tokens'],
  ['DELETE', '/tokens/:tokenId', 'API tokens'],
  ['GET', '/uma-providers', 'the UMA provider directory'],
];

function notEmulated(method: string, path: string, what: string) {
  return (_ctx: Ctx): Response => {
    throw new ServiceError(
      404,
      'NOT_FOUND',
      `The sandbox does not emulate ${what}: ${method} ${path} is part of the service's published API, not of the interface the sandbox emulates.`,
      { details: { operation: `${method} ${path}`, emulated: false } },
    );
  };
}

export const notEmulatedRoutes: readonly RouteRow[] = operations.map(([method, path, what]) => [
  method,
  `${BASE_PATH}${path}`,
  notEmulated(method, path.replace(/:(\w+)/g, '{$1}'), what),
  { unlocked: true },
]);

export const notEmulatedModule: SandboxModule = { routes: notEmulatedRoutes };
