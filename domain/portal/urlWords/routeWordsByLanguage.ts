import type { UrlLanguage, UrlRouteWords } from './UrlWords';
import { csRouteWords } from './languages/cs';
import { daRouteWords } from './languages/da';
import { deRouteWords } from './languages/de';
import { elRouteWords } from './languages/el';
import { enRouteWords } from './languages/en';
import { esRouteWords } from './languages/es';
import { fiRouteWords } from './languages/fi';
import { frRouteWords } from './languages/fr';
import { huRouteWords } from './languages/hu';
import { itRouteWords } from './languages/it';
import { jaRouteWords } from './languages/ja';
import { nbRouteWords } from './languages/nb';
import { nlRouteWords } from './languages/nl';
import { plRouteWords } from './languages/pl';
import { ptRouteWords } from './languages/pt';
import { roRouteWords } from './languages/ro';
import { ruRouteWords } from './languages/ru';
import { svRouteWords } from './languages/sv';
import { trRouteWords } from './languages/tr';
import { zhRouteWords } from './languages/zh';

/** The route words of every language (UrlRouteWords): all the browser needs of the languages other than its page's. */
export const URL_ROUTE_WORDS_BY_LANGUAGE: Readonly<Record<UrlLanguage, UrlRouteWords>> = {
  de: deRouteWords,
  en: enRouteWords,
  es: esRouteWords,
  fr: frRouteWords,
  it: itRouteWords,
  pt: ptRouteWords,
  nl: nlRouteWords,
  pl: plRouteWords,
  ru: ruRouteWords,
  sv: svRouteWords,
  da: daRouteWords,
  nb: nbRouteWords,
  fi: fiRouteWords,
  cs: csRouteWords,
  hu: huRouteWords,
  ro: roRouteWords,
  el: elRouteWords,
  tr: trRouteWords,
  zh: zhRouteWords,
  ja: jaRouteWords,
};
