/**
 * Cucumber configuration (ESM). Features live in features/<context>/*.feature, step
 * definitions in features/<context>/steps/*.ts, shared support (World, hooks) in
 * features/support/. TypeScript is compiled on the fly by the swc loader in
 * features/support/loader/hooks.mjs. The npm scripts choose the tags:
 * `test:specs` runs everything but @ui, `test:e2e` runs @ui.
 *
 * No `paths` here: Cucumber's default (features/**) is the same, and a configured list would be
 * merged with one given on the command line (cucumber/cucumber-js#2253), so
 * `npx cucumber-js features/portal/inline_styles.feature` would run every feature.
 */
// Stack traces and step locations point into the .ts sources (the loader inlines source maps),
// whichever way cucumber-js is started.
process.setSourceMapsEnabled(true);

export default {
  import: ['features/support/**/*.ts', 'features/**/steps/**/*.ts'],
  loader: ['./features/support/loader/hooks.mjs'],
  format: ['progress'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};
