/**
 * Institution discovery (§2.14, §4.3): `GET /discoveries?country=&currency=` over a built-in list;
 * with no filter every institution. `bankName` is the value to pass as `bankName` when creating an
 * external account. Not paginated (the interface returns `{data}` only).
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';

export interface Institution {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
}

const row = (bankName: string, displayName: string, country: string, currency: string): Institution => ({
  bankName,
  displayName,
  country,
  currency,
});

export const institutions: readonly Institution[] = [
  row('JPMORGAN_CHASE', 'Chase', 'US', 'USD'),
  row('BANK_OF_AMERICA', 'Bank of America', 'US', 'USD'),
  row('WELLS_FARGO', 'Wells Fargo', 'US', 'USD'),
  row('BBVA_MEXICO', 'BBVA México', 'MX', 'MXN'),
  row('BANORTE', 'Banorte', 'MX', 'MXN'),
  row('SANTANDER_MEXICO', 'Santander México', 'MX', 'MXN'),
  row('NUBANK', 'Nubank', 'BR', 'BRL'),
  row('ITAU_UNIBANCO', 'Itaú Unibanco', 'BR', 'BRL'),
  row('BANCO_DO_BRASIL', 'Banco do Brasil', 'BR', 'BRL'),
  row('EMIRATES_NBD', 'Emirates NBD', 'AE', 'AED'),
  row('ADCB', 'Abu Dhabi Commercial Bank', 'AE', 'AED'),
  row('DEUTSCHE_BANK', 'Deutsche Bank', 'DE', 'EUR'),
  row('N26', 'N26', 'DE', 'EUR'),
  row('BNP_PARIBAS', 'BNP Paribas', 'FR', 'EUR'),
  row('BARCLAYS', 'Barclays', 'GB', 'GBP'),
  row('MONZO', 'Monzo', 'GB', 'GBP'),
  row('ROYAL_BANK_OF_CANADA', 'RBC Royal Bank', 'CA', 'CAD'),
  row('HDFC_BANK', 'HDFC Bank', 'IN', 'INR'),
  row('ICICI_BANK', 'ICICI Bank', 'IN', 'INR'),
  row('ACCESS_BANK', 'Access Bank', 'NG', 'NGN'),
  row('GTBANK', 'Guaranty Trust Bank', 'NG', 'NGN'),
  row('BDO_UNIBANK', 'BDO Unibank', 'PH', 'PHP'),
  row('GCASH', 'GCash', 'PH', 'PHP'),
];

function listDiscoveries(ctx: Ctx): Response {
  const q = new QueryReader(query(ctx));
  const country = q.country('country');
  const currency = q.currency('currency');
  q.done();
  const data = institutions.filter(
    (i) =>
      (country === undefined || i.country === country) && (currency === undefined || i.currency === currency),
  );
  return json({ data });
}

export const discoveryRoutes: readonly RouteRow[] = [
  ['GET', `${BASE_PATH}/discoveries`, listDiscoveries, { unlocked: true }],
];

export const discoveryModule: SandboxModule = { routes: discoveryRoutes };
