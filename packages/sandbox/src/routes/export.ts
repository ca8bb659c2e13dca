/**
 * Wallet export (wire-formats §8): `POST /internal-accounts/{id}/export {clientPublicKey}` → 202 (no
 * `type`) → signed retry → 200 `{id, encryptedWalletCredentials}`: the wallet's BIP-39 mnemonic sealed
 * to `clientPublicKey` in an export envelope signed by the sandbox enclave key, whose signed data also
 * names the account and the request (`accountId`, `requestId`).
 */
import { SIGNED_OPERATIONS } from '@keyhold/protocol';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param } from '../http/request.js';
import { findInternalAccount, getWallet } from '../domain/accounts.js';
import { isValidPoint } from '../keys.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import { consumeSignedRetry, hasSignatureHeaders, issueSignedRequest } from '../signed-retry.js';
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

/** `POST /internal-accounts/{accountId}/export {clientPublicKey}` */
const Export = f.object({
  clientPublicKey: v.pipe(
    f.clientPublicKey({ required: true }),
    v.check((key) => key === undefined || isValidPoint(key), 'is not a point on P-256'),
  ),
});

async function exportWallet(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const account = getWallet(sandbox, param(ctx, 'accountId'));
  const { clientPublicKey: key } = parseBody(Export, await ctx.var.json());
  if (!hasSignatureHeaders(ctx)) {
    return issueSignedRequest(ctx, {
      operation: SIGNED_OPERATIONS.EXPORT_WALLET,
      accountId: account.id,
      parameters: { clientPublicKey: key },
    });
  }
  const { pending } = await consumeSignedRetry(ctx, {
    operation: SIGNED_OPERATIONS.EXPORT_WALLET,
    accountId: account.id,
  });
  // The core's crypto is imported on the first export, not at start.
  const { fromHex, sealExportEnvelope } = await import('@keyhold/protocol/crypto');
  const encryptedWalletCredentials = await sealExportEnvelope(account.mnemonic!, key!, {
    organizationId: sandbox.state.meta.organizationId,
    // Gap decision: the signed data also names the account and the request it answers, so a vault frame
    // can check it opens the export the person approved (wire-formats §8 lists only the three fields).
    accountId: account.id,
    requestId: pending.id,
    signerPrivateKey: fromHex(sandbox.state.meta.enclavePrivateKey),
  });
  return json({ id: account.id, encryptedWalletCredentials });
}

export const exportRoutes: readonly RouteRow[] = [
  [
    'POST',
    `${BASE_PATH}/internal-accounts/:accountId/export`,
    exportWallet,
    { claimsRequestId: (ctx) => findInternalAccount(ctx.var.sandbox, param(ctx, 'accountId'))?.id },
  ],
];

export const exportModule: SandboxModule = { routes: exportRoutes };
