// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import campus from './build/eslint/package-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.bundle/**', '**/node_modules/**', 'test-results/**', 'bench/**/*.json', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { campus },
    rules: {
      'campus/package-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('x')` stays allowed: vitest's importOriginal<typeof import('x')>() idiom needs it
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Every rule of react-hooks 7's recommended set, as errors (exhaustive-deps too). Off: `todo`, which
    // only reports code the React Compiler cannot analyse yet (a dynamic import() in login-page's handler).
    // The compiler rules see function components and hooks by name: components wrapped in observer(function ...)
    // are not analysed.
    files: ['packages/app/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/core/**/*.{ts,tsx}', 'packages/modules/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/use-memo': 'error',
      'react-hooks/void-use-memo': 'error',
      'react-hooks/preserve-manual-memoization': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/error-boundaries': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/unsupported-syntax': 'error',
      'react-hooks/config': 'error',
      'react-hooks/gating': 'error',
    },
  },
  {
    // React holds content that replaces a Suspense fallback until 300 ms after the fallback showed: code
    // loaded later goes through core's lazyComponent, which shows its fallback without suspending.
    files: ['packages/app/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/core/**/*.{ts,tsx}', 'packages/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: "Use core's lazyComponent: React.lazy's Suspense fallback holds the screen 300 ms.",
            },
          ],
        },
      ],
    },
  },
  {
    // antd-mobile's imperative dialogs, sheets and viewers render into document.body, outside the screen:
    // they are opened through core's feedback (confirmDialog, alertDialog), which closes them when the
    // route changes (issue 34). A new kind is tracked with trackScreenOverlay where it is opened.
    files: ['packages/app/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/core/**/*.{ts,tsx}', 'packages/modules/**/*.{ts,tsx}'],
    ignores: ['packages/core/src/feedback/**', '**/*.test.{ts,tsx}', '**/testing.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression[object.name=/^(Dialog|Modal)$/][property.name=/^(show|alert|confirm)$/]',
          message: "Use core's confirmDialog / alertDialog: they close when the screen is left.",
        },
        {
          selector: "CallExpression > MemberExpression[object.name=/^(ActionSheet|ImageViewer)$/][property.name='show']",
          message: 'Track it with trackScreenOverlay (core) so it closes when the screen is left.',
        },
        {
          selector: "CallExpression > MemberExpression[object.property.name='Multi'][property.name='show']",
          message: 'Track it with trackScreenOverlay (core) so it closes when the screen is left.',
        },
      ],
    },
  },
);
