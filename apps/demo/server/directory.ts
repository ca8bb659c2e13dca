// The service customers behind demo users: found or created for a demo email, their embedded wallet, the
// emails the sandbox "sent" them, and the ids that mark their webhook events.
import type { Customer, InternalAccount, ServiceClient } from '@keyhold/server';
import type { OutboxEmail } from './context.js';
import type { SandboxControls } from './sandbox-controls.js';

export interface Directory {
  /** Finds or creates the sandbox customer of a demo email (its embedded wallet comes with it). */
  provision(email: string): Promise<Customer>;
  walletOf(customerId: string): Promise<InternalAccount | null>;
  outboxOf(customer: Customer): Promise<OutboxEmail[]>;
  markersOf(customer: Customer): Promise<string[]>;
}

export function customerDirectory(service: ServiceClient, controls: SandboxControls | null): Directory {
  const walletOf = async (customerId: string) =>
    (await service.customers.listInternalAccounts({ customerId, type: 'EMBEDDED_WALLET' })).data[0] ?? null;
  return {
    walletOf,
    async provision(email) {
      const found = await service.customers.list({ platformCustomerId: email });
      if (found.data[0]) return found.data[0];
      return service.customers.create({
        platformCustomerId: email,
        customerType: 'INDIVIDUAL',
        email,
        region: 'US',
        currencies: ['USD'],
      });
    },
    async outboxOf(customer) {
      // Sandbox explorer: the emails the sandbox "sent" to this customer (OTP codes): to the demo address
      // and to the address of the wallet's email credential (they may differ). Never in a real app.
      const emails = new Set([customer.email].filter((e): e is string => !!e).map((e) => e.toLowerCase()));
      const account = await walletOf(customer.id);
      if (account) {
        for (const c of (await service.auth.credentials.list(account.id)).data)
          if (c.type === 'EMAIL_OTP') emails.add(c.nickname.toLowerCase());
      }
      const data: OutboxEmail[] = [];
      for (const email of emails) data.push(...(await controls!.outbox(email)).data);
      return data.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
    },
    async markersOf(customer) {
      const accounts = (await service.customers.listInternalAccounts({ customerId: customer.id, limit: 100 }))
        .data;
      const agents = (await service.agents.list({ customerId: customer.id, limit: 100 })).data;
      return [
        customer.id,
        customer.umaAddress,
        ...accounts.map((a) => a.id),
        ...agents.map((a) => a.id),
      ].filter((m): m is string => typeof m === 'string');
    },
  };
}
