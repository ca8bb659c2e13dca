/**
 * Every resource method of ServiceClient and AgentClient is called by a test that runs against a real
 * sandbox process: a method added without one fails here, naming it (`customers.externalAccounts.list`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServiceClient, ServiceTransport } from '../../src/index.js';

/** Test files (any folder under test/) that start a real sandbox process (`startSandbox`/`useSandbox`). */
const root = new URL('..', import.meta.url).pathname;
const realSandboxTests = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.endsWith('coverage.test.ts'))
  .map((f) => readFileSync(join(root, f), 'utf8'))
  .filter((text) => /\b(startSandbox|useSandbox)\(\)/.test(text));

/** `resource.sub.method` for every method reachable from the client's resource properties. */
function resourceMethods(client: object, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(client)) {
    // The transport is what the resources send through, not a resource (its tests: service-transport).
    if (!value || typeof value !== 'object' || value.constructor === Object) continue;
    if (value instanceof ServiceTransport) continue;
    const path = `${prefix}${key}`;
    const proto = Object.getPrototypeOf(value) as object;
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (
        name !== 'constructor' &&
        typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function'
      ) {
        names.push(`${path}.${name}`);
      }
    }
    names.push(...resourceMethods(value, `${path}.`));
  }
  return names.sort();
}

const service = new ServiceClient({ baseUrl: 'http://127.0.0.1:9', apiTokenId: 't', apiClientSecret: 's' });

describe('resource test coverage', () => {
  for (const [label, client] of [
    ['ServiceClient', service],
    ['AgentClient', service.asAgent('token')],
  ] as const) {
    it(`every ${label} resource method is called in a test against a real sandbox`, () => {
      const methods = resourceMethods(client);
      expect(methods.length).toBeGreaterThan(5);
      const untested = methods.filter((path) => {
        const call = new RegExp(`\\.${path.split('.').join('\\s*\\.')}[<(]`);
        return !realSandboxTests.some((text) => call.test(text));
      });
      expect(untested).toEqual([]);
    });
  }

  it('the client-level methods (asAgent, me, request, requestRaw) are called against a real sandbox too', () => {
    const untested = ['asAgent', 'me', 'request', 'requestRaw'].filter(
      (name) => !realSandboxTests.some((text) => new RegExp(`\\.${name}[<(]`).test(text)),
    );
    expect(untested).toEqual([]);
  });
});
