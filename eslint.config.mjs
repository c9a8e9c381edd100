// The JavaScript's lint rules (scripts/test runs `eslint` on every tracked .js and .mjs file):
// ESLint's recommended set. The page's modules run in a window, a worker or the service worker;
// tests, scripts, the site's build and the benchmarks run under node and hand callbacks to the
// page (page.evaluate), so they see both.
import js from '@eslint/js';
import globals from 'globals';

export default [
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.worker, ...globals.serviceworker },
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'wasm/**', 'bench/**', 'fuzz/**'],
    languageOptions: { globals: { ...globals.node } },
  },
];
