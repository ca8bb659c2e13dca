/**
 * The catalogue check: one language's catalogue against English. A missing or extra key, a term that is a
 * string in one and a function in the other, a function term taking another number of arguments, a
 * placeholder English writes out that the translation drops, and a string with a `{…}` or `${` left in
 * are problems, each named `<lang>: <key>: …`.
 */
import { formatNumber } from '../src/format.js';

/** Distinct arguments a function term is called with: each English writes out must be in the translation. */
const MARKERS = ['⟦a0⟧', '⟦a1⟧', '⟦a2⟧', '⟦a3⟧'];
/** Numbers the terms are called with too (counts, seconds, lengths: plural branches). */
const NUMBERS = [0, 1, 2, 5, 22, 125];

type Term = unknown;

function leftover(text: string): string | undefined {
  return /\$\{|\{[^{}]*\}/.exec(text)?.[0];
}

function call(fn: (...args: unknown[]) => unknown, args: unknown[]): string | Error {
  try {
    return String(fn(...args));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function checkFunction(
  at: string,
  own: (...args: unknown[]) => unknown,
  english: (...args: unknown[]) => unknown,
  problems: string[],
): void {
  if (own.length !== english.length) {
    problems.push(`${at}: takes ${own.length} argument(s), English takes ${english.length}`);
    return;
  }
  const markers = MARKERS.slice(0, english.length);
  const theirs = call(english, markers);
  const ours = call(own, markers);
  // A count or a length is written in the language's digits (formatNumber): called with numbers, the
  // translation must write each number English writes.
  const numbers = markers.map((_, i) => 731 + i);
  const theirNumbers = call(english, numbers);
  const ourNumbers = call(own, numbers);
  const code = at.split(/[ :]/)[0] ?? 'en';
  if (ours instanceof Error) problems.push(`${at}: throws (${ours.message})`);
  else if (typeof theirs === 'string') {
    markers.forEach((marker, i) => {
      if (!theirs.includes(marker) || ours.includes(marker)) return;
      const asNumber =
        typeof theirNumbers === 'string' &&
        typeof ourNumbers === 'string' &&
        theirNumbers.includes(String(numbers[i])) &&
        ourNumbers.includes(formatNumber(numbers[i]!, code));
      if (!asNumber) problems.push(`${at}: drops argument ${i + 1}, which English writes out`);
    });
    const left = leftover(ours.replaceAll(/⟦a\d⟧/g, ''));
    if (left !== undefined) problems.push(`${at}: leaves "${left}" in its text`);
  }
  for (const n of NUMBERS) {
    const out = call(
      own,
      markers.map(() => n),
    );
    // A term whose argument is text (a date, a name) may use string methods on it: called with the
    // number as text it must work, and then the number was only the wrong type for it.
    const failed =
      out instanceof Error &&
      call(
        own,
        markers.map(() => String(n)),
      ) instanceof Error;
    if (out instanceof Error) {
      if (failed) problems.push(`${at}(${n}): throws (${out.message})`);
    } else if (/undefined|\$\{/.test(out)) problems.push(`${at}(${n}): reads "${out}"`);
  }
}

/** Every problem of `own` against `english` (objects compared key by key, nested records included). */
export function catalogueProblems(
  lang: string,
  own: Readonly<Record<string, Term>>,
  english: Readonly<Record<string, Term>>,
  path = '',
): string[] {
  const problems: string[] = [];
  const at = (key: string): string => `${lang}: ${path}${key}`;
  for (const key of Object.keys(english)) {
    if (!(key in own)) problems.push(`${at(key)}: missing (English has it)`);
  }
  for (const [key, value] of Object.entries(own)) {
    if (!(key in english)) {
      problems.push(`${at(key)}: extra (English has no such key)`);
      continue;
    }
    const base = english[key];
    if (typeof value !== typeof base) {
      problems.push(`${at(key)}: is a ${typeof value}, English's is a ${typeof base}`);
    } else if (typeof value === 'string') {
      const left = leftover(value);
      if (left !== undefined) problems.push(`${at(key)}: leaves "${left}" in its text`);
      if (value.trim() === '') problems.push(`${at(key)}: is empty`);
    } else if (typeof value === 'function') {
      checkFunction(
        at(key),
        value as (...args: unknown[]) => unknown,
        base as (...args: unknown[]) => unknown,
        problems,
      );
    } else if (value !== null && typeof value === 'object') {
      problems.push(
        ...catalogueProblems(
          lang,
          value as Record<string, Term>,
          base as Record<string, Term>,
          `${path}${key}.`,
        ),
      );
    }
  }
  return problems;
}
