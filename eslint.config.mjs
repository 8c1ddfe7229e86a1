// ESLint flat config for the whole workspace: typescript-eslint's recommended rules; Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import liquify from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', '.nx/**', 'artifacts/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', globalThis: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // Boundaries (docs/service-template.md): services never import each other, front ends only speak HTTP,
  // contracts are data every side can load. Proven by scripts/lint-boundaries.test.mjs.
  { plugins: { liquify }, rules: { 'liquify/boundaries': 'error' } },
  // The front ends run in the browser.
  {
    files: ['frontends/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/session/**/*.{ts,tsx}'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', navigator: 'readonly' } },
  },
);
