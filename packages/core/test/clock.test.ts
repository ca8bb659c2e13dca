// ServiceClock, and BackendClient handing it the `Date` header of real HTTP answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendClient, type BackendAnswer, ServiceClock } from '../src/index.js';

let server: Server;
let base = '';
let skewMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const date = new Date(Date.now() + skewMs).toUTCString();
    const status = req.url === '/api/wallet/refused' ? 401 : 200;
    res.writeHead(status, { 'Content-Type': 'application/json', Date: date }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/wallet`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('ServiceClock', () => {
  it('starts in step with the device clock, unknown', () => {
    const clock = new ServiceClock();
    expect(clock.known).toBe(false);
    expect(clock.offsetMs).toBe(0);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(50);
  });

  it('moves only as far as a sample demands, and tells its listeners', () => {
    const clock = new ServiceClock();
    const seen: number[] = [];
    clock.onChange((offset) => seen.push(offset));
    const t = Date.now();
    // A Date header that agrees with the device clock (within its second) leaves the offset at 0.
    expect(clock.observeDate(new Date(Math.floor(t / 1000) * 1000).toUTCString(), t, t)).toBe(false);
    expect(clock.known).toBe(true);
    // A precise service timestamp 90 s ahead moves it exactly.
    expect(clock.observe(t + 90_000, t, t)).toBe(true);
    expect(clock.offsetMs).toBe(90_000);
    // A coarse sample that agrees with it keeps the precise offset.
    expect(clock.observeDate(new Date(t + 90_000).toUTCString(), t, t)).toBe(false);
    expect(clock.offsetMs).toBe(90_000);
    expect(seen).toEqual([90_000]);
    expect(clock.msUntil(new Date(t + 90_000 + 5000).toISOString())).toBeLessThanOrEqual(5000);
  });

  it('ignores what is not a date, and keeps the offset it had', () => {
    const clock = new ServiceClock();
    clock.observe(Date.now() - 30_000, Date.now(), Date.now());
    const before = clock.offsetMs;
    expect(clock.observeDate('not a date', Date.now(), Date.now())).toBe(false);
    expect(clock.observeDate(null, Date.now(), Date.now())).toBe(false);
    expect(clock.observeDate('', Date.now(), Date.now())).toBe(false);
    expect(clock.observe(Number.NaN, Date.now(), Date.now())).toBe(false);
    expect(clock.offsetMs).toBe(before);
    expect(Number.isNaN(clock.msUntil('garbage'))).toBe(true);
  });
});

describe('BackendClient onResponse', () => {
  it("hands every answer's Date header (errors too) to the clock", async () => {
    const clock = new ServiceClock();
    const answers: BackendAnswer[] = [];
    const client = new BackendClient({
      backendUrl: base,
      onResponse: (answer) => {
        answers.push(answer);
        clock.observeDate(answer.headers.get('Date'), answer.sentAt, answer.receivedAt);
      },
    });
    skewMs = 3_600_000;
    await client.get('/ok?x=1');
    expect(clock.offsetMs).toBeGreaterThan(3_600_000 - 1500);
    expect(clock.offsetMs).toBeLessThan(3_600_000 + 1500);
    skewMs = -120_000;
    await expect(client.get('/refused')).rejects.toMatchObject({ status: 401 });
    expect(clock.offsetMs).toBeGreaterThan(-120_000 - 1500);
    expect(clock.offsetMs).toBeLessThan(-120_000 + 1500);
    expect(answers.map((a) => [a.method, a.path, a.status])).toEqual([
      ['GET', '/ok?x=1', 200],
      ['GET', '/refused', 401],
    ]);
    expect(answers[0]!.receivedAt).toBeGreaterThanOrEqual(answers[0]!.sentAt);
  });
});
