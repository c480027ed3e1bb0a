// ESLint flat config: TypeScript (typescript-eslint), Docusaurus rules
// (links through @docusaurus/Link, headings through @theme/Heading) and MDX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import * as mdx from 'eslint-plugin-mdx';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-instrumented/',
      'build-without-speed-layer/',
      'mcp/dist/',
      'mcp/edge/dist/',
      '**/.wrangler/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    // Node scripts and config files run in Node with CommonJS or ESM globals.
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '*.config.{ts,js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
      },
    },
    rules: {
      // babel.config.js is CommonJS by Docusaurus convention.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Example files import packages the site does not install (they are parsed
    // in tests, not compiled), and demonstrate APIs with `any`-typed data.
    files: ['examples/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-vars': 'off'},
  },
  {
    ...mdx.flat,
    files: ['**/*.mdx'],
    processor: mdx.createRemarkProcessor({lintCodeBlocks: false}),
  },
  {
    files: ['**/*.mdx'],
    // MDX partials receive their framework through the `props` object.
    languageOptions: {globals: {props: 'readonly'}},
    rules: {
      // MDX files use components from imports that ESLint cannot see as JSX usage.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
      // An inline `{expression}` in MDX prose is output, not a stray statement.
      'no-unused-expressions': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
