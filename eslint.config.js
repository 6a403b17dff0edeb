// Lint for the whole workspace: typescript-eslint's type-checked rules (they see what the types
// say, such as a promise nobody awaits), the React hooks rules, no `any` without a reason.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What the public pages draw takes its ids from islands/island-id.tsx: unique in the page in an island hydrated by Preact too. */
const USE_ID = {
  name: 'react',
  importNames: ['useId'],
  message: "Use useUniqueId (islands/island-id.tsx): in the browser an island's useId is Preact's, the same in every island.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'drizzle/**',
      'uploads/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and hooks, and test doubles of async APIs, are async without awaiting
      // anything by design; a promise left unawaited is caught by no-floating-promises instead.
      '@typescript-eslint/require-await': 'off',
      // react-router's loaders leave by throwing a redirect, which is a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // Which folder of the web package may import which: the public bundle (site/, sections/, islands/,
  // shared/) never pulls in editor code; sections render inside the public pages and in the editor's
  // preview alike, so they and what they use (islands/, shared/) import nothing of the public site's
  // own (site/); shared/ is the one helper both bundles read; and the editor's common folders (ui/,
  // api/, loading/, auth/, theme/) import no screen, so a screen's code is found in its own folder.
  {
    files: ['packages/web/src/site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [USE_ID],
          patterns: [{ regex: '^(\\.\\./)+admin/', message: 'The public site imports nothing of the editor (admin/).' }],
        },
      ],
    },
  },
  ...['sections', 'islands'].map((folder) => ({
    files: [`packages/web/src/${folder}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // islands/island-id.tsx is where useId is read for them.
          paths: folder === 'sections' ? [USE_ID] : [],
          patterns: [
            { regex: '^(\\.\\./)+admin/', message: 'Sections and islands import nothing of the editor (admin/).' },
            {
              regex: '^(\\.\\./)+site/',
              message:
                "Sections and islands import nothing of the public site's own (site/): what both use lives in sections/shared, islands/ or shared/.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'shared/ is read by both bundles and imports none of their folders.' }] },
      ],
    },
  },
  {
    files: ['packages/web/src/admin/{ui,api,loading,auth,theme}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(ui|api|loading|auth|theme)/)[\\w-]+/',
              message: "The editor's common folders (ui, api, loading, auth, theme) import no screen's folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers and parsed documents whose shape is what the assertion checks: typing
    // each answer first would repeat the contract in every test without proving more.
    files: ['**/*.test.ts', '**/*.test.tsx', 'packages/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
