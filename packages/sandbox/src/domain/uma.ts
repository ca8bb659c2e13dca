/**
 * UMA addresses in the sandbox (§3.6): the magic addresses on the sandbox UMA domain
 * (`$success.usd@…`, `$success.eur@…`, `$success.mxn@…`, `$pending.long.usd@…`,
 * `$fail.compliance.usd@…`) and the platform's own customers' UMA addresses.
 */
import type { SandboxContext } from '../host/context.js';
import type { Customer } from '../model.js';
import { SANDBOX_UMA_DOMAIN } from './customers.js';

export { SANDBOX_UMA_DOMAIN };

export const UMA_PATTERN = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export type UmaScenario = 'SUCCESS' | 'LONG_PENDING' | 'COMPLIANCE_FAILURE';

export interface UmaTarget {
  umaAddress: string;
  /** The magic scenario, or SUCCESS for a platform customer. */
  scenario: UmaScenario;
  /** Currencies the receiver accepts. */
  currencies: string[];
  /** A platform customer behind the address (an on-platform payment). */
  customer?: Customer;
  /** Display name the receiving VASP reports. */
  name: string;
}

/** Resolves a UMA address the sandbox knows; undefined otherwise. */
export function resolveUma(sandbox: SandboxContext, address: string): UmaTarget | undefined {
  const m = /^\$([a-z.]+)\.(usd|eur|mxn)@(.+)$/.exec(address);
  if (m && m[3] === SANDBOX_UMA_DOMAIN) {
    const currency = m[2]!.toUpperCase();
    const kind = m[1];
    if (kind === 'success')
      return { umaAddress: address, scenario: 'SUCCESS', currencies: [currency], name: 'Sandbox Success' };
    if (kind === 'pending.long')
      return {
        umaAddress: address,
        scenario: 'LONG_PENDING',
        currencies: [currency],
        name: 'Sandbox Pending',
      };
    if (kind === 'fail.compliance')
      return {
        umaAddress: address,
        scenario: 'COMPLIANCE_FAILURE',
        currencies: [currency],
        name: 'Sandbox Compliance',
      };
  }
  const customer = sandbox.state.customers.indexed('umaAddress', address).find((c) => !c.isDeleted);
  if (customer) {
    return {
      umaAddress: address,
      scenario: 'SUCCESS',
      currencies: [...customer.currencies],
      customer,
      name: customer.fullName ?? customer.platformCustomerId,
    };
  }
  return undefined;
}
