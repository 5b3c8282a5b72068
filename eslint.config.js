import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import boundaries from 'eslint-plugin-boundaries';

/*
 * Who may import whom (docs/decisions.md, "One shape for every web feature" and "Feature modules
 * on the server"). Each source file belongs to the first element type whose pattern matches it.
 */
const elements = [
  { type: 'core', pattern: 'src/core/**', partialMatch: false },
  { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
  { type: 'server-ledger', pattern: 'src/server/ledger' },
  // The rest of the server: the app, its infrastructure, and the feature list beside the features.
  { type: 'server', pattern: 'src/server' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-page', pattern: 'src/web/pages/**', partialMatch: false },
  { type: 'web-ui', pattern: 'src/web/ui/**', partialMatch: false },
  { type: 'web-api', pattern: 'src/web/api/**', partialMatch: false },
  // App-level infrastructure that api/, ui/ and features use: texts, the WebSocket, the version.
  { type: 'web-infra', pattern: 'src/web/app' },
  // The app's frame: start-up (the files in src/web itself), route table, tab bar and left menu,
  // built from the features' manifests. Last, so that it takes only what no other type took.
  { type: 'web-shell', pattern: 'src/web/shell' },
  { type: 'web-shell', pattern: 'src/web' },
];
const SERVER = ['server', 'server-module', 'server-ledger'];
const WEB = ['web-feature', 'web-page', 'web-ui', 'web-api', 'web-infra', 'web-shell'];
const to = (types) => ({ to: { element: { types } } });
const boundaryPolicies = [
  {
    from: { element: { type: 'core' } },
    disallow: [to([...SERVER, ...WEB])],
    message: 'src/core imports neither server nor web code',
  },
  { from: { element: { types: SERVER } }, disallow: [to(WEB)], message: 'the server never imports web code' },
  {
    from: { element: { types: WEB } },
    disallow: [to(SERVER)],
    message: 'web code never imports server code',
  },
  {
    from: { element: { types: ['web-ui', 'web-api', 'web-infra'] } },
    disallow: [to(['web-feature', 'web-page', 'web-shell'])],
    message: 'ui/, api/ and app infrastructure import no feature, page or shell code',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: [to(['web-feature', 'web-shell'])],
    message: 'a feature imports another feature only through its index.ts, and never the shell',
  },
  // Later policies win: another feature's public index.ts is allowed.
  {
    from: { element: { type: 'web-feature' } },
    allow: [{ to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } }],
  },
  {
    from: { element: { type: 'server-ledger' } },
    disallow: [to(['server-module'])],
    message: 'the ledger knows no product: its reasons come from the features manifests',
  },
  {
    from: { element: { types: ['server', 'server-module'] } },
    disallow: [to(['server-module'])],
    message: 'server code imports a feature only through its index.ts',
  },
  {
    from: { element: { types: ['server', 'server-module'] } },
    allow: [{ to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } }],
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'tests/artifacts/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string goes through i18next: no literal text in JSX.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    // The standalone proof verifier: a plain Node script anyone can run, served beside the app.
    files: ['public/verify-proof.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
