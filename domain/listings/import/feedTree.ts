/**
 * A feed's XML as the parser hands it over: elements are objects keyed by child name, attributes
 * keyed `@_name`, text `#text` (or the element itself when it has neither). Every value is a string:
 * numbers are read here, by one strict rule, not guessed by the parser.
 */
export type FeedNode = unknown;

const isObject = (node: FeedNode): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** Every child element of that name, in feed order (one element or several). */
export function children(node: FeedNode, name: string): FeedNode[] {
  if (!isObject(node) || !Object.hasOwn(node, name)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : [value];
}

export function child(node: FeedNode, ...path: string[]): FeedNode {
  let current: FeedNode = node;
  for (const name of path) current = children(current, name)[0];
  return current;
}

/** The element's text, trimmed; undefined when it is absent or empty. */
export function text(node: FeedNode, ...path: string[]): string | undefined {
  const element = child(node, ...path);
  const raw = isObject(element) ? element['#text'] : element;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw).trim();
  return value === '' ? undefined : value;
}

export function attribute(node: FeedNode, name: string): string | undefined {
  if (!isObject(node)) return undefined;
  const raw = node[`@_${name}`];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw).trim();
  return value === '' ? undefined : value;
}

/** The child element names present (OpenImmo names a property type by which element it writes). */
export function elementNames(node: FeedNode): string[] {
  return isObject(node) ? Object.keys(node).filter((key) => !key.startsWith('@_') && key !== '#text') : [];
}

export type NumberRead = { kind: 'absent' } | { kind: 'number'; value: number } | { kind: 'invalid'; raw: string };

/**
 * A decimal as feeds write it: "85", "85.5", or "85,5" (a comma alone is the decimal separator in
 * the German and Spanish software that writes these feeds). Thousands separators are not guessed:
 * "1.200,50" is refused rather than read as 1.2 or 1200.5.
 */
export function readNumber(raw: string | undefined): NumberRead {
  if (raw === undefined) return { kind: 'absent' };
  const normalised = /^-?\d+,\d+$/u.test(raw) ? raw.replace(',', '.') : raw;
  if (!/^-?\d+(\.\d+)?$/u.test(normalised)) return { kind: 'invalid', raw };
  return { kind: 'number', value: Number(normalised) };
}

/** OpenImmo writes booleans as true/false/1/0 (in either case). */
export function readFlag(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  return undefined;
}
