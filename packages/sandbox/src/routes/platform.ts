/**
 * Platform-wide operations of the service's published API: `GET`/`PATCH /config`,
 * `GET /platform/internal-accounts?currency=&type=` and `GET /exchange-rates?sourceCurrency=&
 * destinationCurrency=…&sendingAmount=`. Rules: `domain/platform-config.ts`, `domain/exchange-rates.ts`.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { isCurrencyCode } from '../currencies.js';
import { internalAccountTypes, MAX_AMOUNT, presentInternalAccount } from '../domain/accounts.js';
import { DEFAULT_SENDING_AMOUNT, exchangeRates } from '../domain/exchange-rates.js';
import {
  platformConfig,
  platformInternalAccounts,
  presentConfig,
  updateConfig,
} from '../domain/platform-config.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import { parseBody } from '../schemas/parse.js';
import { ConfigPatch } from '../schemas/platform.js';

function readConfig(ctx: Ctx): Response {
  return json(presentConfig(ctx.var.sandbox, platformConfig(ctx.var.sandbox)));
}

async function patchConfig(ctx: Ctx): Promise<Response> {
  const update = parseBody(ConfigPatch, await ctx.var.json());
  return json(presentConfig(ctx.var.sandbox, updateConfig(ctx.var.sandbox, update)));
}

function listPlatformInternalAccounts(ctx: Ctx): Response {
  const q = new QueryReader(query(ctx));
  const currency = q.currency('currency');
  const type = q.enum('type', internalAccountTypes);
  q.done();
  const accounts = platformInternalAccounts(ctx.var.sandbox).filter(
    (a) => (currency === undefined || a.currency === currency) && (type === undefined || a.type === type),
  );
  return json({ data: accounts.map(presentInternalAccount) });
}

function listExchangeRates(ctx: Ctx): Response {
  const q = new QueryReader(query(ctx));
  const sourceCurrency = q.currency('sourceCurrency');
  if (sourceCurrency !== undefined && !isCurrencyCode(sourceCurrency))
    q.errors.push({ field: 'sourceCurrency', message: 'is not a currency the sandbox has' });
  const destinationCurrencies = query(ctx)
    .getAll('destinationCurrency')
    .flatMap((d) => d.split(','));
  for (const d of destinationCurrencies)
    if (!isCurrencyCode(d))
      q.errors.push({
        field: 'destinationCurrency',
        message: `${JSON.stringify(d)} is not a currency the sandbox has`,
      });
  const rawAmount = query(ctx).get('sendingAmount');
  let sendingAmount = DEFAULT_SENDING_AMOUNT;
  if (rawAmount !== null) {
    const n = /^\d+$/.test(rawAmount) ? Number(rawAmount) : NaN;
    if (!Number.isSafeInteger(n) || n > MAX_AMOUNT)
      q.errors.push({ field: 'sendingAmount', message: `must be an integer from 0 to ${MAX_AMOUNT}` });
    else sendingAmount = n;
  }
  q.done();
  return json({
    data: exchangeRates(ctx.var.sandbox, {
      ...(sourceCurrency !== undefined ? { sourceCurrency } : {}),
      destinationCurrencies,
      sendingAmount,
    }),
  });
}

export const platformRoutes: readonly RouteRow[] = [
  ['GET', `${BASE_PATH}/config`, readConfig],
  ['PATCH', `${BASE_PATH}/config`, patchConfig],
  ['GET', `${BASE_PATH}/platform/internal-accounts`, listPlatformInternalAccounts],
  ['GET', `${BASE_PATH}/exchange-rates`, listExchangeRates],
];

export const platformModule: SandboxModule = { routes: platformRoutes };
