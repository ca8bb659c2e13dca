import type {
  AgentAction,
  InternalAccount,
  Invitation,
  Transaction,
  TransactionStatus,
} from '@keyhold/protocol/wire';

/** The envelope every delivery carries: `{id, type, timestamp, data}`. */
interface Envelope<Type extends string, Data> {
  /** `Webhook:<uuid>`, the same on every retry of one delivery (use it to drop duplicates). */
  id: string;
  type: Type;
  /** When the event happened, ISO 8601, on the service's clock. */
  timestamp: string;
  data: Data;
}

/**
 * A transaction's status changed; `data` is the transaction. `INCOMING_PAYMENT.PENDING` is also the
 * payment-approval webhook when the platform holds incoming payments (`paymentApprovalRequired`):
 * answer 2xx to approve, 403 to reject, 202 to decide later with `ServiceClient.approvePayment` /
 * `rejectPayment`.
 */
export type IncomingPaymentEvent = Envelope<`INCOMING_PAYMENT.${TransactionStatus}`, Transaction>;
/** A transaction's status changed; `data` is the transaction. */
export type OutgoingPaymentEvent = Envelope<`OUTGOING_PAYMENT.${TransactionStatus}`, Transaction>;
/** An internal account's balance changed. */
export type BalanceUpdatedEvent = Envelope<'INTERNAL_ACCOUNT.BALANCE_UPDATED', InternalAccount>;
/** An agent's action waits for the platform's approval (approve or reject it). */
export type AgentActionPendingApprovalEvent = Envelope<'AGENT_ACTION.PENDING_APPROVAL', AgentAction>;
/** §6: an invitation was claimed; the inviter platform now sends its `amountToSend` itself. */
export type InvitationClaimedEvent = Envelope<'INVITATION.CLAIMED', Invitation>;
/** The sandbox's asynchronous test event (`POST /_sandbox/webhooks/test`). */
export type PingEvent = Envelope<'SANDBOX.PING', Record<string, unknown>>;
/** The service's test webhook (`ServiceClient.webhooks.sendTest()`, `POST /sandbox/webhooks/test`); `data` is `{}`. */
export type TestEvent = Envelope<'TEST', Record<string, unknown>>;

/** Every event kind the service (and the sandbox) sends, discriminated by `type`. */
export type WebhookEvent =
  | IncomingPaymentEvent
  | OutgoingPaymentEvent
  | BalanceUpdatedEvent
  | AgentActionPendingApprovalEvent
  | InvitationClaimedEvent
  | PingEvent
  | TestEvent;

/** A verified delivery of a kind this version does not know yet: kept, never rejected. */
export type UnknownWebhookEvent = Envelope<string, unknown>;

const KNOWN = [
  /^INCOMING_PAYMENT\.[A-Z_]+$/,
  /^OUTGOING_PAYMENT\.[A-Z_]+$/,
  /^INTERNAL_ACCOUNT\.BALANCE_UPDATED$/,
  /^AGENT_ACTION\.PENDING_APPROVAL$/,
  /^INVITATION\.CLAIMED$/,
  /^SANDBOX\.PING$/,
  /^TEST$/,
];

/** True when `event` is one of the kinds in {@link WebhookEvent}; narrows it. */
export function isKnownWebhookEvent(event: WebhookEvent | UnknownWebhookEvent): event is WebhookEvent {
  return KNOWN.some((pattern) => pattern.test(event.type));
}

/**
 * The event kind whose `type` may be `T`. Distributes over the union, so an exact type inside a
 * family (`'INCOMING_PAYMENT.PENDING'`) narrows to that family's event with `type` pinned to `T`.
 */
type EventOfType<T extends string> = WebhookEvent extends infer E
  ? E extends { type: infer U }
    ? T extends U
      ? E & { type: T }
      : never
    : never
  : never;

/**
 * Narrows an event to one kind, by exact type or by family prefix (`'OUTGOING_PAYMENT.'`).
 *
 * @example
 * if (isWebhookEvent(event, 'INVITATION.CLAIMED')) sendInvitationAmount(event.data)
 */
export function isWebhookEvent<T extends WebhookEvent['type'] | 'INCOMING_PAYMENT.' | 'OUTGOING_PAYMENT.'>(
  event: WebhookEvent | UnknownWebhookEvent,
  type: T,
): event is T extends `${infer Family}.`
  ? Extract<WebhookEvent, { type: `${Family}.${string}` }>
  : EventOfType<T> {
  return type.endsWith('.') ? event.type.startsWith(type) : event.type === type;
}
