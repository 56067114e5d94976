/**
 * Layer boundaries (../shared/ARCHITECTURE.md): imports point inward.
 * domain → nothing outside domain (a few pure libraries allowed);
 * application → domain; infrastructure → domain, application;
 * presentation → domain, and application only through ports.ts / tokens.ts (DI tokens).
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ imports nothing outside itself except pure, I/O-free libraries.',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '^node_modules/(libphonenumber-js|fast-check)/'], dependencyTypesNot: ['type-only'] },
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
        'presentation/ may import application/<ctx>/ports.ts, tokens.ts and pageTokens.ts (DI tokens and types) only.',
      from: { path: '^presentation/' },
      to: {
        path: '^application/',
        pathNot: '^application/[^/]+/(ports|tokens|pageTokens)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'presentation-not-outward',
      severity: 'error',
      from: { path: '^presentation/' },
      to: { path: '^(infrastructure|server|config|features)/', dependencyTypesNot: ['type-only'] },
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
    exclude: { path: '(node_modules|dist|data)/' },
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
