/**
 * A strict JSON reader (RFC 8259) for text that is signed: unlike `JSON.parse`, an object naming a key
 * twice is refused (`JSON.parse` silently keeps the last one, so a reader and a signer can see two
 * different values), and so is a lone surrogate escape, a number outside the safe range (a whole number
 * past 2^53 - 1, or one too large to read) or nesting deeper than {@link STRICT_JSON_MAX_DEPTH}.
 */

/** The deepest nesting read (a signed payload is two levels deep). */
export const STRICT_JSON_MAX_DEPTH = 16;

/** Why a text is not strict JSON: what was wrong, and where (a UTF-16 offset). */
export class StrictJsonError extends Error {
  constructor(
    readonly problem: string,
    readonly offset: number,
    /** The key named twice, when that is the problem. */
    readonly duplicateKey?: string,
  ) {
    super(`${problem} at offset ${offset}`);
    this.name = 'StrictJsonError';
  }
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const LITERALS: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** How {@link parseStrictJson} reads. */
export interface StrictJsonOptions {
  /** The deepest nesting read; {@link STRICT_JSON_MAX_DEPTH} by default (a request body nests deeper). */
  maxDepth?: number;
}

/** Parses `text` as one JSON value, refusing duplicate keys; throws {@link StrictJsonError}. */
export function parseStrictJson(text: string, options: StrictJsonOptions = {}): unknown {
  const maxDepth = options.maxDepth ?? STRICT_JSON_MAX_DEPTH;
  let i = 0;
  const fail = (problem: string): never => {
    throw new StrictJsonError(problem, i);
  };
  const skip = (): void => {
    while (i < text.length && WS.has(text[i]!)) i++;
  };
  const expect = (literal: string): void => {
    if (text.startsWith(literal, i)) i += literal.length;
    else fail(`expected ${literal}`);
  };
  const string = (): string => {
    expect('"');
    let out = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) return fail('unterminated string');
      if (c === '"') {
        if (!isWellFormed(out)) fail('lone surrogate in a string');
        i++;
        return out;
      }
      if (c < ' ') return fail('control character in a string');
      if (c !== '\\') {
        out += c;
        i++;
        continue;
      }
      const e = text[i + 1];
      if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else if (e !== undefined && e in ESCAPES) {
        out += ESCAPES[e];
        i += 2;
      } else return fail('bad escape');
    }
  };
  const value = (depth: number): unknown => {
    if (depth > maxDepth) fail('nested too deep');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      skip();
      if (text[i] === '}') {
        i++;
        return { ...obj };
      }
      for (;;) {
        skip();
        const at = i;
        const key = string();
        if (Object.prototype.hasOwnProperty.call(obj, key)) {
          i = at;
          throw new StrictJsonError(`duplicate key ${JSON.stringify(key)}`, i, key);
        }
        skip();
        expect(':');
        obj[key] = value(depth + 1);
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return { ...obj };
        } else fail('expected , or }');
      }
    }
    if (c === '[') {
      i++;
      const list: unknown[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return list;
      }
      for (;;) {
        list.push(value(depth + 1));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return list;
        } else fail('expected , or ]');
      }
    }
    if (c === '"') return string();
    for (const [word, literal] of LITERALS) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return literal;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail('unexpected character');
    const n = Number(m[0]);
    // A whole number past 2^53 - 1 reads as another number (…993 as …992): what a person is shown and what
    // another reader takes could then differ, so it is refused like a duplicate key.
    if (!Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n))) {
      return fail('number outside the safe range');
    }
    i += m[0].length;
    return n;
  };
  const result = value(0);
  skip();
  if (i !== text.length) fail('text after the value');
  return result;
}

/** False when a string holds a lone UTF-16 surrogate (written as is or as an escape). */
function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
