/**
 * A service answer as plain data: status, headers as received and the body bytes. The pooled Node client
 * produces it directly and the wallet handler reads it, so no fetch `Response` (and no body stream to fill
 * and drain again) sits between the service and the browser. A `Response` is made only where the public
 * API promises one (`requestRaw`).
 */
export interface ServiceAnswer {
  status: number;
  statusText: string;
  /** Header names and values as received, flat: `[name, value, name, value, …]` (Node's `rawHeaders`). */
  rawHeaders: readonly string[];
  /** The body bytes (empty when there is none). */
  body: Uint8Array<ArrayBuffer>;
}

/** A header of the answer the way `Headers.get` reads it: any case, repeated values joined with `, `. */
export function answerHeader(answer: ServiceAnswer, name: string): string | null {
  const wanted = name.toLowerCase();
  const raw = answer.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const candidate = raw[i]!;
    if (candidate.length !== wanted.length || candidate.toLowerCase() !== wanted) continue;
    value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
  }
  return value;
}

/** The answer's headers as a fetch `Headers` (for the error path and the public `Response`). */
export function answerHeaders(answer: ServiceAnswer): Headers {
  const headers = new Headers();
  const raw = answer.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/** True for a 2xx answer. */
export function answerOk(answer: ServiceAnswer): boolean {
  return answer.status >= 200 && answer.status <= 299;
}

/** The answer as a fetch `Response` (no body for 204, 304 or an empty body). */
export function answerToResponse(answer: ServiceAnswer): Response {
  const { status } = answer;
  const empty = status === 204 || status === 304 || answer.body.byteLength === 0;
  return new Response(empty ? null : answer.body, {
    status,
    statusText: answer.statusText,
    headers: answerHeaders(answer),
  });
}

/** A fetch `Response` read whole into an answer (for a `fetch` the integrator passed in). */
export async function answerFromResponse(response: Response): Promise<ServiceAnswer> {
  const rawHeaders: string[] = [];
  // Set-Cookie values come one by one, everything else already combined.
  response.headers.forEach((value, name) => {
    rawHeaders.push(name, value);
  });
  return {
    status: response.status,
    statusText: response.statusText,
    rawHeaders,
    body: new Uint8Array(await response.arrayBuffer()),
  };
}
