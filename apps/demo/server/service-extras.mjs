// Operations the demo needs that @keyhold/server's ServiceClient does not have yet, each one call of the
/* global FormData */
// client's public `request()` (so they share its auth, retries, errors and the call inspector's fetch).
// Listed in the demo README; they move into ServiceClient later.

/** @param {string} id */
const seg = (id) => encodeURIComponent(id).replace(/%3A/gi, ':');

/**
 * @param {import('@keyhold/server').ServiceClient} service
 */
export function serviceExtras(service) {
  /** @template T @param {string} method @param {string} path @param {object} [options] @returns {Promise<T>} */
  const call = async (method, path, options) => (await service.request(method, path, options)).data;
  return {
    /** `GET /transactions` (platform-wide list; the demo always passes its customer). */
    listTransactions: (query) => call('GET', '/transactions', { query }),
    /** `POST /customers/internal-accounts {customerId, currency}` → INTERNAL_FIAT account. */
    createInternalAccount: (customerId, currency) =>
      call('POST', '/customers/internal-accounts', { body: { customerId, currency } }),
    /** `GET /customers/external-accounts?customerId=`. */
    listExternalAccounts: (customerId) =>
      call('GET', '/customers/external-accounts', { query: { customerId, limit: 100 } }),
    /** `GET /receiver/uma/{umaAddress}?customerId=` → `{lookupId, requiredPayerDataFields, …}`. */
    lookupUma: (umaAddress, customerId) =>
      call('GET', `/receiver/uma/${encodeURIComponent(umaAddress)}`, { query: { customerId } }),
    /** `POST /agents {customerId, name, policy}`. */
    createAgent: (body) => call('POST', '/agents', { body }),
    /** `GET /agents?customerId=`. */
    listAgents: (customerId) => call('GET', '/agents', { query: { customerId, limit: 100 } }),
    /** `GET /agents/{id}`. */
    getAgent: (id) => call('GET', `/agents/${seg(id)}`),
    /** `POST /agents/{id}/device-codes` → `{code, expiresAt, verificationUri}`. */
    createDeviceCode: (id) => call('POST', `/agents/${seg(id)}/device-codes`, { body: {} }),
    /** `GET /agents/{id}/actions`. */
    listAgentActions: (id) => call('GET', `/agents/${seg(id)}/actions`, { query: { limit: 100 } }),
    /** `GET /agents/me` with the agent's Bearer token. */
    agentMe: (token) => call('GET', '/agents/me', { bearerToken: token }),
    /** `POST /invitations`. */
    createInvitation: (body) => call('POST', '/invitations', { body }),
    /** `GET /invitations?inviterUma=`. */
    listInvitations: (inviterUma) => call('GET', '/invitations', { query: { inviterUma, limit: 100 } }),
    /** `GET /invitations/{code}`. */
    getInvitation: (code) => call('GET', `/invitations/${encodeURIComponent(code)}`),
    /** `POST /invitations/{code}/cancel`. */
    cancelInvitation: (code) => call('POST', `/invitations/${encodeURIComponent(code)}/cancel`, { body: {} }),
    /** `POST /documents` (multipart). */
    uploadDocument: ({ documentHolder, documentType, country, side, file, fileName }) => {
      const form = new FormData();
      form.set('documentHolder', documentHolder);
      form.set('documentType', documentType);
      form.set('country', country);
      if (side) form.set('side', side);
      form.set('file', file, fileName);
      return call('POST', '/documents', { body: form });
    },
    /** `GET /documents?documentHolder=`. */
    listDocuments: (documentHolder) => call('GET', '/documents', { query: { documentHolder, limit: 100 } }),
    /** `GET /documents/{id}`. */
    getDocument: (id) => call('GET', `/documents/${seg(id)}`),
  };
}

/**
 * The sandbox's test controls (`/_sandbox/*` at its origin, Basic auth), through the recording fetch.
 * @param {{ origin: string, tokenId: string, secret: string, fetch: typeof fetch }} options
 */
export function sandboxControls({ origin, tokenId, secret, fetch }) {
  const auth = `Basic ${Buffer.from(`${tokenId}:${secret}`).toString('base64')}`;
  async function call(method, path, body) {
    const init = { method, headers: { authorization: auth, accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${origin}/_sandbox${path}`, init);
    const text = await res.text();
    const data = text ? JSON.parse(text) : null;
    if (!res.ok) {
      throw Object.assign(new Error(data?.message ?? `The sandbox answered ${res.status}.`), {
        status: res.status,
        code: data?.code,
      });
    }
    return data;
  }
  return {
    clock: () => call('GET', '/clock'),
    advanceClock: (seconds) => call('POST', '/clock/advance', { seconds }),
    reset: () => call('POST', '/reset', {}),
    outbox: (email) => call('GET', `/outbox?email=${encodeURIComponent(email)}`),
    setWebhookEndpoint: (url) => call('PUT', '/webhook-endpoint', { url }),
    webhookEndpoint: () => call('GET', '/webhook-endpoint'),
    sendTestWebhook: () => call('POST', '/webhooks/test', {}),
    webhookKey: () => call('GET', '/webhook-key'),
  };
}
