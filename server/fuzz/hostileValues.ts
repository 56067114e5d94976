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

export const hostileText = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constant('x').map((x) => x.repeat(5000)),
);

/** A path segment, percent-encoded as a client would send it (or not, for the raw bytes that survive). */
export const hostileSegment = hostileText.map((text) => encode(text).slice(0, 4000) || '%20');

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
    .array(fc.tuple(name, hostileText), { maxLength: 6 })
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
