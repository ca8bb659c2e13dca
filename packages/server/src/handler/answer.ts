/**
 * A handler answer as plain data. The routes build these; a fetch `Response` is made only at the
 * handler's boundary ({@link toResponse}), and the Node adapter writes an answer to the socket directly
 * (no `Response`, no body stream to fill and drain again: on Node that stream was most of the handler's
 * own CPU per call).
 */
export interface Answer {
  status: number;
  /** Header names as written; each name once. */
  headers: Record<string, string>;
  /** The exact body bytes (null for none). */
  body: Uint8Array<ArrayBuffer> | null;
}

/** The fetch `Response` for an answer (what `createWalletHandler`'s handler returns). */
export function toResponse(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The handler's answer function, kept on the handler under this symbol for the Node adapter
 * (`toNodeHandler`), which then skips the `Response` round trip. Not public API.
 */
export const ANSWER = Symbol.for('keyhold.walletHandler.answer');

/** Request data the Node adapter already has, so the handler need not derive it again. */
export interface AdapterFacts {
  /** The parsed request URL (the one the `Request` was made from). */
  url: URL;
}

export type AnswerFunction = (request: Request, facts?: AdapterFacts) => Promise<Answer>;

/** The answer function of a handler made by `createWalletHandler`, if `handler` is one. */
export function answerFunctionOf(handler: unknown): AnswerFunction | undefined {
  const fn = (handler as { [ANSWER]?: unknown } | null)?.[ANSWER];
  return typeof fn === 'function' ? (fn as AnswerFunction) : undefined;
}
