// What a /api/demo route works with: the request's parts, the backend's services, and (unless the route
// is open) the signed-in customer with the lookups and ownership checks of its ids. The route rows are on
// @keyhold/server's route table (`RouteRow`): a method, a path in Hono's syntax, and the row's flags.
import type { Customer, InternalAccount, RouteRow, ServiceClient } from '@keyhold/server';
import type { CallLog } from './call-log.js';
import type { Ownership } from './ownership.js';
import type { SandboxControls } from './sandbox-controls.js';
import type { WebhookInbox } from './webhooks.js';

/** The JSON object a POST carried (`{}` for GET and for an empty body): untrusted, checked field by field. */
export type Body = Readonly<Record<string, unknown>>;

/** One page request to /api/demo as the call inspector records it. */
export interface Call {
  customerId: string | null;
  parentId: number;
  quiet: boolean;
  requestText: string;
}

/** What every route gets: the request's parts and the backend's services. */
export interface OpenContext {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: Body;
  service: ServiceClient;
  controls: SandboxControls | null;
  inbox: WebhookInbox;
  callLog: CallLog;
  /** agent id → Bearer access token (only ever in this process, never sent to the page) */
  agentTokens: Map<string, string>;
  call: Call;
  setCookie: (value: string) => void;
}

/** An outbox email of the sandbox (an OTP code "sent" to an address). */
export interface OutboxEmail {
  sentAt: string;
  [field: string]: unknown;
}

/** What a route behind the demo sign-in gets besides: the signed-in customer and its lookups. */
export interface ExplorerContext extends OpenContext {
  customer: Customer;
  walletOf: (customerId: string) => Promise<InternalAccount | null>;
  outboxOf: (customer: Customer) => Promise<OutboxEmail[]>;
  markersOf: (customer: Customer) => Promise<string[]>;
  webhookEndpoint: () => string | null;
  owns: Ownership;
  /** Provisions the customer of `old`'s email again (after a sandbox reset) and signs the page in as it. */
  reprovision: (old: Customer) => Promise<{ customerId: string }>;
}

interface RowFlags extends RouteRow {
  method: 'GET' | 'POST';
  /** Polled by the page: neither the call nor the service calls it makes fill the inspector. */
  quiet?: boolean;
  /** The answer's status when not 200. */
  status?: number;
}

/** A route a visitor reaches before the demo sign-in. */
export interface OpenRoute extends RowFlags {
  open: true;
  handler: (ctx: OpenContext) => unknown;
}

/** A route behind the demo sign-in (checked before its body is read). */
export interface ExplorerRoute extends RowFlags {
  open?: false;
  handler: (ctx: ExplorerContext) => unknown;
}

export type DemoRoute = OpenRoute | ExplorerRoute;
