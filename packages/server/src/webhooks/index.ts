export {
  isKnownWebhookEvent,
  isWebhookEvent,
  type AgentActionPendingApprovalEvent,
  type BalanceUpdatedEvent,
  type IncomingPaymentEvent,
  type InvitationClaimedEvent,
  type OutgoingPaymentEvent,
  type PingEvent,
  type TestEvent,
  type UnknownWebhookEvent,
  type WebhookEvent,
} from './events.js';
export {
  MemoryWebhookReplayGuard,
  WEBHOOK_MAX_AGE_SECONDS,
  WEBHOOK_RETRY_WINDOW_SECONDS,
  type MemoryWebhookReplayGuardOptions,
  type WebhookReplayGuard,
} from './replay-guard.js';
export {
  isWebhookReplay,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  type VerifyWebhookOptions,
  type WebhookPublicKey,
} from './verify.js';
