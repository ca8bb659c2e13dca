/** The client an agent uses with its own access token: the `/agents/me/*` operations (§4.5). */
import type { CallOptions, OperationSender } from './service-transport.js';
import { AgentOwnActions } from './resources/agent/actions.js';
import { AgentExternalAccounts } from './resources/agent/external-accounts.js';
import { AgentQuotes } from './resources/agent/quotes.js';
import { AgentTransactions } from './resources/agent/transactions.js';
import { AgentTransferIn } from './resources/agent/transfer-in.js';
import { AgentTransferOut } from './resources/agent/transfer-out.js';
import { Operations } from './resources/operations.js';
import type { Agent } from './types.js';

/**
 * The `/agents/me/*` operations (§4.5) as resources, authenticated with the agent's Bearer access
 * token over the platform client's transport. Made by {@link ServiceClient.asAgent}.
 *
 * @example
 * const agent = service.asAgent(accessToken);
 * const action = await agent.transferOut.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class AgentClient {
  /** `/agents/me/quotes`. */
  readonly quotes: AgentQuotes;
  /** `/agents/me/actions`. */
  readonly actions: AgentOwnActions;
  /** `/agents/me/external-accounts`. */
  readonly externalAccounts: AgentExternalAccounts;
  /** `/agents/me/transactions`. */
  readonly transactions: AgentTransactions;
  /** `/agents/me/transfer-in`. */
  readonly transferIn: AgentTransferIn;
  /** `/agents/me/transfer-out`. */
  readonly transferOut: AgentTransferOut;
  readonly #ops: Operations;

  /** A client of the agent with `accessToken`, sending through `service` (a `ServiceClient`). */
  constructor(service: OperationSender, accessToken: string) {
    this.#ops = new Operations(service, accessToken);
    this.quotes = new AgentQuotes(this.#ops);
    this.actions = new AgentOwnActions(this.#ops);
    this.externalAccounts = new AgentExternalAccounts(this.#ops);
    this.transactions = new AgentTransactions(this.#ops);
    this.transferIn = new AgentTransferIn(this.#ops);
    this.transferOut = new AgentTransferOut(this.#ops);
  }

  /** `GET /agents/me`: the agent this token belongs to. */
  me(options?: CallOptions): Promise<Agent> {
    return this.#ops.with(options).json('GET', '/agents/me');
  }
}
