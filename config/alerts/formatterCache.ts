import { IntlMessageFormat } from 'intl-messageformat';
import { getMessages } from '#config/i18n';

/** Catalogue text, ICU-formatted, each message parsed once per culture (a digest run formats thousands). */
export function formatterCache(): (culture: string, key: string, values?: Record<string, string | number>) => string {
  const formats = new Map<string, IntlMessageFormat>();
  return (culture, key, values = {}) => {
    const id = `${culture}\u0000${key}`;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(getMessages(culture)[key] ?? key, culture);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
