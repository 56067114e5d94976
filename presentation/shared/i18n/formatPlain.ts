import type { IntlShape } from 'react-intl';

const texts = new WeakMap<IntlShape, Map<string, string>>();

/**
 * A message without values, formatted once per react-intl instance. Instances are shared per
 * catalogue and locale (I18nProvider), so a label like 'Shell.Footer.About' is formatted once per
 * process rather than on every render: react-intl's own memo serialises its arguments on every
 * call, which made formatting the largest part of rendering the shell.
 */
export function formatPlain(intl: IntlShape, id: string): string {
  let byId = texts.get(intl);
  if (!byId) texts.set(intl, (byId = new Map<string, string>()));
  let text = byId.get(id);
  if (text === undefined) {
    text = String(intl.formatMessage({ id }));
    byId.set(id, text);
  }
  return text;
}
