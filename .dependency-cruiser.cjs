/**
 * Layer boundaries (../shared/ARCHITECTURE.md): imports point inward.
 * domain → nothing outside domain (a few pure libraries allowed);
 * application → domain; infrastructure → domain, application;
 * presentation → domain, and application only through tokens.ts / pageTokens.ts (DI tokens), never a port,
 *   and the /svc route descriptors (svcRoutes.ts, shared/svcRoute.ts: paths only, so the browser's URLs are written once);
 * server → never infrastructure (config/ composes and hands adapters over through the container).
 * Inside a layer, contexts meet only through each other's index.ts, shared code lives in shared/.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ imports nothing outside itself except pure, I/O-free libraries.',
      // Domain mothers (test/mothers/domain) build domain objects for domain tests: pure like the domain.
      from: { path: '^(domain|test/mothers/domain)/' },
      to: {
        pathNot: ['^(domain|test/mothers/domain)/', '^node_modules/(libphonenumber-js|fast-check)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(infrastructure|presentation|server|config|features)/' },
    },
    {
      name: 'infrastructure-not-outward',
      severity: 'error',
      from: { path: '^infrastructure/' },
      to: { path: '^(presentation|server|config|features)/' },
    },
    {
      name: 'presentation-reaches-application-through-tokens',
      severity: 'error',
      comment:
        'presentation/ may import application/<ctx>/ports.ts, tokens.ts and pageTokens.ts (DI tokens and types), and the /svc route descriptors (svcRoutes.ts, shared/svcRoute.ts: pure paths) only.',
      // A view-model's test may set it up over the real handlers (on in-memory stores).
      from: { path: '^presentation/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^application/',
        pathNot: ['^application/[^/]+/(ports|tokens|pageTokens|svcRoutes)\\.ts$', '^application/shared/svcRoute\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'presentation-imports-no-port',
      severity: 'error',
      comment:
        'presentation/ reaches the back end only through handlers (application/<ctx>/tokens.ts, pageTokens.ts): never a port module, not even for a type (docs/architecture.md). The shapes handlers take and answer live beside the ports (calls.ts). The files listed in pathNot still import a port and are to move.',
      from: { path: '^presentation/' },
      // No dependencyTypesNot: a type-only import of a port counts (tsPreCompilationDeps is true below).
      // A context's ports.ts and the files it splits into (<ctx>/browserPorts.ts, <ctx>/socialPorts.ts, …).
      to: { path: '^application/([^/]+/([a-z]+Ports|ports)|shared/captcha)\\.ts$' },
    },
    {
      name: 'presentation-not-outward',
      severity: 'error',
      from: { path: '^presentation/' },
      to: { path: '^(infrastructure|server|config|features)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-gets-adapters-through-the-container',
      severity: 'error',
      comment:
        'server/ builds no adapter: config/di/<context>ServerModule.ts binds them and server/ asks the container (tests: test/harness).',
      from: { path: '^server/' },
      to: { path: '^infrastructure/' },
    },
    {
      name: 'contexts-meet-through-their-index',
      severity: 'error',
      comment:
        'application/<ctx>/ and presentation/<ctx>/ reach another context only through its index.ts; what several contexts need lives in shared/.',
      // presentation/pages is the page composition (Vike's hooks), like config/ for DI; tests may set up across contexts.
      from: { path: '^(application|presentation)/([^/]+)/', pathNot: ['^presentation/pages/', '\\.test\\.tsx?$'] },
      to: {
        path: '^$1/',
        pathNot: ['^$1/$2/', '^$1/shared/', '^$1/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'infrastructure-contexts-meet-through-their-index',
      severity: 'error',
      comment:
        'infrastructure/<ctx>/ reaches another context through its index.ts; the technical folders (db, mail, demo, shared) serve every context.',
      from: { path: '^infrastructure/([^/]+)/', pathNot: ['^infrastructure/(demo|db|mail|shared)/', '\\.test\\.ts$'] },
      to: {
        path: '^infrastructure/',
        pathNot: ['^infrastructure/$1/', '^infrastructure/(db|mail|shared)/', '^infrastructure/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'production-never-imports-test-harness',
      severity: 'error',
      comment:
        'Test harnesses (test/: servers, portal processes, mothers, doubles, integration and resilience suites; the contract suites beside their adapters) serve tests only: nothing that ships imports them.',
      from: {
        path: '^(domain|application|infrastructure|presentation|server|config)/',
        pathNot: [
          '\\.(test|int\\.test|pages)\\.tsx?$',
          '(^|/)(testing|contract|testDoubles)/',
          '(^|/)[^/]*(Fixture|fixture|TestServer|testServer)[^/]*\\.ts$',
        ],
      },
      to: {
        path: [
          '^test/',
          '(^|/)(testing|contract|testDoubles)/',
          '^(features|bench)/',
          '\\.(test|int\\.test|pages)\\.tsx?$',
        ],
      },
    },
    {
      name: 'no-cycles-between-contexts',
      severity: 'error',
      comment: 'Contexts depend on each other one way: a context folder never reaches back to one that reaches it.',
      scope: 'folder',
      from: { path: '^(application|infrastructure|presentation)/[^/]+$' },
      // A test beside its code reaches the harness in test/, which reaches the code again: not a context cycle
      // (folder rules take no viaOnly, hence the mothers and doubles in one folder per context).
      to: { circular: true, pathNot: '^test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Vike's build writes each +config/+route file, transpiled, beside it for a moment
    // (+route.ts.build-<hash>.mjs): the build stage runs beside this one, and a file listed and then
    // gone failed the run with ENOENT.
    exclude: { path: ['(node_modules|dist|data)/', '\\.build-[0-9a-f]+\\.mjs$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
