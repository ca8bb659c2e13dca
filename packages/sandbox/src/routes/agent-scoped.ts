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
import type { Ctx, Handler, RouteRow, SandboxModule } from '../http/env.js';
import { param, query, pathOf } from '../http/request.js';
import { bearerAuth } from '../middleware/bearer-auth.js';
import { findInternalAccount } from '../domain/accounts.js';
import { agentActions, type AgentRecord, agents, evaluate, type Permission } from '../domain/agent-policy.js';
import { hashToken, listActions, presentAction, presentAgent, submitAction } from '../domain/agents.js';
import {
  createExternalAccount,
  getExternalAccount,
  listExternalAccounts,
  presentExternalAccount,
} from '../domain/external-accounts.js';
import { assertExecutable } from '../domain/payouts.js';
import { parseExternalAccountBody } from '../schemas/external-account.js';
import { parseBody } from '../schemas/parse.js';
import { NewQuote } from '../schemas/quote.js';
import { getQuote, presentQuote } from '../domain/quote-records.js';
import { createQuote } from '../domain/quotes.js';
import { listTransactions, readTransactionQuery } from '../domain/transactions.js';
import { parseTransferBody, resolveTransfer } from '../domain/transfers.js';
import { badRequest, notFound, ServiceError, unauthorized } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';

const ME = `${BASE_PATH}/agents/me`;

/** The agent a Bearer token names (its customer must not be deleted). */
function agentOfToken(ctx: Ctx, token: string): AgentRecord | undefined {
  const sandbox = ctx.var.sandbox;
  const agent = agents(sandbox).find((a) => a.tokenHash === hashToken(token));
  if (!agent) return undefined;
  const customer = sandbox.state.customers.get(agent.customerId);
  if (!customer || customer.isDeleted)
    throw unauthorized('Invalid access token', "The agent's customer is deleted.");
  return agent;
}

/** Bearer auth: resolves the agent into `ctx.var.agent`. */
export const agentAuth = bearerAuth('agent', agentOfToken);

function me(ctx: Ctx): AgentRecord {
  return ctx.var.agent;
}

function need(agent: AgentRecord, permission: Permission): void {
  if (!agent.policy.permissions.includes(permission))
    throw new ServiceError(403, 'PERMISSION_DENIED', `The agent policy lacks ${permission}.`, {
      details: { permission },
    });
}

/** Idempotency keys are per agent: the scope carries the agent id. */
function scopedIdempotency(ctx: Ctx, run: () => Promise<Response>): Promise<Response> {
  return withIdempotency(ctx, run, `${pathOf(ctx)}#${me(ctx).id}`);
}

function readMe(ctx: Ctx): Response {
  return json(presentAgent(ctx.var.sandbox, me(ctx)));
}

