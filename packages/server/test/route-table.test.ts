import { describe, expect, it } from 'vitest';
import type { Answer } from '../src/handler/answer.js';
import { route, RouteTable, servicePath } from '../src/handler/route-table.js';

const none = async (): Promise<undefined> => undefined;
const answer = async (): Promise<Answer> => ({ status: 204, headers: {}, body: null });

describe('route table', () => {
  const routes = new RouteTable([
    route('GET', '/quotes/:quoteId', none, answer),
    route('POST', '/quotes/:quoteId/execute', none, answer),
    route('DELETE', '/auth/credentials/:credentialId', none, answer),
    route('GET', '/auth/credentials', none, answer),
  ]);

  it('matches by method and path and names its parameters (a %3A colon decoded)', () => {
    const m = routes.match('POST', '/quotes/Quote%3Aabc-1/execute');
    expect(m?.route.path).toBe('/quotes/:quoteId/execute');
    expect(m?.params).toEqual({ quoteId: 'Quote:abc-1' });
    expect(servicePath(m!.route.path, m!.params)).toBe('/quotes/Quote:abc-1/execute');
  });

  it('matches nothing for another method, an extra segment, or a parameter that is not a service id', () => {
    expect(routes.match('GET', '/quotes/Quote:abc/execute')).toBeNull();
    expect(routes.match('GET', '/quotes/Quote:abc/x')).toBeNull();
    expect(routes.match('GET', '/quotes/Quote:abc/')).toBeNull();
    expect(routes.match('GET', '/auth/credentials/')).toBeNull();
    expect(routes.match('GET', '/auth/credentials')?.params).toEqual({});
    for (const id of ['..', 'Quote:a/b', 'Quote:', 'Quote%2Fx', ':abc', 'Quote:' + 'a'.repeat(65)]) {
      expect(routes.match('GET', `/quotes/${id}`)).toBeNull();
    }
  });
});
