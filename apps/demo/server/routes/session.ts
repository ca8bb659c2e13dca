// The open routes, reached before the demo sign-in: sign in (provisions the customer of an email, once,
// and names it in the demo cookie), sign out, who is signed in, and what the page needs to know.
import type { Cookies } from '../cookies.js';
import type { OpenContext, OpenRoute } from '../context.js';
import type { Directory } from '../directory.js';
import { DemoError } from '../errors.js';

export function sessionRoutes({
  cookies,
  directory,
  sandboxOrigin,
  vaultUrl,
}: {
  cookies: Cookies;
  directory: Directory;
  sandboxOrigin: string;
  vaultUrl: string | undefined;
}): OpenRoute[] {
  async function login({ call, body, setCookie }: OpenContext) {
    const { email } = body;
    // No `#`: `<email>#…` names the customers a user makes (its business, the people it adds).
    if (typeof email !== 'string' || !/^[^@\s#]+@[^@\s#]+$/.test(email))
      throw new DemoError(400, 'Enter an email address.');
    const customer = await directory.provision(email);
    call.customerId = customer.id;
    setCookie(cookies.issue(customer.id));
    return { customerId: customer.id, email };
  }

  /**
   * What the page needs to know about the service: the dev OIDC issuer for the OAuth button, whether the
   * sandbox controls are there, and the vault document (frame mode).
   */
  function config({ controls }: OpenContext) {
    return {
      sandboxOrigin,
      oidcClientId: 'keyhold-sandbox',
      controls: controls !== null,
      ...(vaultUrl ? { vaultUrl } : {}),
    };
  }

  function logout({ setCookie }: OpenContext) {
    setCookie(cookies.clear());
  }

  async function me({ call, service }: OpenContext) {
    if (!call.customerId) return { customer: null, wallet: null };
    try {
      const customer = await service.customers.retrieve(call.customerId);
      return { customer, wallet: await directory.walletOf(call.customerId) };
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status === 404) return { customer: null, wallet: null }; // e.g. after a reset
      throw error;
    }
  }

  return [
    { method: 'POST', path: '/login', handler: login, open: true },
    { method: 'GET', path: '/config', handler: config, open: true },
    { method: 'POST', path: '/logout', handler: logout, open: true, status: 204 },
    { method: 'GET', path: '/me', handler: me, open: true },
  ];
}
