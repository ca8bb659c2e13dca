import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryChallengeStore, MemoryKeyValueStore, type ChallengeStore } from '../src/index.js';
import { RedisChallengeStore, RedisKeyValueStore } from '../src/redis.js';
import { startRedis } from './helpers/redis.js';

type RedisClient = ReturnType<typeof createClient>;
const refused = (): Promise<never> => Promise.reject(new Error('connection refused'));

function contract(name: string, make: () => ChallengeStore) {
  describe(`${name} (store contract)`, () => {
    it('returns a stored value once, then null', async () => {
      const store = make();
      await store.set('a', 'value-a', 60_000);
      expect(await store.consume('a')).toBe('value-a');
      expect(await store.consume('a')).toBeNull();
      expect(await store.consume('never-set')).toBeNull();
    });

    it('reads a value in place until it is taken', async () => {
      const store = make();
      await store.set('p', 'kept', 60_000);
      expect(await store.get('p')).toBe('kept');
      expect(await store.get('p')).toBe('kept');
      expect(await store.consume('p')).toBe('kept');
      expect(await store.get('p')).toBeNull();
    });

    it('counts hits in a window that starts at the first hit, then starts again', async () => {
      const store = make();
      const first = await store.increment('w', 60_000);
      expect(first).toMatchObject({ count: 1 });
      expect(first.resetMs).toBeGreaterThan(59_000);
      expect((await store.increment('w', 60_000)).count).toBe(2);
      expect((await store.increment('other', 60_000)).count).toBe(1);
      await store.increment('short', 40);
      await new Promise((r) => setTimeout(r, 120));
      expect((await store.increment('short', 40)).count).toBe(1);
    });

    it('lets exactly one of many concurrent consumers win', async () => {
      const store = make();
      await store.set('race', 'v', 60_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => store.consume('race')));
      expect(results.filter((r) => r === 'v')).toHaveLength(1);
    });
  });
}

contract('MemoryChallengeStore', () => new MemoryChallengeStore());
contract('MemoryKeyValueStore', () => new MemoryKeyValueStore());

describe('MemoryChallengeStore', () => {
  it('does not return expired values', async () => {
    let now = 1_000_000;
    const store = new MemoryChallengeStore({ now: () => now });
    await store.set('k', 'v', 1000);
    expect(store.size).toBe(1);
    now += 1001;
    expect(store.size).toBe(0);
    expect(await store.consume('k')).toBeNull();
  });

  it('is bounded: when full, the entry that expires first is evicted', async () => {
    let now = 1_000_000;
    const store = new MemoryChallengeStore({ now: () => now, maxEntries: 3 });
    await store.set('long', 'v', 10_000);
    await store.set('short', 'v', 1_000);
    await store.set('mid', 'v', 5_000);
    await store.set('new', 'v', 10_000);
    expect(store.size).toBe(3);
    expect(await store.consume('short')).toBeNull();
    for (const key of ['long', 'mid', 'new']) expect(await store.consume(key), key).toBe('v');
    // Replacing a key does not count twice.
    await store.set('a', '1', 10_000);
    await store.set('a', '2', 10_000);
    expect(store.size).toBe(1);
    expect(await store.consume('a')).toBe('2');
    now += 1;
  });

  it('sweeps expired entries before evicting a live one', async () => {
    let now = 1_000_000;
    const store = new MemoryChallengeStore({ now: () => now, maxEntries: 2 });
    await store.set('live', 'v', 60_000);
    await store.set('dies', 'v', 10);
    now += 11;
    await store.set('next', 'v', 60_000);
    expect(await store.consume('live')).toBe('v');
    expect(await store.consume('next')).toBe('v');
  });

  it('stays at its cap under a flood of writes', async () => {
    const store = new MemoryChallengeStore({ maxEntries: 100 });
    for (let i = 0; i < 1000; i++) await store.set(`k${i}`, 'v', 300_000 + i);
    expect(store.size).toBe(100);
    expect(await store.consume('k999')).toBe('v');
    expect(await store.consume('k0')).toBeNull();
  });

  it('refuses a cap that is not a positive integer', () => {
    for (const maxEntries of [0, -1, 1.5, Number.NaN]) {
      expect(() => new MemoryChallengeStore({ maxEntries }), String(maxEntries)).toThrow(
        expect.objectContaining({ code: 'INVALID_CONFIG' }),
      );
    }
  });
});

describe('RedisChallengeStore with a real redis-server', () => {
  let redis: { url: string; stop(): Promise<void> };
  let clientA: RedisClient;
  let clientB: RedisClient;

  beforeAll(async () => {
    redis = await startRedis();
    clientA = await createClient({ url: redis.url }).connect();
    clientB = await createClient({ url: redis.url }).connect();
  });
  afterAll(async () => {
    await clientA?.quit();
    await clientB?.quit();
    await redis?.stop();
  });

  contract(
    'RedisChallengeStore',
    () => new RedisChallengeStore({ client: clientA, prefix: `t${Math.random()}:` }),
  );
  contract(
    'RedisKeyValueStore',
    () => new RedisKeyValueStore({ client: clientA, prefix: `kv${Math.random()}:` }),
  );

  it('shares values between two clients, consumed once across both', async () => {
    const a = new RedisChallengeStore({ client: clientA });
    const b = new RedisChallengeStore({ client: clientB });
    await a.set('shared', 'v', 60_000);
    const [x, y] = await Promise.all([a.consume('shared'), b.consume('shared')]);
    expect([x, y].sort()).toEqual(['v', null].sort());
  });

  it('stores with a TTL in Redis and prefixes keys', async () => {
    const store = new RedisChallengeStore({ client: clientA, prefix: 'pfx:' });
    await store.set('ttl', 'v', 50_000);
    const ttl = await clientA.pTTL('pfx:ttl');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(50_000);
  });

  it('lets values expire', async () => {
    const store = new RedisChallengeStore({ client: clientA });
    await store.set('short', 'v', 30);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.consume('short')).toBeNull();
  });

  it('reports an unreachable Redis as CHALLENGE_STORE_UNAVAILABLE', async () => {
    const broken = new RedisChallengeStore({
      client: {
        set: refused,
        get: refused,
        getDel: refused,
        incr: refused,
        pExpire: refused,
        pTTL: refused,
      },
    });
    await expect(broken.set('x', 'y', 1000)).rejects.toMatchObject({ code: 'CHALLENGE_STORE_UNAVAILABLE' });
    await expect(broken.consume('x')).rejects.toMatchObject({ code: 'CHALLENGE_STORE_UNAVAILABLE' });
    await expect(broken.get('x')).rejects.toMatchObject({ code: 'CHALLENGE_STORE_UNAVAILABLE' });
    await expect(broken.increment('x', 1000)).rejects.toMatchObject({ code: 'CHALLENGE_STORE_UNAVAILABLE' });
  });
});
