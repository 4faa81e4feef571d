import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint holds the structure, not only the style (see ARCHITECTURE.md, "Boundaries held by lint"):
 * engines never reach into the apps, the web bundle never takes zod or the server, pages never import one another,
 * server routes never touch the database, and every file under a src/ folder has a kebab-case name.
 */

const webPages = path.resolve(import.meta.dirname, 'apps/web/src/pages');

/** The page folder a path lies in (`recipe` for pages/recipe/recipe-page.tsx), or null outside pages/. */
function pageOf(file) {
  const relative = path.relative(webPages, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0].replace(/\.[^.]*$/, '');
}

/** Kebab-case words, dot-separated: `receipt-page.tsx`, `receipts.routes.ts`, `plan-export.test.ts`. */
const KEBAB_CASE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** Checks no-restricted-imports cannot make: they need the importing file's own place, not only the import text. */
const forkcast = {
  rules: {
    'page-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          otherPage:
            "A page imports nothing from another page's folder ('{{target}}'): move what both use to a shared folder (recipes/, profile/, ui/, ...).",
          outsidePages: "Only the router imports pages ('{{target}}'): move what is shared out of pages/.",
        },
      },
      create(context) {
        const own = pageOf(context.filename);
        function check(node) {
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = pageOf(path.resolve(path.dirname(context.filename), source.value));
          if (!target || target === own) return;
          context.report({ node: source, messageId: own ? 'otherPage' : 'outsidePages', data: { target } });
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [], messages: { name: "File names under src/ are kebab-case: '{{name}}'." } },
      create(context) {
        const name = path.basename(context.filename);
        if (!KEBAB_CASE_FILE.test(name)) context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
        return {};
      },
    },
  },
};

const CONTRACT_VALUE_SUBPATHS = ['routes', 'error-codes', 'vocabulary', 'formatting'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/*.generated.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { forkcast },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/src/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'forkcast/kebab-case-file-name': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web bundle: contracts as types only (their values come with zod), values from the zod-free subpaths.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@forkcast/contracts',
              allowTypeImports: true,
              message: `Import contracts as types only ('import type'); values come from @forkcast/contracts/{${CONTRACT_VALUE_SUBPATHS.join(',')}}, which keep zod out of the bundle.`,
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'zod stays out of the web bundle: the server validates.' },
            {
              group: ['@forkcast/contracts/*', ...CONTRACT_VALUE_SUBPATHS.map((subpath) => `!@forkcast/contracts/${subpath}`)],
              message: `Only the zod-free subpaths of the contracts: ${CONTRACT_VALUE_SUBPATHS.join(', ')}.`,
            },
            { group: ['@forkcast/server', '@forkcast/server/*'], message: 'The web talks to the server through the contracts only.' },
            { regex: '(^|/)server/src(/|$)', message: 'The web talks to the server through the contracts only.' },
          ],
        },
      ],
    },
  },
  {
    // The service worker runs in its own scope: self, caches, clients.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**'],
    rules: { 'forkcast/page-boundaries': 'error' },
  },
  {
    // Engines are pure libraries: they never depend on an app.
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@forkcast/server', '@forkcast/server/*', '@forkcast/web', '@forkcast/web/*'],
              message: 'Packages never depend on an app.',
            },
            { regex: '(^|/)apps/', message: 'Packages never depend on an app.' },
          ],
        },
      ],
    },
  },
  {
    // Thin routes: validate with the contract, call a service; the database is the repositories' business.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call services; queries live in repositories.' },
            { regex: '(^|/)db/', message: 'Routes call services; the database is reached through repositories.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*-service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Services orchestrate; queries live in repositories.' },
            { regex: '(^|/)db/schema(\\.js)?$', message: "Services orchestrate; tables are the repositories' business." },
          ],
        },
      ],
    },
  },
);
