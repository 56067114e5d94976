import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [vike(), react()],
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
    sourcemap: true,
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
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|inversify|@inversifyjs|reflect-metadata|vike|vike-react|@brillout)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/features/**', '**/bench/**'] } },
});
