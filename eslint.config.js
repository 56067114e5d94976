// typescript-eslint (its type-checked rules on production code, the syntax ones everywhere), the React
// hooks rules, jsx-a11y on the components and the 300-line cap of house style 10.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The code that ships and is type-checked by lint, and what inside its folders is not (tests, their
// harnesses and contract suites). presentation/ is in it: a view-model's flow says what each `yield`
// hands back, a component calls a view-model's method rather than passing it unbound (autoBind makes
// that work, but the rule cannot see it) and voids a handler's promise on purpose (docs/contributing.md
// "What lint checks").
const PRODUCTION = ['{domain,application,infrastructure,presentation,server,config}/**/*.{ts,tsx}'];
const NOT_PRODUCTION = [
  '**/*.test.{ts,tsx}',
  '**/*.pages.ts',
  '**/*.testkit.{ts,tsx}',
  '**/testing/**',
  '**/contract/**',
];

export default tseslint.config(
  // **/*.build-*.mjs: Vike's build transpiles a +config/+route file beside it for a moment, while the lint runs.
  { ignores: ['node_modules/', 'dist/', 'data/', 'docs/', 'coverage/', '**/*.build-*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Inversify tokens share their interface's name (house style rule 4).
      '@typescript-eslint/no-redeclare': 'off',
      'no-redeclare': 'off',
      // Input checks reject control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // One way to read settings: config/env.ts, typed and checked at start. Tests, benches and harnesses (test/) set up their own.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'config/env.ts',
      '**/*.test.{ts,tsx}',
      '**/*.pages.ts',
      'test/**',
      '**/testing/**',
      '**/contract/**',
      'features/**',
      'bench/**',
      '*.config.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Settings are read once, in config/env.ts (README "Configuration"): take them from Settings.',
        },
      ],
    },
  },
  {
    // A component gets its view-model from the container, useViewModel(Token, args)
    // (docs/contributing.md "A page's view-model"); the factories in presentation/<ctx>/viewModels.ts
    // are the one place one is made with `new`, and tests build them over doubles.
    files: ['presentation/**/*.{ts,tsx}'],
    ignores: ['presentation/**/viewModels.ts', '**/*.test.{ts,tsx}', '**/*.testkit.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/ViewModel$/]',
          message:
            'Get the view-model from the container: useViewModel(Token, args), its factory bound in presentation/<ctx>/viewModels.ts (docs/contributing.md).',
        },
      ],
    },
  },
  {
    // Size (house style 10): a production file stays under 300 lines of code;
    // blank lines and comments do not count, so a file is never shortened by cutting its reasons.
    // Tests, their harnesses and contract suites, scenarios and benches are not held to it.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.pages.ts',
      '**/*.testkit.{ts,tsx}',
      '**/testing/**',
      '**/contract/**',
      'test/**',
      'features/**',
      'bench/**',
      '*.config.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  // Type-checked rules (typescript-eslint's recommendedTypeChecked, over the syntax ones above) for the
  // code that ships. Tests, scenarios, benches and harnesses keep the syntax rules only: type
  // information costs time on two cores, and what these rules catch (a promise nobody awaits, an
  // `any` flowing into typed code) is what reaches visitors from production code.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: PRODUCTION,
    ignores: NOT_PRODUCTION,
  })),
  {
    files: PRODUCTION,
    ignores: NOT_PRODUCTION,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A port's in-process adapter (or a library's hook) that answers at once keeps the async signature
      // its port declares, as the http adapter needs: `async` keeps a throw a rejection, as callers expect.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Koa types `next` as () => Promise<any>, so its idiom `return next()` reads as an unsafe return;
    // what a middleware returns is never read (koa-compose awaits it).
    files: ['server/**/*.ts'],
    ignores: NOT_PRODUCTION,
    rules: { '@typescript-eslint/no-unsafe-return': 'off' },
  },
  {
    // Accessibility of what the components render: real labels, roles and keyboard handlers.
    files: ['presentation/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table on a phone) takes the keyboard's focus, as axe's
      // scrollable-region-focusable asks: a labelled role="region" may have tabIndex 0, like a tabpanel.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
