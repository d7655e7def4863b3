// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const webFeaturesDir = path.resolve('apps/web/src/features');
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs
      .readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverModulesDir = path.resolve('apps/server/src/modules');
const serverModules = fs.existsSync(serverModulesDir)
  ? fs
      .readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Files allowed past the length limit: data, not logic. */
const longFileExceptions = [
  'apps/server/src/seed/rewards.ts',
  'apps/server/src/seed/content-help.ts',
  'apps/server/src/seed/content-texts.ts',
  'apps/server/src/seed/catalogue-data.d.mts',
  'apps/web/src/locales/**',
];

const moduleNames = serverModules.join('|');
/** Inside a module: another module's files, reached by `../` (its index.ts is the way in). */
const throughIndex = {
  regex: `^(\\.\\./)+(modules/)?(${moduleNames})/(?!index\\.js$)`,
  message: 'Another module is used through its index.ts and injected services, never its files.',
};
/** Outside the modules (app.ts, plugins, commands, seed): modules through their index.ts only. */
const modulesThroughIndex = {
  regex: `(^|/)modules/(${moduleNames})/(?!index\\.js$)`,
  message: 'A module is used through its index.ts.',
};
/** Modules read settings from their deps (`ModuleDeps['settings']`); only the composition root reads env. */
const noEnv = {
  regex: '(^|/)config/env(\\.js)?$',
  message: 'A module gets its settings through its deps, never from config/env.',
};
const noTestSupport = {
  regex: '(^|/)test/',
  message: 'Production code never imports the test support folder.',
};
const sqlOutsideRepositories = [
  { regex: '^drizzle-orm', message: 'SQL lives in a repository (*.repository.ts).' },
  {
    regex: '(^|/)db/(schema|tables)(/|\\.js$|$)',
    message: 'Tables are used by repositories only.',
    allowTypeImports: true,
  },
  {
    regex: '(^|/)db/(constraints|rows)(\\.js)?$',
    message: 'Row conversion and constraint violations belong to repositories.',
  },
];
const routesNeverTheDatabase = [
  { regex: '(^|/)db(/|$)', message: 'Routes call a service; only repositories touch the database.' },
  { regex: '\\.repository(\\.js)?$', message: 'Routes call a service, never a repository.' },
  { regex: '^(drizzle-orm|pg|@electric-sql/pglite)', message: 'Routes never import the database.' },
];

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through src/config/env.ts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/*.config.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and handlers are async by contract even when they have nothing to await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // No import cycles anywhere: a module that needs its user gets it injected.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/sportsbook/tsconfig.json',
            'apps/admin/tsconfig.json',
            'packages/contracts/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Contracts are shared by the browser and the server: they import nothing but zod.
  {
    files: ['packages/contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'contracts import nothing but zod.' }] },
      ],
    },
  },
  // Server: configuration is read once.
  {
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: { 'no-restricted-syntax': ['error', processEnvBan] },
  },
  // Server layers (docs/architecture.md): routes call services, services hold the rules, repositories hold
  // the SQL; a module is used from outside through its index.ts; production code never imports tests.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.routes.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...sqlOutsideRepositories, noTestSupport, throughIndex, noEnv] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...routesNeverTheDatabase, noTestSupport, throughIndex, noEnv] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noTestSupport, throughIndex, noEnv] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/test/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noTestSupport, modulesThroughIndex] },
      ],
    },
  },
  // Files stay short enough to read; data files are the listed exceptions.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', ...longFileExceptions],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  // Web: browser globals, hooks rules, no process.env, and no imports between features.
  {
    files: ['apps/web/src/**', 'apps/sportsbook/src/**', 'apps/admin/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/src/**', 'apps/sportsbook/src/**', 'apps/admin/src/**'],
    rules: { 'no-restricted-syntax': ['error', processEnvBan] },
  },
  // Back office: an area's screens use the kit, never another area's files.
  {
    files: ['apps/admin/src/screens/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.|types$|registry$)[^/]+/',
              message: "A screen area uses the kit (components, lib), never another area's files.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^@/features/(?!${feature}(/|$))|^(\\.\\./)+features/(?!${feature}(/|$))|^\\.\\./\\.\\./(?!\\.\\.)(?!${feature}/)[^/]+/(api|components|hooks))`,
              message: 'Features do not import each other; compose them in src/app.',
            },
            { regex: '^@/app(/|$)', message: 'Features never import the app layer.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: 'Shared code never imports features or the app.' },
            { regex: '(^|/)features/', message: 'Shared code never imports features.' },
          ],
        },
      ],
    },
  },
);
