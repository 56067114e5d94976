import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // Server-only code must never reach the browser bundle.
  ssr: { noExternal: ['react-intl'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A handful of long-lived chunks instead of dozens of small ones: fewer preload tags for
        // Vike to write into every page and fewer requests for the browser; the map libraries
        // stay apart because only pages with a map load them.
        codeSplitting: {
          minSize: 20_000,
          groups: [
            { name: 'map', test: /node_modules[\\/](leaflet|@geoman-io|supercluster|kdbush)[\\/]/, priority: 3 },
            { name: 'forms', test: /node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|react-fast-compare|tiny-warning|property-expr|tiny-case|toposort|hoist-non-react-statics)[\\/]/, priority: 2 },
            { name: 'framework', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/features/**', '**/bench/**'] } },
});
