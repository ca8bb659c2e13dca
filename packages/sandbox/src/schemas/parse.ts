/**
 * Parses a request body with an operation's schema: the body must be a JSON object, then every
 * failed field is listed, shaped once into the wire's 400 `INVALID_INPUT` with
 * `details.errors[] = {field, message}` (nested fields as `source.accountId`, items as `currencies[0]`).
 */
import * as v from 'valibot';
import { invalidInput, type FieldError } from '../errors.js';
import { isRecord } from '../validation.js';

/** The field an issue is about, as the service names it. */
export function fieldOf(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = String(item.key as string | number);
    out += item.type === 'array' ? `[${key}]` : out ? `.${key}` : key;
  }
  return out || 'body';
}

/** valibot issues as the error body's `fields`: each failed field's path (`amount`, `items[0].id`) and message. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
}

/** The body as `schema` reads it; 400 `INVALID_INPUT` listing every failed field otherwise. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (!isRecord(body)) throw invalidInput([{ field: 'body', message: 'must be a JSON object' }]);
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (!result.success) throw invalidInput(fieldErrors(result.issues));
  return result.output;
}
