import type { UrlLanguage, UrlWords } from './UrlWords';
import { cs } from './languages/cs';
import { da } from './languages/da';
import { de } from './languages/de';
import { el } from './languages/el';
import { en } from './languages/en';
import { es } from './languages/es';
import { fi } from './languages/fi';
import { fr } from './languages/fr';
import { hu } from './languages/hu';
import { it } from './languages/it';
import { ja } from './languages/ja';
import { nb } from './languages/nb';
import { nl } from './languages/nl';
import { pl } from './languages/pl';
import { pt } from './languages/pt';
import { ro } from './languages/ro';
import { ru } from './languages/ru';
import { sv } from './languages/sv';
import { tr } from './languages/tr';
import { zh } from './languages/zh';

/** One table per language; the Record type makes a missing language a compile error. */
export const URL_WORDS_BY_LANGUAGE: Readonly<Record<UrlLanguage, UrlWords>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
  nl,
  pl,
  ru,
  sv,
  da,
  nb,
  fi,
  cs,
  hu,
  ro,
  el,
  tr,
  zh,
  ja,
};
