// npm run lint: ESLint's and typescript-eslint's recommended rules everywhere, React's hook rules in the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'node_modules/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` is how the code says a value is left out on purpose (a destructured key, an unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The rules of hooks and their dependencies. The preset's React Compiler rules (refs, purity,
    // set-state-in-effect, ...) judge code for a compiler this app does not run, so they stay off.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(useStat|callOperation|useHomeCall)$/][typeArguments]',
          message:
            'A call takes its input and reply types from its operation id (generated/api.d.ts); a hand-written type parameter restates, and drifts from, the contract (decision 0125).',
        },
      ],
    },
  },
  {
    // Tests handle replies of any shape.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
