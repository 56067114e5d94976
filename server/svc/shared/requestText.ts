import { BadRequest } from './serviceError';

/** Control characters have no place in any text we store or look up (PostgreSQL refuses NUL outright); tab and line breaks are text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Names an object inherits (constructor, toString, __proto__…): as keys they reach prototypes, never a field of ours. */
export const isPrototypeKey = (key: string): boolean => key === '__proto__' || key in Object.prototype;

/**
 * A UTF-16 surrogate that is not half of a pair (`"\ud800"` is valid JSON): no character at all.
 * PostgreSQL refuses it in text and jsonb, so it must never get past the edge. With the `u` flag a
 * well-formed pair is one code point and does not match. (`String.prototype.isWellFormed`, the same
 * test, is ES2024: not in this project's TypeScript lib.)
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

export function checkKey(key: string): void {
  if (LONE_SURROGATE.test(key)) throw illFormed(null);
  if (isPrototypeKey(key)) throw new BadRequest('FIELD_NOT_ALLOWED', `${key} is not an accepted field`, key);
}

export function checkText(value: string, field: string | null): void {
  if (CONTROL.test(value))
    throw new BadRequest('CONTROL_CHARACTER', `${field ?? 'the request'} must not hold control characters`, field);
  if (LONE_SURROGATE.test(value)) throw illFormed(field);
}

/** The field is named only when its own name is well-formed (a key with a lone surrogate is not echoed). */
const illFormed = (field: string | null) =>
  new BadRequest('INVALID_UNICODE', `${field ?? 'the request'} must be well-formed Unicode text`, field);

/** How deep arrays and objects may nest in a body: the documents' deepest request (a search's polygons) needs 6. */
export const MAX_DEPTH = 32;

/** Counts nesting on the raw text (outside strings) so a body of 5,000 `[` is refused before it is parsed. */
export function checkDepth(text: string, limit = MAX_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) throw new BadRequest('BODY_TOO_DEEP', `the body may nest at most ${limit} levels`);
    } else if (c === 93 || c === 125) depth--;
  }
}

/**
 * JSON.parse that refuses what no route expects: nesting beyond the limit, prototype keys at any
 * depth, control characters in any string. A syntax error is the caller's: 400 INVALID_JSON.
 */
export function parseJson(text: string): unknown {
  checkDepth(text);
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key !== '' && !/^\d+$/.test(key)) checkKey(key);
      if (typeof value === 'string') checkText(value, key === '' || /^\d+$/.test(key) ? null : key);
      return value;
    });
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('INVALID_JSON', 'the body is not valid JSON');
  }
}
