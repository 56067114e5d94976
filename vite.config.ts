import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { noRoutingOfLinksNothingPrefetches } from './config/build/noRoutingOfLinksNothingPrefetches';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [
    vike(),
    react(),
    icuWithoutParserInBrowser(),
    reflectMetadataInBrowser(),
    phoneNumbersLaterInBrowser(),
    pageUrlWordsInBrowser(),
    noRoutingOfLinksNothingPrefetches(),
  ],
  // The path aliases of package.json `imports` (#domain/…, #presentation/…).
  resolve: {
    alias: [
      {
        find: /^#(domain|application|infrastructure|presentation|server|config|features|bench)\//,
        replacement: `${root}$1/`,
      },
    ],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // Server-only code must never reach the browser bundle.
  ssr: { noExternal: ['react-intl'] },
  build: {
    target: 'es2022',
    // On disk for the bench (bench/support/pageComposition.ts), named by no bundle, never served (server/middleware/sourceMaps.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // A handful of long-lived chunks instead of dozens of small ones: fewer preload tags for
        // Vike to write into every page and fewer requests for the browser. What every page runs
        // (React, MobX, react-intl, inversify, Vike) is one chunk; the form libraries another;
        // Leaflet and geoman stay in chunks of their own, loaded only where a map mounts, and
        // apart from each other because geoman must run after Leaflet has set window.L.
        codeSplitting: {
          minSize: 20_000,
          groups: [
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/, priority: 4 },
            { name: 'geoman', test: /node_modules[\\/]@geoman-io[\\/]/, priority: 4 },
            {
              name: 'forms',
              test: /node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|react-fast-compare|tiny-warning|property-expr|tiny-case|toposort|hoist-non-react-statics)[\\/]/,
              priority: 2,
            },
            {
              // Above the forms: a group takes its modules' dependencies along, and React must stay
              // with the framework, or every page preloads the forms to get React.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|inversify|@inversifyjs|reflect-metadata|vike|vike-react|@brillout)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/features/**', '**/bench/**'] } },
});

/**
 * The browser gets its catalogues already parsed (config/i18n/catalogueAssets), so its bundle
 * takes FormatJS's no-parser build of the ICU parser package (FormatJS's documented way); the
 * server keeps the parser, which renders from text.
 */
function icuWithoutParserInBrowser(): Plugin {
  return {
    name: 'icu-without-parser-in-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || options?.ssr) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Inversify 8 imports `reflect-metadata/lite` (3 KB gzipped) for the three Reflect metadata
 * functions it calls; the browser gets just those (config/di/browserReflectMetadata). The server
 * keeps the polyfill (server/register.js, server/main.ts).
 */
function reflectMetadataInBrowser(): Plugin {
  const browserReflectMetadata = `${root}config/di/browserReflectMetadata.ts`;
  return {
    name: 'reflect-metadata-in-browser',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (options?.ssr || (source !== 'reflect-metadata' && source !== 'reflect-metadata/lite')) return null;
      return browserReflectMetadata;
    },
  };
}

/**
 * The phone number rules (libphonenumber-js, 32 KB gzipped) load after the page starts in the
 * browser (config/i18n/browserPhoneNumbers): our own imports of the package resolve there; the
 * server and the shim itself keep the package.
 */
function phoneNumbersLaterInBrowser(): Plugin {
  const browserPhoneNumbers = `${root}config/i18n/browserPhoneNumbers.ts`;
  return {
    name: 'phone-numbers-later-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || source !== 'libphonenumber-js' || !importer || importer === browserPhoneNumbers) return null;
      if (importer.includes('/node_modules/')) return null;
      return browserPhoneNumbers;
    },
  };
}

/**
 * The URL word tables: the server keeps every language's (10 KB gzipped); the browser the route
 * words of all and the whole table of its page's language, from the page context
 * (presentation/shared/routing/browserUrlWords).
 */
function pageUrlWordsInBrowser(): Plugin {
  const browserUrlWords = `${root}presentation/shared/routing/browserUrlWords.ts`;
  const lookup = `${root}domain/portal/urlWords/urlWordLookup.ts`;
  return {
    name: 'page-url-words-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || source !== './urlWordsByLanguage' || importer !== lookup) return null;
      return browserUrlWords;
    },
  };
}
