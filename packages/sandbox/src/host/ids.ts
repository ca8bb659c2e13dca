/** Ids as the service writes them: `<Prefix>:<uuid>` (`Customer:…`, `Quote:…`, `Timer:…`). */
import { randomUUID } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}:${randomUUID()}`;
}
