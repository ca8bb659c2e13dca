/**
 * Every public method of ServiceClient and AgentClient is called by a test that runs against a real
 * sandbox process (issue 14): a method added without one fails here, naming it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentClient, ServiceClient } from '../src/index.js';

/** Test files that start a real sandbox process (through `startSandbox`/`useSandbox`). */
const dir = new URL('.', import.meta.url).pathname;
const realSandboxTests = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts') && f !== 'service-client.coverage.test.ts')
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .filter((text) => /\b(startSandbox|useSandbox)\(\)/.test(text));

function publicMethods(cls: { prototype: object }): string[] {
  const names = new Set<string>();
  for (
    let proto = cls.prototype;
    proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (name !== 'constructor' && typeof d?.value === 'function') names.add(name);
    }
  }
  // protected helpers of the base class (`json`, `signed`, `page`) are not the client's API
  for (const helper of ['json', 'signed', 'page']) names.delete(helper);
  return [...names].sort();
}

describe('ServiceClient test coverage', () => {
  for (const [label, cls] of [
    ['ServiceClient', ServiceClient],
    ['AgentClient', AgentClient],
  ] as const) {
    it(`every ${label} method is called in a test against a real sandbox`, () => {
      const untested = publicMethods(cls).filter(
        (name) => !realSandboxTests.some((text) => new RegExp(`\\.${name}[<(]`).test(text)),
      );
      expect(untested).toEqual([]);
    });
  }
});
