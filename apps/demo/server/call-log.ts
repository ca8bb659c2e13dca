// The call inspector's record: every request the page made to this backend and every request this backend
// made to the service on its behalf (method, path, status, time, bodies with secrets redacted). A request
// of the page runs inside `callLog.run(context, …)`, so the service calls it causes name the same customer
// and point at it (`parentId`). A signed retry shows as two legs: the 202 challenge and the stamped retry.
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER, SIGNATURE_HEADER } from '@keyhold/core/protocol';

/** Body fields whose values never reach the inspector (secrets, stamps, codes, key material). */
const SECRET_KEYS =
  /^(otp|code|accesstoken|idtoken|token|secret|password|signature|stamp|authorization|assertion|attestation|attestationobject|clientdatajson|authenticatordata|userhandle|encrypted.*|privatekey|filebase64)$/i;
/** Path segments that are codes (device codes): the segment after these is redacted. */
const CODE_SEGMENTS = new Set(['device-codes']);
const MAX_BODY_CHARS = 6000;
export const REDACTED = '«redacted»';

/**
 * A copy of a JSON value with secret fields replaced by «redacted». An outbox email's `text` repeats its
 * code, so it goes too.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const hasCode = Object.hasOwn(value, 'code') && Object.hasOwn(value, 'text');
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEYS.test(key) || (hasCode && key === 'text') ? REDACTED : redact(inner);
    }
    return out;
  }
  return value;
}

/** A path with codes in it (device codes) redacted, the query kept. */
export function redactPath(path: string): string {
  const [pathname = '', query] = path.split('?');
  const parts = pathname.split('/');
  for (let i = 0; i < parts.length - 1; i++) if (CODE_SEGMENTS.has(parts[i]!)) parts[i + 1] = REDACTED;
  return query === undefined ? parts.join('/') : `${parts.join('/')}?${query}`;
}

/** A body as the inspector shows it: parsed JSON redacted, else a short description. */
export function describeBody(text: string | null | undefined, contentType = ''): string | null {
  if (text === undefined || text === null || text === '') return null;
  if (/multipart\/form-data/i.test(contentType)) return '(multipart form: file and fields)';
  try {
    const shown = JSON.stringify(redact(JSON.parse(text)), null, 2);
    return shown.length > MAX_BODY_CHARS ? `${shown.slice(0, MAX_BODY_CHARS)}\n…(cut)` : shown;
  } catch {
    return `(${text.length} characters, not JSON)`;
  }
}

/**
 * Which leg of a signed retry a call is: the first answered 202 with a `requestId` to sign, the second
 * carries `Request-Id` and the stamp. Null for other calls.
 */
export function legOf(requestHeaders: Headers, status: number, responseText: string): CallEntry['leg'] {
  const requestId = requestHeaders.get(REQUEST_ID_HEADER);
  if (requestId && requestHeaders.has(SIGNATURE_HEADER)) return { step: 2, requestId };
  if (status !== 202) return null;
  try {
    const challenge = JSON.parse(responseText) as { requestId?: unknown } | null;
    return typeof challenge?.requestId === 'string' ? { step: 1, requestId: challenge.requestId } : null;
  } catch {
    return null;
  }
}

/** The page request a call serves: its customer (null before the demo sign-in) and its reserved id. */
export interface CallContext {
  customerId: string | null;
  parentId: number | null;
  quiet?: boolean;
}

/** One recorded call, as the inspector shows it. */
export interface CallEntry {
  id: number;
  side: 'page' | 'service';
  customerId: string | null;
  parentId: number | null;
  method: string;
  path: string;
  status: number;
  ms: number;
  at: string;
  requestBody: string | null;
  responseBody: string | null;
  leg: null | { step: 1 | 2; requestId: string };
}

export type CallLog = ReturnType<typeof createCallLog>;

export function createCallLog({ limit = 2000 }: { limit?: number } = {}) {
  const als = new AsyncLocalStorage<CallContext>();
  const entries: CallEntry[] = [];
  let seq = 0;

  /** Records a call; `id` is the one reserved at its start, if any. */
  function add(entry: Omit<CallEntry, 'id'>, id = ++seq): CallEntry {
    const full = { id, ...entry };
    entries.push(full);
    if (entries.length > limit) entries.splice(0, entries.length - limit);
    return full;
  }

  return {
    /** Runs `fn` as one page request of `context.customerId` (null before the demo sign-in; set it once known). */
    run: <T>(context: CallContext, fn: () => T): T => als.run(context, fn),
    context: (): CallContext | undefined => als.getStore(),
    /** Reserves the id of a page call at its start, so the service calls made while serving it can point at it. */
    reserve: () => ++seq,
    add,
    /**
     * A fetch that records each call with the customer of the page request it serves (the ServiceClient's
     * and the sandbox controls' fetch).
     */
    recordingFetch(base: typeof fetch = globalThis.fetch): typeof fetch {
      return async (input, init = {}) => {
        const started = performance.now();
        const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
        const headers = new Headers(init.headers);
        const requestText =
          typeof init.body === 'string'
            ? init.body
            : init.body instanceof Uint8Array || init.body instanceof ArrayBuffer
              ? new TextDecoder().decode(init.body)
              : init.body instanceof FormData
                ? 'form'
                : undefined;
        const response = await base(input, init);
        const context = als.getStore();
        if (context?.quiet) return response;
        const text = await response.clone().text();
        add({
          side: 'service',
          customerId: context?.customerId ?? null,
          parentId: context?.parentId ?? null,
          method: (init.method ?? 'GET').toUpperCase(),
          path: redactPath(url.pathname + url.search),
          status: response.status,
          ms: Math.round(performance.now() - started),
          at: new Date().toISOString(),
          requestBody:
            init.body instanceof FormData
              ? '(multipart form: file and fields)'
              : describeBody(requestText, headers.get('content-type') ?? ''),
          responseBody: describeBody(text),
          leg: legOf(headers, response.status, text),
        });
        return response;
      };
    },
    /** The last `max` calls of one customer, oldest first. */
    list(customerId: string, max = 300): CallEntry[] {
      return entries
        .filter((e) => e.customerId === customerId)
        .sort((a, b) => a.id - b.id)
        .slice(-max);
    },
  };
}
