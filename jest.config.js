/** Native ESM jest (inversify 8 is ESM-only); @swc/jest transpiles TS with legacy decorators. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/test/harness/jest/cssModuleStub.cjs',
    // The path aliases of package.json `imports` (#domain/…, #application/…).
    '^#(domain|application|infrastructure|presentation|server|config|features|bench|test)/(.*)$': '<rootDir>/$1/$2',
  },
  // The app's MobX rules in every suite (presentation/shared/state/configureMobx).
  setupFiles: ['<rootDir>/test/harness/jest/strictMobx.ts'],
  testMatch: ['<rootDir>/{domain,application,infrastructure,presentation,server,config,bench,test}/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // No forceExit: a handle left open shows (in band, jest does not return; in a worker, the warning
  // below). A worker that is done is not a leak, though: its 'exit' event comes within milliseconds of
  // jest's end message, then Node frees the heap (the suites' module registries, PGlite's memory) and
  // joins its threads before the process is gone. At a load average of 20 that took from 0.5 to 3.5 s,
  // more than jest's default 500 ms, and even the domain suites' workers were killed and reported as
  // "failed to exit gracefully" (docs/testing.md, "Workers that exit slowly").
  workerGracefulExitTimeout: 10_000,
};
