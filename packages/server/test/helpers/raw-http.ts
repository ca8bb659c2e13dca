import { connect } from 'node:net';

export interface RawResult {
  /** The status of the first response line, or undefined when none came. */
  status: number | undefined;
  text: string;
  /** True when the server closed the connection before the deadline. */
  closed: boolean;
  elapsedMs: number;
}

/**
 * Writes `head` (and optionally a first piece of body) over a real TCP socket, never sends the rest, and
 * collects what comes back until the server closes or `deadlineMs` passes. Bounded in time.
 */
export function rawExchange(origin: string, head: string, body = '', deadlineMs = 5_000): Promise<RawResult> {
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    let done = false;
    const finish = (closed: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : undefined, text, closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('connect', () => socket.write(head + body));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** A request head with CRLF line ends and the blank line that ends it. */
export function head(method: string, path: string, headers: Record<string, string>): string {
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}
