// One lint setup for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  // templates/remote is not code until `pnpm create-remote` fills its placeholders (__NAME__, a dev
  // port); the remote it makes is linted as every remote is
  { ignores: ['**/dist/**', '**/node_modules/**', 'releases/**', 'test-results/**', '.data/**', 'coverage/**', '**/*.d.ts', 'templates/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/mfe-*/src/**', '../../mfe-*/**', '../../shell/**'], message: 'Apps never import another app\'s src: use a shared-* package or the cart/navigation contracts.' },
      ] }],
    },
  },
  // The shell is browser code (and its server render's entry, built into the shell's server bundle):
  // the server that serves it is the server package (server/), which imports the shell, never the
  // other way round.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['fastify', 'api', 'dev-idp', 'jsdom', 'server'].map((name) => ({ name, message: 'The shell holds browser code: the server package (server/) serves it.' })),
        patterns: [
          { group: ['**/mfe-*/src/**', '../../mfe-*/**', '../../shell/**'], message: 'Apps never import another app\'s src: use a shared-* package or the cart/navigation contracts.' },
          { group: ['@fastify/*', 'api/*', 'server/*', '../../server/**', '../server/**'], message: 'The shell holds browser code: the server package (server/) serves it.' },
        ],
      }],
    },
  },
  // The API in layers: routes (HTTP) over services (rules, transactions) over repositories (the only
  // SQL: api/test/layers.test.ts checks it). Below the routes nothing imports a route; the order's
  // fulfilment builds on seats, payments, mail and the learning platform, never the other way round.
  // (app.ts, index.ts and fulfilment/purchase.ts compose the routes.)
  {
    files: ['api/src/*/**/*.ts'],
    ignores: ['api/src/routes/**', 'api/src/fulfilment/purchase.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/routes/*', '../routes/**'], message: 'Only the routes and their composition (app.ts, fulfilment/purchase.ts) import routes: move what is shared below them.' },
      ] }],
    },
  },
  {
    files: ['api/src/{cart,catalog,db,learning,leads,limits,mail,orders,payments,promo,seats,seed,summit}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/routes/*', '../routes/**'], message: 'Only the routes and their composition (app.ts, fulfilment/purchase.ts) import routes: move what is shared below them.' },
        { group: ['../fulfilment/**'], message: 'Fulfilment builds on this module, not the other way round: move what both need here or below.' },
      ] }],
    },
  },
  // Repositories (each folder's repository.ts: its SQL, api/test/layers.test.ts) sit at the bottom:
  // they import the driver (db/), other repositories and types, never a service or a route.
  {
    files: ['api/src/**/repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/routes/*', '../routes/**', '../fulfilment/**'], message: 'A repository imports no route and no service: it runs SQL and returns rows.' },
        {
          regex: '^\\.\\.?/(?!db/|routes/|fulfilment/)(?!([\\w-]+/)?repository\\.js$)',
          allowTypeImports: true,
          message: 'A repository imports only the driver (../db/), other repositories and types: the rules that call it are the services\'.',
        },
      ] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
