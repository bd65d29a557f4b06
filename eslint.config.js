// ESLint flat config: typescript-eslint, react-hooks (exhaustive-deps on), type imports, and the
// folder-boundary rule of DESIGN.md: schemas <- shared <- runtime; editor and server never reach
// across except through the allowed doors.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Relative imports only: a package such as react-dom/server is not our server/ folder.
const banned = (...folders) =>
  folders.map((f) => ({
    regex: `^\\.{1,2}/(\\.\\./)*${f}(/|$)`,
    message: `This folder may not import from ${f}/ (see ARCHITECTURE.md).`,
  }));

// Tests may import anything (fixtures, the server) to build what they check.
const boundary = (files, patterns) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'bench-results',
      'fixtures/forms/**',
      'fixtures/images/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  boundary(
    ['schemas/**'],
    [
      ...banned('shared', 'runtime', 'editor', 'server', 'fixtures', 'scripts'),
      {
        group: ['react', 'react-dom', 'react-dom/*', 'node:*'],
        message: 'schemas/ is data: no React, no I/O.',
      },
    ],
  ),
  boundary(['shared/**'], banned('runtime', 'editor', 'server', 'fixtures', 'scripts')),
  boundary(['runtime/**'], banned('editor', 'server', 'fixtures', 'scripts')),
  boundary(['editor/**'], banned('runtime', 'server', 'fixtures', 'scripts')),
  boundary(
    ['server/**'],
    [
      ...banned('editor', 'fixtures', 'scripts'),
      {
        regex: '^\\.{1,2}/(\\.\\./)*runtime/(?!entry-server$)',
        message: 'server/ may use the runtime only through runtime/entry-server.',
      },
    ],
  ),
  boundary(['fixtures/**'], banned('runtime', 'editor', 'server', 'scripts')),
);