/** `POST /agents/me/transfer-out` and `/transfer-in`. */
function agentTransfer(type: 'TRANSFER_OUT' | 'TRANSFER_IN'): Handler {
  return function postAgentTransfer(ctx) {
    return scopedIdempotency(ctx, async () => {
      const sandbox = ctx.var.sandbox;
      const agent = me(ctx);
      need(agent, 'CREATE_TRANSFERS');
      const req = parseTransferBody(await ctx.var.json(), type);
      const t = resolveTransfer(sandbox, type, req, agent.customerId);
      const { needsApproval } = evaluate(sandbox, agent, {
        permission: 'CREATE_TRANSFERS',
        spends: type === 'TRANSFER_OUT',
        amount: t.amount,
        currency: t.currency,
        accountIds: [t.internal.id, t.external.id],
      });
      const action = submitAction(
        sandbox,
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
      return json(presentAction(sandbox, action), 201);
    });
  };
}

const transferOut = agentTransfer('TRANSFER_OUT');
const transferIn = agentTransfer('TRANSFER_IN');

function postAgentQuote(ctx: Ctx): Promise<Response> {
  return scopedIdempotency(ctx, async () => {
    const sandbox = ctx.var.sandbox;
    const agent = me(ctx);
    need(agent, 'CREATE_QUOTES');
    if (agent.isPaused)
      throw new ServiceError(403, 'AGENT_PAUSED', 'This agent is paused: it cannot initiate actions.');
    const input = parseBody(NewQuote, await ctx.var.json());
    if (input.source.sourceType !== 'ACCOUNT')
      throw badRequest('INVALID_INPUT', 'Agents quote from an internal account of their customer.', {
        errors: [{ field: 'source.sourceType', message: 'must be ACCOUNT for an agent' }],
      });
    const source = findInternalAccount(sandbox, input.source.accountId);
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
    const quote = createQuote(sandbox, input, { agentId: agent.id, restrictTo: agent.customerId });
    return json(presentQuote(quote), 201);
  });
}

/** The quote in the path, if this agent created it (404 otherwise). */
function ownQuote(ctx: Ctx) {
  const sandbox = ctx.var.sandbox;
  const quote = sandbox.state.quotes.get(param(ctx, 'quoteId'));
  if (!quote || quote.internal.agentId !== me(ctx).id) throw notFound('Quote', param(ctx, 'quoteId'));
  return getQuote(sandbox, quote.id);
}

function readAgentQuote(ctx: Ctx): Response {
  return json(presentQuote(ownQuote(ctx)));
}

function executeAgentQuote(ctx: Ctx): Promise<Response> {
  return scopedIdempotency(ctx, async () => {
    const sandbox = ctx.var.sandbox;
    const agent = me(ctx);
    need(agent, 'EXECUTE_QUOTES');
    const quote = ownQuote(ctx);
    assertExecutable(sandbox, quote);
    const pendingAlready = agentActions(sandbox).find(
      (a) => a.quoteId === quote.id && a.status === 'PENDING_APPROVAL',
    );
    if (pendingAlready)
      throw badRequest('ACTION_ALREADY_PENDING', 'This quote already waits for approval.', {
        actionId: pendingAlready.id,
      });
    const { needsApproval } = evaluate(sandbox, agent, {
      permission: 'EXECUTE_QUOTES',
      spends: true,
      amount: quote.totalSendingAmount,
      currency: quote.sendingCurrency.code,
      accountIds: [quote.source['accountId'], quote.destination['accountId']].filter(
        (x): x is string => typeof x === 'string',
      ),
    });
    const action = submitAction(sandbox, agent, { type: 'EXECUTE_QUOTE', quoteId: quote.id }, needsApproval);
    return json(presentAction(sandbox, action), 201);
  });
}

function listOwnActions(ctx: Ctx): Response {
  return json(listActions(ctx.var.sandbox, me(ctx).id, query(ctx)));
}

function readOwnAction(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const action = agentActions(sandbox).get(param(ctx, 'actionId'));
  if (!action || action.agentId !== me(ctx).id) throw notFound('Agent action', param(ctx, 'actionId'));
  return json(presentAction(sandbox, action));
}

async function postOwnExternalAccount(ctx: Ctx): Promise<Response> {
  const agent = me(ctx);
  need(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
  if (agent.isPaused)
    throw new ServiceError(403, 'AGENT_PAUSED', 'This agent is paused: it cannot initiate actions.');
  const input = parseExternalAccountBody(await ctx.var.json(), { inferredCustomerId: agent.customerId });
  if (input.customerId !== agent.customerId)
    throw new ServiceError(403, 'FORBIDDEN', "An agent manages only its own customer's accounts.", {
      details: { customerId: input.customerId },
    });
  return json(presentExternalAccount(createExternalAccount(ctx.var.sandbox, input)), 201);
}

function listOwnExternalAccounts(ctx: Ctx): Response {
  const agent = me(ctx);
  need(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
  return json(
    listExternalAccounts(ctx.var.sandbox, query(ctx), (a) => a.customerId === agent.customerId).run(),
  );
}

function readOwnExternalAccount(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const account = sandbox.state.externalAccounts.get(param(ctx, 'externalAccountId'));
  if (!account || account.customerId !== me(ctx).customerId)
    throw notFound('External account', param(ctx, 'externalAccountId'));
  return json(presentExternalAccount(getExternalAccount(sandbox, account.id)));
}

function listOwnTransactions(ctx: Ctx): Response {
  const agent = me(ctx);
  need(agent, 'VIEW_TRANSACTIONS');
  const { filter, page } = readTransactionQuery(query(ctx), false);
  return json(listTransactions(ctx.var.sandbox, { ...filter, customerId: agent.customerId }, page));
}

const bearer = { auth: agentAuth };

export const agentScopedRoutes: readonly RouteRow[] = [
  ['GET', ME, readMe, bearer],
  ['POST', `${ME}/transfer-out`, transferOut, bearer],
  ['POST', `${ME}/transfer-in`, transferIn, bearer],
  ['POST', `${ME}/quotes`, postAgentQuote, bearer],
  ['GET', `${ME}/quotes/:quoteId`, readAgentQuote, bearer],
  ['POST', `${ME}/quotes/:quoteId/execute`, executeAgentQuote, bearer],
  ['GET', `${ME}/actions`, listOwnActions, bearer],
  ['GET', `${ME}/actions/:actionId`, readOwnAction, bearer],
  ['POST', `${ME}/external-accounts`, postOwnExternalAccount, bearer],
  ['GET', `${ME}/external-accounts`, listOwnExternalAccounts, bearer],
  ['GET', `${ME}/external-accounts/:externalAccountId`, readOwnExternalAccount, bearer],
  ['GET', `${ME}/transactions`, listOwnTransactions, bearer],
];

export const agentScopedModule: SandboxModule = { routes: agentScopedRoutes };
