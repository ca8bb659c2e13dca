/**
 * Agent-scoped operations (§4.5), `Authorization: Bearer <accessToken>`; every account must belong
 * to the agent's customer:
 * - `GET /agents/me` (Agent), `GET /agents/me/actions[/{id}]` (own actions only);
 * - `POST /agents/me/transfer-out` and (extra) `/transfer-in` `{source: {accountId}, destination:
 *   {accountId}, amount}`, `CREATE_TRANSFERS`, Idempotency-Key (scoped to the agent) → 201 AgentAction;
 * - (extra) `POST /agents/me/quotes` (`CREATE_QUOTES`, account source only, no immediatelyExecute)
 *   → 201 Quote, and `POST /agents/me/quotes/{id}/execute` (`EXECUTE_QUOTES`) → 201 AgentAction;
 * - `GET /agents/me/quotes/{id}`: 404 unless this agent created the quote;
 * - `POST|GET /agents/me/external-accounts` (`MANAGE_EXTERNAL_ACCOUNTS`), `GET …/{id}` (owner only);
 * - `GET /agents/me/transactions` (`VIEW_TRANSACTIONS`), every §4.5 filter.
 */
import type { RequestContext, SandboxHost } from '../contracts.js';
import { findInternalAccount } from '../domain/accounts.js';
import { agentActions, type AgentRecord, agents, evaluate, type Permission } from '../domain/agent-policy.js';
import { hashToken, presentAction, presentAgent, submitAction } from '../domain/agents.js';
import {
  createExternalAccount,
  getExternalAccount,
  listExternalAccounts,
  parseExternalAccountBody,
  presentExternalAccount,
} from '../domain/external-accounts.js';
import { assertExecutable } from '../domain/payouts.js';
import { parseQuoteBody } from '../domain/quote-input.js';
import { getQuote, presentQuote } from '../domain/quote-records.js';
import { createQuote } from '../domain/quotes.js';
import { listTransactions, readTransactionQuery } from '../domain/transactions.js';
import { parseTransferBody, resolveTransfer } from '../domain/transfers.js';
import { badRequest, notFound, ServiceError, unauthorized } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../router.js';

const ME = `${BASE_PATH}/agents/me`;

/** Bearer auth: resolves the agent into `ctx.locals.agent`. */
export function agentAuth(ctx: RequestContext): void {
  const header = ctx.header('authorization') ?? '';
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = m?.[1];
  const agent = token ? agents(ctx.app).find((a) => a.tokenHash === hashToken(token)) : undefined;
  if (!agent) {
    throw new ServiceError(401, 'UNAUTHORIZED', 'Missing or invalid agent access token (Bearer).', {
      reason: 'Invalid access token',
      headers: { 'WWW-Authenticate': 'Bearer realm="keyhold-sandbox"' },
    });
  }
  const customer = ctx.app.state.customers.get(agent.customerId);
  if (!customer || customer.isDeleted)
    throw unauthorized('Invalid access token', "The agent's customer is deleted.");
  ctx.locals['agent'] = agent;
}

function me(ctx: RequestContext): AgentRecord {
  return ctx.locals['agent'] as AgentRecord;
}

function need(agent: AgentRecord, permission: Permission): void {
  if (!agent.policy.permissions.includes(permission))
    throw new ServiceError(403, 'PERMISSION_DENIED', `The agent policy lacks ${permission}.`, {
      details: { permission },
    });
}

/** Idempotency keys are per agent: the path carries the agent id. */
function scopedIdempotency(ctx: RequestContext, run: () => Promise<Response>): Promise<Response> {
  return withIdempotency({ ...ctx, path: `${ctx.path}#${me(ctx).id}` }, run);
}

