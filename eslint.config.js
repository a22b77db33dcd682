import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = ['auth', 'audit', 'branches', 'dashboards', 'deployments', 'environments', 'versions', 'workbooks'];

/**
 * Where code may import from, by resolved path (so relative paths and aliases alike): a feature reaches another only
 * through its public index; dependencies point app → features → components/ui, api, lib; the server never imports
 * the console's code. See DESIGN.md.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    except: ['./index.ts'],
    message: 'Import another feature only through its public index (@/features/<name>), never its internals.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app layer; dependencies point app → features → components/api/lib.',
  },
  {
    target: ['./src/components', './src/api', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app layer.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server never imports the console (React) code; what both need lives in shared/.',
  },
  {
    target: './shared',
    from: ['./src', './server'],
    message: 'shared/ is imported by the console and the server, and imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      '.test-dist-server-*/**',
      'node_modules/**',
      'coverage/**',
      'test/e2e/artifacts/**',
      '.data/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads the imported files too (no-cycle follows them), the resolver follows `@/` paths.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: import.meta.dirname }],
    },
  },
  {
    // A cycle makes module order (and what is undefined at import time) depend on which file loads first.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**/*.ts', 'test/**/*.{ts,tsx,mjs}', '**/*.test.{ts,tsx}', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
