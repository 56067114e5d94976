import fc from 'fast-check';

/** Values an attacker tries where text or a number is expected. */
const SPECIAL = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
  '0',
  '-1',
  '1e23',
  '1e308',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  '%00',
  'a\u0000b',
  '\u0007',
  '../../etc/passwd',
  '//evil.example',
  '/\\evil.example',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\ud800',
  '[]',
  '{}',
];

/**
 * Text that is no Unicode: lone surrogates (valid JSON as `"\ud800"`, refused by PostgreSQL in
 * text and jsonb), a pair reversed, and noncharacters and marks that are well-formed but odd.
 */
export const INVALID_UNICODE = [
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\udc00\ud800',
  'Zürich\ud83d',
  '\ufffe\uffff',
  '\ufeff',
  '\u202e',
];

/** Shaped like a locale and not a BCP-47 tag (Intl throws a RangeError on each), and a few that are. */
export const LOCALE_SHAPED = [
  'en_US',
  'en-',
  '123',
  'true',
  'de-',
  '-CH',
  'x',
  'root',
  'de-CH-',
  'en--US',
  'de',
  'de-CH',
  'zh-Hant-TW',
];

/** Ids around the integer key column's end (2^31 - 1) and JavaScript's safe integers. */
export const EDGE_IDS = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  '0',
  '-1',
  '1.5',
  '1e3',
];

const invalidUnicodeText = fc.oneof(
  fc.constantFrom(...INVALID_UNICODE),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...INVALID_UNICODE), fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
);

export const hostileText = fc.oneof(
  fc.constantFrom(...SPECIAL),
  invalidUnicodeText,
  fc.constantFrom(...LOCALE_SHAPED),
  fc.constantFrom(...EDGE_IDS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constant('x').map((x) => x.repeat(5000)),
);

/** A path segment, percent-encoded as a client would send it (or not, for the raw bytes that survive). */
export const hostileSegment = fc
  .oneof({ weight: 4, arbitrary: hostileText }, fc.constantFrom(...EDGE_IDS))
  .map((text) => encode(text).slice(0, 4000) || '%20');

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 bytes a hostile client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query string: known and unknown names, repeated, with hostile values. */
export function hostileQuery(names: readonly string[] = []) {
  const name = fc.oneof(
    fc.constantFrom(...(names.length ? names : ['x']), ...SPECIAL.slice(0, 5)),
    fc.string({ maxLength: 8 }),
  );
  return fc
    .array(fc.tuple(name, fc.oneof({ weight: 4, arbitrary: hostileText }, fc.constantFrom(...EDGE_IDS))), {
      maxLength: 6,
    })
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value.slice(0, 2000))}`).join('&'));
}

/** JSON values of every type, with prototype keys, deep and wide. */
const hostileJsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2147483648, 0, -1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...SPECIAL.slice(0, 5)), fc.string({ maxLength: 10 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A request body as raw text: JSON (often of the expected shape's names), broken JSON, deep nesting. */
export function hostileBody(
  fields: readonly string[] = ['search', 'filters', 'listings', 'placeIds', 'email', 'password'],
) {
  const shaped = fc
    .dictionary(fc.constantFrom(...fields, '__proto__', 'constructor'), hostileJsonValue, { maxKeys: 4 })
    .map((object) => JSON.stringify(object));
  return fc.oneof(
    shaped,
    hostileJsonValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('{', '[', '{"a":', '"\\u0000"', '{"__proto__":{"polluted":1}}', ''),
    fc.integer({ min: 100, max: 6000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.string({ maxLength: 100 }),
  );
}

/** Headers that change how the body is read. */
export const hostileBodyHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({ 'content-type': 'application/json' }) },
  fc.constant<Record<string, string>>({ 'content-type': 'application/json', 'content-encoding': 'gzip' }),
  fc.constant<Record<string, string>>({ 'content-type': 'application/x-www-form-urlencoded' }),
  fc.constant<Record<string, string>>({ 'content-type': 'text/plain' }),
  fc.constant<Record<string, string>>({ 'content-type': 'application/json; charset=latin1' }),
);

/** A value put where an example body holds a leaf: hostile text, another type, a list, an object with odd keys. */
const hostileLeaf = fc.oneof(
  { weight: 3, arbitrary: invalidUnicodeText },
  { weight: 3, arbitrary: fc.constantFrom(...LOCALE_SHAPED) },
  { weight: 2, arbitrary: hostileText },
  fc.constantFrom<unknown>(true, false, null, 0, -1, 2147483648, 2 ** 53 - 1, 1e308, 1.5),
  fc.array(hostileText, { maxLength: 2 }),
  fc.dictionary(fc.oneof(invalidUnicodeText, fc.string({ maxLength: 6 })), hostileText, { maxKeys: 2 }),
);

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

function withLeaf(example: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    // An earlier change replaced this branch: the path is gone, the body stays as it is.
    if (at[key] === null || typeof at[key] !== 'object') return copy;
    at = at[key] as Record<string | number, unknown>;
  }
  at[path[path.length - 1]] = leaf;
  return copy;
}

/**
 * A body a route accepts (its example) with one or two leaves replaced by hostile values: what
 * gets past the shape checks to the handler, the database and the mails, where a lone surrogate
 * in one name or a locale Intl refuses used to end in a 500.
 */
export function mutatedBody(example: unknown) {
  const paths = leafPaths(example);
  const change = fc.tuple(fc.constantFrom(...paths), hostileLeaf);
  return fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 2 }), fc.uuid())
    .map(([changes, key]) =>
      JSON.stringify(changes.reduce((body, [path, leaf]) => withLeaf(body, path, leaf), example)).replaceAll(
        JSON.stringify(FRESH_KEY),
        JSON.stringify(key),
      ),
    );
}

/** In an example, a key each case makes anew (an idempotency key: a repeated one only replays its first answer). */
export const FRESH_KEY = 'fresh-key-of-each-case';
