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

  it('takes rows of another shape and another parameter reader (the demo routes on it)', () => {
    const rows = [
      { method: 'GET', path: '/agents', name: 'list' },
      { method: 'POST', path: '/agents/:agentId/pause', name: 'pause' },
      // Beyond one compiled RegExp: a static segment beside a parameter followed by more.
      { method: 'POST', path: '/agents/internal', name: 'internal' },
    ];
    const table = new RouteTable(rows, (raw) => (raw.includes('/') ? null : decodeURIComponent(raw)));
    const m = table.match('POST', '/agents/Agent%3Aa%20b/pause');
    expect(m?.route.name).toBe('pause');
    expect(m?.params).toEqual({ agentId: 'Agent:a b' });
    expect(table.match('GET', '/agents')?.route.name).toBe('list');
    expect(table.match('POST', '/agents/internal')?.route.name).toBe('internal');
    expect(table.match('GET', '/agents/x/pause')).toBeNull();
    // The default reader still wants a service id.
    expect(new RouteTable(rows).match('POST', '/agents/not-an-id/pause')).toBeNull();
  });
});
