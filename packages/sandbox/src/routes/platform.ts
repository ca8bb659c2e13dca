/**
 * Platform-wide operations of the service's published API: `GET`/`PATCH /config`,
 * `GET /platform/internal-accounts?currency=&type=` and `GET /exchange-rates?sourceCurrency=&
 * destinationCurrency=…&sendingAmount=`. Rules: `domain/platform-config.ts`, `domain/exchange-rates.ts`.
 */
import type { RequestContext, RouteRow, SandboxModule } from '../contracts.js';
import { isCurrencyCode } from '../currencies.js';
import { internalAccountTypes, MAX_AMOUNT, presentInternalAccount } from '../domain/accounts.js';
import { DEFAULT_SENDING_AMOUNT, exchangeRates } from '../domain/exchange-rates.js';
import {
  platformConfig,
  platformInternalAccounts,
  presentConfig,
  readConfigUpdate,
  updateConfig,
} from '../domain/platform-config.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

function readConfig(ctx: RequestContext): Response {
  return json(presentConfig(ctx.app, platformConfig(ctx.app)));
}

async function patchConfig(ctx: RequestContext): Promise<Response> {
  const v = Validator.body(await ctx.json());
  const update = readConfigUpdate(v);
  v.done();
  return json(presentConfig(ctx.app, updateConfig(ctx.app, update)));
}

function listPlatformInternalAccounts(ctx: RequestContext): Response {
  const q = new QueryReader(ctx.query);
  const currency = q.currency('currency');
  const type = q.enum('type', internalAccountTypes);
  q.done();
  const accounts = platformInternalAccounts(ctx.app).filter(
    (a) => (currency === undefined || a.currency === currency) && (type === undefined || a.type === type),
  );
  return json({ data: accounts.map(presentInternalAccount) });
}

function listExchangeRates(ctx: RequestContext): Response {
  const q = new QueryReader(ctx.query);
  const sourceCurrency = q.currency('sourceCurrency');
  if (sourceCurrency !== undefined && !isCurrencyCode(sourceCurrency))
    q.errors.push({ field: 'sourceCurrency', message: 'is not a currency the sandbox has' });
  const destinationCurrencies = ctx.query.getAll('destinationCurrency').flatMap((d) => d.split(','));
  for (const d of destinationCurrencies)
    if (!isCurrencyCode(d))
      q.errors.push({
        field: 'destinationCurrency',
        message: `${JSON.stringify(d)} is not a currency the sandbox has`,
      });
  const rawAmount = ctx.query.get('sendingAmount');
  let sendingAmount = DEFAULT_SENDING_AMOUNT;
  if (rawAmount !== null) {
    const n = /^\d+$/.test(rawAmount) ? Number(rawAmount) : NaN;
    if (!Number.isSafeInteger(n) || n > MAX_AMOUNT)
      q.errors.push({ field: 'sendingAmount', message: `must be an integer from 0 to ${MAX_AMOUNT}` });
    else sendingAmount = n;
  }
  q.done();
  return json({
    data: exchangeRates(ctx.app, {
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

export const registerPlatformRoutes: SandboxModule = (app) => app.router.table(platformRoutes);
