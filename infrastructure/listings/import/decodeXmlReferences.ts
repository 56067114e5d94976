const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/**
 * The five predefined entities of XML 1.0 §4.6 and character references (&#233; &#xE9;). Each
 * reference becomes at most two UTF-16 units, never more than it took: nothing here can expand.
 * A reference to anything else stays as written (a DOCTYPE would be needed to declare it).
 */
export function decodeXmlReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/gu, (whole, name: string) => {
    if (name[0] !== '#') return Object.hasOwn(PREDEFINED, name) ? PREDEFINED[name] : whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));
    return allowed ? String.fromCodePoint(code) : whole;
  });
}
