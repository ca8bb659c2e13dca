/** Every resource method sends the interface's method, path, query and body (to a recording server). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../src/index.js';
import { startScriptedServer } from '../helpers/http.js';

let server: Awaited<ReturnType<typeof startScriptedServer>>;
let svc: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer(() => ({ status: 200, body: { data: [], hasMore: false } }));
  svc = new ServiceClient({ baseUrl: server.origin, apiTokenId: 't', apiClientSecret: 's' });
});
afterAll(() => server.close());

const W = 'EmbeddedWallet:11111111-1111-4111-8111-111111111111';
const C = 'AuthMethod:22222222-2222-4222-8222-222222222222';

const cases: [string, () => Promise<unknown>, string, string, unknown?][] = [
  [
    'auth.credentials.create',
    () => svc.auth.credentials.create({ type: 'EMAIL_OTP', accountId: W, email: 'a@b.co' }),
    'POST',
    '/auth/credentials',
    { type: 'EMAIL_OTP', accountId: W, email: 'a@b.co' },
  ],
  [
    'auth.credentials.list',
    () => svc.auth.credentials.list(W),
    'GET',
    `/auth/credentials?accountId=${encodeURIComponent(W)}`,
  ],
  [
    'auth.credentials.challenge',
    () => svc.auth.credentials.challenge(C, { clientPublicKey: '04ab' }),
    'POST',
    `/auth/credentials/${C}/challenge`,
    { clientPublicKey: '04ab' },
  ],
  [
    'auth.credentials.verify',
    () => svc.auth.credentials.verify(C, { type: 'OAUTH', oidcToken: 'x', clientPublicKey: '04' }),
    'POST',
    `/auth/credentials/${C}/verify`,
    { type: 'OAUTH', oidcToken: 'x', clientPublicKey: '04' },
  ],
  ['auth.credentials.delete', () => svc.auth.credentials.delete(C), 'DELETE', `/auth/credentials/${C}`],
  [
    'auth.sessions.list',
    () => svc.auth.sessions.list(W),
    'GET',
    `/auth/sessions?accountId=${encodeURIComponent(W)}`,
  ],
  ['auth.sessions.delete', () => svc.auth.sessions.delete('Session:1'), 'DELETE', '/auth/sessions/Session:1'],
  [
    'internalAccounts.export',
    () => svc.internalAccounts.export(W, '04ab'),
    'POST',
    `/internal-accounts/${W}/export`,
    { clientPublicKey: '04ab' },
  ],
  [
    'quotes.create',
    () =>
      svc.quotes.create({
        source: { sourceType: 'ACCOUNT', accountId: W },
        destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
        lockedCurrencySide: 'RECEIVING',
        lockedCurrencyAmount: 5,
      }),
    'POST',
    '/quotes',
    {
      source: { sourceType: 'ACCOUNT', accountId: W },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 5,
    },
  ],
  ['quotes.retrieve', () => svc.quotes.retrieve('Quote:1'), 'GET', '/quotes/Quote:1'],
  [
    'quotes.execute',
    () => svc.quotes.execute('Quote:1', { signature: 'st' }),
    'POST',
    '/quotes/Quote:1/execute',
    {},
  ],
  [
    'transferIn.create',
    () =>
      svc.transferIn.create({
        source: { accountId: 'ExternalAccount:1' },
        destination: { accountId: W },
        amount: 3,
      }),
    'POST',
    '/transfer-in',
    { source: { accountId: 'ExternalAccount:1' }, destination: { accountId: W }, amount: 3 },
  ],
  [
    'transferOut.create',
    () =>
      svc.transferOut.create({
        source: { accountId: W },
        destination: { accountId: 'ExternalAccount:1' },
        amount: 3,
      }),
    'POST',
    '/transfer-out',
    { source: { accountId: W }, destination: { accountId: 'ExternalAccount:1' }, amount: 3 },
  ],
  [
    'transactions.retrieve',
    () => svc.transactions.retrieve('Transaction:1'),
    'GET',
    '/transactions/Transaction:1',
  ],
  [
    'customers.create',
    () => svc.customers.create({ platformCustomerId: 'p', customerType: 'BUSINESS' }),
    'POST',
    '/customers',
    { platformCustomerId: 'p', customerType: 'BUSINESS' },
  ],
  ['customers.retrieve', () => svc.customers.retrieve('Customer:1'), 'GET', '/customers/Customer:1'],
  [
    'customers.list',
    async () => svc.customers.list({ customerType: 'INDIVIDUAL', isIncludingDeleted: true, limit: 5 }),
    'GET',
    '/customers?customerType=INDIVIDUAL&isIncludingDeleted=true&limit=5',
  ],
  [
    'customers.listInternalAccounts',
    async () => svc.customers.listInternalAccounts({ customerId: 'Customer:1', type: 'EMBEDDED_WALLET' }),
    'GET',
    '/customers/internal-accounts?customerId=Customer%3A1&type=EMBEDDED_WALLET',
  ],
  [
    'customers.externalAccounts.create',
    () =>
      svc.customers.externalAccounts.create({
        currency: 'USD',
        accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '1', routingNumber: '2' },
      }),
    'POST',
    '/customers/external-accounts',
    { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '1', routingNumber: '2' } },
  ],
  [
    'platform.externalAccounts.list',
    async () => svc.platform.externalAccounts.list({ currency: 'USD' }),
    'GET',
    '/platform/external-accounts?currency=USD',
  ],
  [
    'receiver.lookupExternalAccount',
    () => svc.receiver.lookupExternalAccount('ExternalAccount:1', { senderUmaAddress: '$a@b.co' }),
    'GET',
    '/receiver/external-account/ExternalAccount:1?senderUmaAddress=%24a%40b.co',
  ],
  ['discoveries.list', () => svc.discoveries.list({ country: 'BR' }), 'GET', '/discoveries?country=BR'],
  [
    'invitations.claim',
    () => svc.invitations.claim('INV1', '$me@b.co'),
    'POST',
    '/invitations/INV1/claim',
    { inviteeUma: '$me@b.co' },
  ],
  [
    'verifications.create',
    () => svc.verifications.create({ customerId: 'Customer:1' }),
    'POST',
    '/verifications',
    { customerId: 'Customer:1' },
  ],
  [
    'agents.update',
    () => svc.agents.update('Agent:1', { isPaused: true }),
    'PATCH',
    '/agents/Agent:1',
    { isPaused: true },
  ],
  [
    'agents.actions.approve',
    () => svc.agents.actions.approve('Agent:1', 'AgentAction:2'),
    'POST',
    '/agents/Agent:1/actions/AgentAction:2/approve',
    {},
  ],
  [
    'agents.actions.reject',
    () => svc.agents.actions.reject('Agent:1', 'AgentAction:2', 'no'),
    'POST',
    '/agents/Agent:1/actions/AgentAction:2/reject',
    { reason: 'no' },
  ],
  [
    'agents.deviceCodes.redeem',
    () => svc.agents.deviceCodes.redeem('ABCD'),
    'POST',
    '/agents/device-codes/ABCD/redeem',
    {},
  ],
  [
    'sandbox.internalAccounts.fund',
    () => svc.sandbox.internalAccounts.fund(W, 100),
    'POST',
    `/sandbox/internal-accounts/${W}/fund`,
    { amount: 100 },
  ],
  [
    'sandbox.sendFunds',
    () => svc.sandbox.sendFunds({ quoteId: 'Quote:1', currencyCode: 'USD' }),
    'POST',
    '/sandbox/send',
    { quoteId: 'Quote:1', currencyCode: 'USD' },
  ],
  [
    'sandbox.uma.receivePayment',
    () =>
      svc.sandbox.uma.receivePayment({
        senderUmaAddress: '$a@b.co',
        receiverUmaAddress: '$c@d.co',
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 1,
      }),
    'POST',
    '/sandbox/uma/receive',
    {
      senderUmaAddress: '$a@b.co',
      receiverUmaAddress: '$c@d.co',
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1,
    },
  ],
];

describe('the request of each resource method', () => {
  for (const [name, call, method, path, body] of cases) {
    it(`${name} → ${method} ${path.split('?')[0]}`, async () => {
      const before = server.requests.length;
      await call();
      const req = server.requests[before]!;
      expect(req.method).toBe(method);
      expect(req.url).toBe(`/2025-10-13${path}`);
      if (body === undefined) expect(req.body.length).toBe(0);
      else expect(JSON.parse(req.body.toString('utf8'))).toEqual(body);
      expect(req.headers.authorization).toMatch(/^Basic /);
    });
  }

  it('the agent client sends its Bearer token under /agents/me', async () => {
    const agent = svc.asAgent('agent-token');
    const calls: [() => Promise<unknown>, string, string][] = [
      [
        () =>
          agent.transferOut.create(
            { source: { accountId: W }, destination: { accountId: 'ExternalAccount:1' }, amount: 1 },
            { idempotencyKey: 'k' },
          ),
        'POST',
        '/agents/me/transfer-out',
      ],
      [
        () =>
          agent.externalAccounts.create({
            currency: 'USD',
            accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '1', routingNumber: '2' },
          }),
        'POST',
        '/agents/me/external-accounts',
      ],
      [async () => agent.externalAccounts.list({ limit: 2 }), 'GET', '/agents/me/external-accounts?limit=2'],
      [
        () => agent.externalAccounts.retrieve('ExternalAccount:1'),
        'GET',
        '/agents/me/external-accounts/ExternalAccount:1',
      ],
      [() => agent.quotes.retrieve('Quote:1'), 'GET', '/agents/me/quotes/Quote:1'],
      [() => agent.actions.retrieve('AgentAction:1'), 'GET', '/agents/me/actions/AgentAction:1'],
      [
        async () => agent.transactions.list({ status: 'COMPLETED', sortOrder: 'asc' }),
        'GET',
        '/agents/me/transactions?status=COMPLETED&sortOrder=asc',
      ],
    ];
    for (const [call, method, path] of calls) {
      const before = server.requests.length;
      await call();
      const req = server.requests[before]!;
      expect([req.method, req.url]).toEqual([method, `/2025-10-13${path}`]);
      expect(req.headers.authorization).toBe('Bearer agent-token');
    }
  });

  it('documents.replace sends multipart/form-data with the file', async () => {
    const before = server.requests.length;
    await svc.documents.replace('Document:1', {
      file: new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }),
      fileName: 'id.pdf',
      documentType: 'PASSPORT',
      country: 'US',
      side: 'FRONT',
    });
    const req = server.requests[before]!;
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/2025-10-13/documents/Document:1');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = req.body.toString('latin1');
    expect(text).toContain('name="documentType"');
    expect(text).toContain('PASSPORT');
    expect(text).toContain('filename="id.pdf"');
    expect(text).toContain('%PDF');
  });

  it('quotes.execute sends the stamp as Service-Wallet-Signature and the Idempotency-Key', async () => {
    const before = server.requests.length;
    await svc.quotes.execute('Quote:1', { signature: 'the-stamp', idempotencyKey: 'ik' });
    expect(server.requests[before]!.headers['service-wallet-signature']).toBe('the-stamp');
    expect(server.requests[before]!.headers['idempotency-key']).toBe('ik');
  });
});
