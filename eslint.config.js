// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeaturesDir = path.resolve('apps/web/src/features');
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs
      .readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through src/config/env.ts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  // Server: configuration is read once; routes never reach the database.
  {
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: { 'no-restricted-syntax': ['error', processEnvBan] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db(/|$)',
              message: 'Routes call a service; only repositories touch the database.',
            },
            { regex: '\\.repository(\\.js)?$', message: 'Routes call a service, never a repository.' },
            { regex: '^(drizzle-orm|pg|@electric-sql/pglite)', message: 'Routes never import the database.' },
          ],
        },
      ],
    },
  },
  // Web: browser globals, hooks rules, no process.env, and no imports between features.
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/src/**'],
    rules: { 'no-restricted-syntax': ['error', processEnvBan] },
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
