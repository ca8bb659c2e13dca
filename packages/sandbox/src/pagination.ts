/**
 * Pagination envelope (`{data, hasMore, nextCursor?, totalCount}`), `limit` 1..100 (default 20) and
 * opaque cursors, plus a reader for query-string filters that collects `{field, message}` errors.
 */
import type { Collection } from './collection.js';
import { invalidInput, type FieldError } from './errors.js';
import { isCountryCode, isIsoDateTime } from './validation.js';

/** One page of a list answer. */
export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** Reads and checks query parameters, collecting every error for one 400 answer. */
export class QueryReader {
  readonly errors: FieldError[] = [];
  constructor(readonly query: URLSearchParams) {}

  /** A string parameter. */
  string(name: string): string | undefined {
    const value = this.query.get(name);
    if (value === null) return undefined;
    if (value === '') {
      this.errors.push({ field: name, message: 'must not be empty' });
      return undefined;
    }
    return value;
  }

  /** A parameter that must be present. */
  required(name: string): string | undefined {
    const value = this.string(name);
    if (value === undefined && this.query.get(name) === null)
      this.errors.push({ field: name, message: 'is required' });
    return value;
  }

  /** A parameter that must be one of `values`. */
  enum<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      this.errors.push({ field: name, message: `must be one of ${values.join(', ')}` });
      return undefined;
    }
    return value as T;
  }

  /** An ISO 8601 date-time parameter, as epoch milliseconds. */
  dateTime(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!isIsoDateTime(value)) {
      this.errors.push({ field: name, message: 'must be an ISO 8601 date-time' });
      return undefined;
    }
    return Date.parse(value);
  }

  /** A `true`/`false` parameter. */
  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') {
      this.errors.push({ field: name, message: 'must be true or false' });
      return undefined;
    }
    return value === 'true';
  }

  /** An ISO 3166 country code parameter. */
  country(name: string): string | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!isCountryCode(value)) {
      this.errors.push({ field: name, message: 'must be an ISO 3166-1 alpha-2 country code' });
      return undefined;
    }
    return value;
  }

  /** An ISO 4217 currency code parameter the sandbox knows. */
  currency(name: string): string | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^[A-Z]{3,5}$/.test(value)) {
      this.errors.push({ field: name, message: 'must be an ISO 4217 currency code' });
      return undefined;
    }
    return value;
  }

  /**
   * `limit` (1..100, default 20) and `cursor` (opaque; decoded to a sequence number). A cursor names
   * the sort order it was issued for (`order`): one from a list in the other order is invalid.
   */
  page(order: SortOrder = 'asc'): { limit: number; after: number } {
    let limit = DEFAULT_LIMIT;
    const rawLimit = this.query.get('limit');
    if (rawLimit !== null) {
      const n = /^-?\d+$/.test(rawLimit) ? Number(rawLimit) : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > MAX_LIMIT) {
        this.errors.push({ field: 'limit', message: `must be an integer from 1 to ${MAX_LIMIT}` });
      } else limit = n;
    }
    let after = 0;
    const cursor = this.query.get('cursor');
    if (cursor !== null) {
      const decoded = parseCursor(cursor);
      if (decoded === undefined) this.errors.push({ field: 'cursor', message: 'is not a valid cursor' });
      else if (decoded.order !== order)
        this.errors.push({
          field: 'cursor',
          message: `was issued for sortOrder=${decoded.order}, not ${order}`,
        });
      else after = decoded.after;
    }
    return { limit, after };
  }

  /** Throws the collected errors as one 400, if any. */
  done(): void {
    if (this.errors.length > 0) throw invalidInput(this.errors);
  }
}

export type SortOrder = 'asc' | 'desc';

/** A list cursor pointing after this sequence number. */
export function encodeCursor(seq: number, order: SortOrder = 'asc'): string {
  const body = order === 'desc' ? { v: 1, after: seq, o: 'desc' } : { v: 1, after: seq };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function parseCursor(cursor: string): { after: number; order: SortOrder } | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { after, o } = parsed as { after?: unknown; o?: unknown };
    if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 1) return undefined;
    if (o !== undefined && o !== 'desc') return undefined;
    return { after, order: o === 'desc' ? 'desc' : 'asc' };
  } catch {
    return undefined;
  }
}

/** The sequence number a list cursor points after, or undefined for a malformed cursor. */
export function decodeCursor(cursor: string): number | undefined {
  return parseCursor(cursor)?.after;
}

/**
 * Pages `items` (already filtered, any order of the collection) in insertion order.
 * `present` maps a record to its wire shape.
 */
export function paginate<R extends { id: string }, W>(
  collection: Collection<R>,
  items: R[],
  page: { limit: number; after: number },
  present: (record: R) => W,
): Page<W> {
  const sorted = [...items].sort((a, b) => collection.seqOf(a.id) - collection.seqOf(b.id));
  const rest = sorted.filter((r) => collection.seqOf(r.id) > page.after);
  const slice = rest.slice(0, page.limit);
  const hasMore = rest.length > slice.length;
  const last = slice[slice.length - 1];
  const result: Page<W> = { data: slice.map(present), hasMore, totalCount: items.length };
  if (hasMore && last) result.nextCursor = encodeCursor(collection.seqOf(last.id));
  return result;
}

/** Which records a list walks: an index key (or all), and what else they must match. */
export interface ListSource<R> {
  /** Index name and key (see `SandboxState`); absent = every record of the collection. */
  index?: string;
  key?: string;
  /** Further conditions; absent when the index key alone decides (then the count costs nothing). */
  where?: (record: R) => boolean;
}

/**
 * Pages a collection by walking its insertion order (or an index's) from the cursor and stopping after
 * `limit` + 1 matches, so a page costs the same however many records there are. `totalCount` is the
 * index's count when `where` is absent, else a count of the matches (a walk of the index key's records).
 */
export function paginateIndexed<R extends { id: string }, W>(
  collection: Collection<R>,
  source: ListSource<R>,
  page: { limit: number; after: number },
  present: (record: R) => W,
  order: SortOrder = 'asc',
): Page<W> {
  const at = source.index === undefined ? {} : { index: source.index, key: source.key ?? '' };
  const slice: R[] = [];
  let hasMore = false;
  let lastSeq = 0;
  for (const [seq, record] of collection.walk({ ...at, order, from: page.after })) {
    if (source.where && !source.where(record)) continue;
    if (slice.length === page.limit) {
      hasMore = true;
      break;
    }
    slice.push(record);
    lastSeq = seq;
  }
  let totalCount = 0;
  if (!source.where) totalCount = collection.count(at);
  else for (const [, record] of collection.walk(at)) if (source.where(record)) totalCount++;
  const result: Page<W> = { data: slice.map(present), hasMore, totalCount };
  if (hasMore) result.nextCursor = encodeCursor(lastSeq, order);
  return result;
}
