import type { CompleteCopy } from '@keyhold/locales';
import { en } from '@keyhold/locales/en/copy';

/**
 * The pseudo-language `en-XA`, generated from English when a test asks for it (never shipped): every
 * sentence accented, about 40 % longer and bracketed, so a layout that only fits English breaks here
 * first, and a sentence left out of the catalogue (plain English) shows at a glance.
 */
export const PSEUDO_LANG = 'en-XA';

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWELS = /[aeiouyAEIOUY]/;

/**
 * One word made longer, the same way wherever it appears (so an accessible name that contains a visible
 * label, "Remove Laptop" and "Remove", still does): its vowels doubled, or its first letter when it has none.
 */
function longer(word: string): string {
  if (!/[a-zA-Z]/.test(word)) return word;
  const doubled = VOWELS.test(word)
    ? word.replace(/[aeiouyAEIOUY]/g, (v) => v + v.toLowerCase())
    : word[0] + word;
  return doubled.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c);
}

/** One sentence in the pseudo-language: each word accented and longer (about 40 % in all), bracketed. */
export function pseudoText(text: string): string {
  if (text === '') return text;
  return `⟦${text.replace(/[a-zA-Z]+/g, longer)}⟧`;
}

function pseudoTerm(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => pseudoText(String((value as (...a: unknown[]) => unknown)(...args)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoTerm(v)]));
  return value;
}

/** The whole English catalogue in the pseudo-language (dates keep their format: only words change). */
export function pseudoCopy(): CompleteCopy {
  const copy = pseudoTerm(en) as CompleteCopy;
  return { ...copy, formatDate: en.formatDate };
}
