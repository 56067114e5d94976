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
  // Kept until the suite that leaves a handle open is found. Ruled out, each run alone with
  // --detectOpenHandles (exits, nothing reported): the domain suites, captcha, discovery, alertJob,
  // mailCap, searchEdges, HttpListingsService, config/di, server/middleware, and the Database,
  // PeriodicJob and RedisAttemptLimiter suites on PostgreSQL and Redis. Without it a handle left in
  // the main process would make CI time out instead of reporting.
  forceExit: true,
};
