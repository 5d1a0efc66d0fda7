import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noFocusedTests = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'Focused tests (.only) must not be committed.',
};

/** Package boundaries from ARCHITECTURE.md: shared imports nothing of ours and no Node/DOM/React. */
const boundaries = {
  shared: {
    patterns: [
      { group: ['@fleetdeck/*'], message: 'shared/ imports nothing of ours.' },
      {
        group: ['node:*', 'react', 'react-dom', 'react/*'],
        message: 'shared/ is pure: no Node, DOM or React.',
      },
      {
        group: ['../../relay/*', '../../web/*', '../../../*'],
        message: 'shared/ imports nothing outside itself.',
      },
    ],
  },
  relay: {
    patterns: [
      {
        group: ['@fleetdeck/web', '@fleetdeck/web/*', '**/web/src/*'],
        message: 'relay/ and web/ never import each other.',
      },
      { group: ['**/shared/src/*'], message: 'Import @fleetdeck/shared, not its files.' },
    ],
  },
  sim: {
    patterns: [
      {
        group: ['@fleetdeck/relay', '@fleetdeck/web', '**/relay/src/*', '**/web/src/*'],
        message: 'sim/ depends on shared only.',
      },
      { group: ['**/shared/src/*'], message: 'Import @fleetdeck/shared, not its files.' },
    ],
  },
  web: {
    patterns: [
      {
        group: ['@fleetdeck/relay', '@fleetdeck/relay/*', '**/relay/src/*', '@fleetdeck/sim'],
        message: 'relay/ and web/ never import each other; the simulator is not for the browser.',
      },
      { group: ['**/shared/src/*'], message: 'Import @fleetdeck/shared, not its files.' },
      { group: ['node:*'], message: 'web/ runs in the browser.' },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tsbuild/**',
      'data/**',
      '.bench-dist/**',
      'artifacts/**',
      'eslint.config.js',
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
      'no-restricted-syntax': ['error', noFocusedTests],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries.shared] },
  },
  { files: ['relay/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', boundaries.relay] } },
  { files: ['sim/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', boundaries.sim] } },
  {
    // The relay reaches the simulator in one place only: the embedded default upstream.
    files: ['relay/src/**/*.ts'],
    ignores: ['relay/src/upstream/embeddedSimulator.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaries.relay.patterns,
            {
              group: ['@fleetdeck/sim', '**/sim/src/*'],
              message: 'Only upstream/embeddedSimulator.ts loads the simulator.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/{src,bench,test}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', boundaries.web],
    },
  },
  {
    // One clock (issue 47): an instant shown to a user goes through clockFor / useClock (the
    // user's zone and language, 24 hours), never the browser's zone or Intl's defaults.
    files: ['web/src/**/*.{ts,tsx}', 'shared/src/**/*.ts', 'relay/src/**/*.ts'],
    // The number module is where Intl's number formats are made, once per language.
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/format/numbers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message:
            'Write numbers with the number module (formatNumber, formatDecimal, formatEur): the interface language.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Format instants with the one clock (clockFor, useClock): the user zone, 24 h.',
        },
        {
          selector:
            "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          message: 'Format instants with the one clock (clockFor, useClock): the user zone, 24 h.',
        },
      ],
    },
  },
);
