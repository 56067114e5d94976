/**
 * The page's stylesheets with each top-level rule kept only where it last appears.
 *
 * The build emits the shell's styles twice under two names (the client's chunk and the server's,
 * the same rules in another order), and every page listed both: 22 KB of each page's inline CSS
 * was a repeat the browser parsed and matched again. A rule repeated later wins over its earlier
 * copy and over anything between them of the same specificity, so dropping the earlier copies
 * leaves what every element looks like unchanged. A rule is compared as written (selector and
 * declarations), an `@media` block as a whole.
 */
export function withoutRepeatedRules(sheets: readonly string[]): string[] {
  const ruleLists = sheets.map(topLevelRules);
  const lastSeen = new Map<string, string>();
  ruleLists.forEach((rules, sheet) => rules.forEach((rule, index) => lastSeen.set(rule, `${sheet}:${index}`)));
  return ruleLists.map((rules, sheet) =>
    rules.filter((rule, index) => lastSeen.get(rule) === `${sheet}:${index}`).join(''),
  );
}

/**
 * Top-level rules and statements of a stylesheet, as written. Braces and semicolons inside strings
 * and comments do not count; comments are dropped. Text that cannot be split (an unbalanced brace)
 * is kept as one rule, so nothing is lost.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let text = '';
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end === -1 ? css.length : end + 2;
      text += css.slice(start, i);
      start = stop;
      i = stop - 1;
    } else if (char === '"' || char === "'") {
      i = stringEnd(css, i);
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth < 0) return [css];
      if (depth === 0) {
        const rule = (text + css.slice(start, i + 1)).trim();
        if (rule) rules.push(rule);
        text = '';
        start = i + 1;
      }
    }
  }
  if (depth !== 0) return [css];
  const rest = (text + css.slice(start)).trim();
  if (rest) rules.push(rest);
  return rules;
}

function stringEnd(css: string, open: number): number {
  const quote = css[open];
  for (let i = open + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote || css[i] === '\n') return i;
  }
  return css.length - 1;
}