export function registerAgentScopedRoutes(app: SandboxHost): void {
  const { router } = app;
  const opts = { auth: agentAuth };

  router.get(ME, (ctx) => json(presentAgent(app, me(ctx))), opts);

  for (const [path, type] of [
    ['transfer-out', 'TRANSFER_OUT'],
    ['transfer-in', 'TRANSFER_IN'],
  ] as const) {
    router.post(
      `${ME}/${path}`,
      (ctx) =>
        scopedIdempotency(ctx, async () => {
          const agent = me(ctx);
          need(agent, 'CREATE_TRANSFERS');
          const req = parseTransferBody(await ctx.json(), type);
          const t = resolveTransfer(app, type, req, agent.customerId);
          const { needsApproval } = evaluate(app, agent, {
            permission: 'CREATE_TRANSFERS',
            spends: type === 'TRANSFER_OUT',
            amount: t.amount,
            currency: t.currency,
            accountIds: [t.internal.id, t.external.id],
          });
          const action = submitAction(
            app,
            agent,
            {
              type,
              transferDetails: {
                amount: t.amount,
                currency: t.currency,
                sourceAccountId: req.sourceAccountId,
                destinationAccountId: req.destinationAccountId,
              },
            },
            needsApproval,
          );
          return json(presentAction(app, action), 201);
        }),
      opts,
    );
  }

  router.post(
    `${ME}/quotes`,
    (ctx) =>
      scopedIdempotency(ctx, async () => {
        const agent = me(ctx);
        need(agent, 'CREATE_QUOTES');
        if (agent.isPaused)
          throw new ServiceError(403, 'AGENT_PAUSED', 'This agent is paused: it cannot initiate actions.');
        const input = parseQuoteBody(await ctx.json());
        if (input.source.sourceType !== 'ACCOUNT')
          throw badRequest('INVALID_INPUT', 'Agents quote from an internal account of their customer.', {
            errors: [{ field: 'source.sourceType', message: 'must be ACCOUNT for an agent' }],
          });
        const source = findInternalAccount(app, input.source.accountId);
        if (source?.type === 'EMBEDDED_WALLET')
          throw badRequest(
            'EMBEDDED_WALLET_SOURCE_NOT_ALLOWED',
            'An agent cannot sign for an EMBEDDED_WALLET source.',
          );
        if (input.immediatelyExecute)
          throw badRequest(
            'IMMEDIATE_EXECUTION_NOT_SUPPORTED',
            'Agents execute with POST /agents/me/quotes/{quoteId}/execute.',
          );
        const quote = createQuote(app, input, { agentId: agent.id, restrictTo: agent.customerId });
        return json(presentQuote(quote), 201);
      }),
    opts,
  );

  const ownQuote = (ctx: RequestContext) => {
    const quote = app.state.quotes.get(ctx.params['quoteId']!);
    if (!quote || quote.internal.agentId !== me(ctx).id) throw notFound('Quote', ctx.params['quoteId']);
    return getQuote(app, quote.id);
  };

  router.get(`${ME}/quotes/{quoteId}`, (ctx) => json(presentQuote(ownQuote(ctx))), opts);

  router.post(
    `${ME}/quotes/{quoteId}/execute`,
    (ctx) =>
      scopedIdempotency(ctx, async () => {
        const agent = me(ctx);
        need(agent, 'EXECUTE_QUOTES');
        const quote = ownQuote(ctx);
        assertExecutable(app, quote);
        const pendingAlready = agentActions(app).find(
          (a) => a.quoteId === quote.id && a.status === 'PENDING_APPROVAL',
        );
        if (pendingAlready)
          throw badRequest('ACTION_ALREADY_PENDING', 'This quote already waits for approval.', {
            actionId: pendingAlready.id,
          });
        const { needsApproval } = evaluate(app, agent, {
          permission: 'EXECUTE_QUOTES',
          spends: true,
          amount: quote.totalSendingAmount,
          currency: quote.sendingCurrency.code,
          accountIds: [quote.source['accountId'], quote.destination['accountId']].filter(
            (x): x is string => typeof x === 'string',
          ),
        });
        const action = submitAction(app, agent, { type: 'EXECUTE_QUOTE', quoteId: quote.id }, needsApproval);
        return json(presentAction(app, action), 201);
      }),
    opts,
  );

  router.get(
    `${ME}/actions`,
    (ctx) => {
      const agent = me(ctx);
      const q = new QueryReader(ctx.query);
      const status = q.enum('status', ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const);
      const page = q.page();
      q.done();
      const col = agentActions(app);
      const items = col.filter(
        (a) => a.agentId === agent.id && (status === undefined || a.status === status),
      );
      return json(paginate(col, items, page, (a) => presentAction(app, a)));
    },
    opts,
  );

  router.get(
    `${ME}/actions/{actionId}`,
    (ctx) => {
      const action = agentActions(app).get(ctx.params['actionId']!);
      if (!action || action.agentId !== me(ctx).id) throw notFound('Agent action', ctx.params['actionId']);
      return json(presentAction(app, action));
    },
    opts,
  );

  router.post(
    `${ME}/external-accounts`,
    async (ctx) => {
      const agent = me(ctx);
      need(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
      if (agent.isPaused)
        throw new ServiceError(403, 'AGENT_PAUSED', 'This agent is paused: it cannot initiate actions.');
      const input = parseExternalAccountBody(await ctx.json(), {
        customerRequired: false,
        inferredCustomerId: agent.customerId,
      });
      if (input.customerId !== agent.customerId)
        throw new ServiceError(403, 'FORBIDDEN', "An agent manages only its own customer's accounts.", {
          details: { customerId: input.customerId },
        });
      return json(presentExternalAccount(createExternalAccount(app, input)), 201);
    },
    opts,
  );

  router.get(
    `${ME}/external-accounts`,
    (ctx) => {
      const agent = me(ctx);
      need(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
      return json(listExternalAccounts(app, ctx.query, (a) => a.customerId === agent.customerId).run());
    },
    opts,
  );

  router.get(
    `${ME}/external-accounts/{externalAccountId}`,
    (ctx) => {
      const account = app.state.externalAccounts.get(ctx.params['externalAccountId']!);
      if (!account || account.customerId !== me(ctx).customerId)
        throw notFound('External account', ctx.params['externalAccountId']);
      return json(presentExternalAccount(getExternalAccount(app, account.id)));
    },
    opts,
  );

  router.get(
    `${ME}/transactions`,
    (ctx) => {
      const agent = me(ctx);
      need(agent, 'VIEW_TRANSACTIONS');
      const { filter, page } = readTransactionQuery(ctx.query, false);
      return json(listTransactions(app, { ...filter, customerId: agent.customerId }, page));
    },
    opts,
  );
}
