/**
 * JSON for a <script type="application/ld+json">: '<' escaped so no text (a description holding
 * "</script>") can close the element, and the two line separators JavaScript parsers choke on.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
