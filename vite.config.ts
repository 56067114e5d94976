import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // Server-only code must never reach the browser bundle.
  ssr: { noExternal: ['react-intl'] },
  build: { target: 'es2022', sourcemap: true },
  server: { watch: { ignored: ['**/data/**', '**/features/**', '**/bench/**'] } },
});
