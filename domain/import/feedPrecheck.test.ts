import { declaredEncoding, isZip, precheckFeed } from './feedPrecheck';

const bytes = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding);
const codeOf = (input: Uint8Array) => {
  const checked = precheckFeed(input);
  return checked.ok ? 'ok' : checked.error.code;
};

describe('the feed pre-check', () => {
  it('takes UTF-8 XML with or without a declaration or a byte order mark', () => {
    expect(codeOf(bytes('<openimmo><anbieter/></openimmo>'))).toBe('ok');
    expect(codeOf(bytes('<?xml version="1.0" encoding="UTF-8"?>\n<root><property/></root>'))).toBe('ok');
    expect(codeOf(bytes('\uFEFF<?xml version="1.0"?><root/>'))).toBe('ok');
  });

  it('takes ISO-8859-1 when the declaration says so, and reads its name', () => {
    const latin = Buffer.concat([
      bytes('<?xml version="1.0" encoding="ISO-8859-1"?><ort>'),
      Buffer.from([0xfc]),
      bytes('rich</ort>'),
    ]);
    expect(declaredEncoding(latin)).toBe('iso-8859-1');
    expect(codeOf(latin)).toBe('ok');
  });

  it('refuses bytes that are not the UTF-8 they claim (or imply) to be', () => {
    const broken = Buffer.concat([bytes('<root>Z'), Buffer.from([0xfc]), bytes('rich</root>')]);
    expect(codeOf(broken)).toBe('FEED_ENCODING_INVALID');
    expect(codeOf(Buffer.from([0x3c, 0x61, 0xc3, 0x28, 0x3e]))).toBe('FEED_ENCODING_INVALID');
  });

  it('refuses UTF-16 and encodings it does not read', () => {
    expect(codeOf(Buffer.from('\uFEFF<root/>', 'utf16le'))).toBe('FEED_ENCODING_UNSUPPORTED');
    expect(codeOf(bytes('<?xml version="1.0" encoding="Shift_JIS"?><root/>'))).toBe('FEED_ENCODING_UNSUPPORTED');
  });

  it('refuses a DOCTYPE wherever it is: billion laughs and external entities never reach the parser', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><root>&lol2;</root>';
    const xxe =
      '<?xml version="1.0"?>\n<!-- export -->\n<!doctype root [<!ENTITY x SYSTEM "file:///etc/passwd">]><root>&x;</root>';
    expect(codeOf(bytes(laughs))).toBe('FEED_DOCTYPE_REFUSED');
    expect(codeOf(bytes(xxe))).toBe('FEED_DOCTYPE_REFUSED');
  });

  it('refuses what is not XML, a NUL byte, and nothing at all', () => {
    expect(codeOf(bytes('{"listings": []}'))).toBe('FEED_NOT_XML');
    expect(codeOf(bytes('<root>\u0000</root>'))).toBe('FEED_ENCODING_INVALID');
    expect(codeOf(new Uint8Array())).toBe('FEED_EMPTY');
  });

  it('tells a zip by its first bytes', () => {
    expect(isZip(Buffer.from('PK\u0003\u0004rest'))).toBe(true);
    expect(isZip(bytes('<root/>'))).toBe(false);
  });
});
