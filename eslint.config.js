import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['auth', 'audit', 'branches', 'dashboards', 'deployments', 'environments', 'versions', 'workbooks'];

/** A feature may import another feature only through its public index, never its internals (DESIGN.md). */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}(/|$))[^/]+/.+`,
            message: 'Import another feature only through its public index (@/features/<name>), never its internals.',
          },
          {
            regex: `^(\\.\\./)+features/`,
            message: 'Import other features through @/features/<name>.',
          },
          {
            regex: '^@/app(/|$)',
            message: 'Features do not import the app layer; dependencies point app → features → components/api/lib.',
          },
        ],
      },
    ],
  },
}));

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
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)(/|$)', message: 'Shared code never imports features or the app layer.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['server/**/*.ts', 'test/**/*.{ts,tsx,mjs}', '**/*.test.{ts,tsx}', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
