// ESLint's recommended rules over the browser client (crates/server/web/js),
// and words-rule.js: a word a player reads comes from the catalogues.
// Its config lives here, beside the npm packages, rather than in web/, which
// the binary embeds and serves whole; so ESLint is run through its API with
// web/ as the directory it lints. Exits 1 on any problem.
import { ESLint } from 'eslint';
import js from '@eslint/js';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { wordsRule } from './words-rule.js';

const web = fileURLToPath(new URL('../crates/server/web/', import.meta.url));

const eslint = new ESLint({
  cwd: web,
  overrideConfigFile: true,
  overrideConfig: [
    js.configs.recommended,
    {
      files: ['js/**/*.js'],
      languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.browser },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { words: { rules: { 'from-catalogue': wordsRule } } },
      rules: { 'words/from-catalogue': 'error' },
    },
    {
      files: ['sw.js'],
      languageOptions: { ecmaVersion: 2024, sourceType: 'script', globals: globals.serviceworker },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { words: { rules: { 'from-catalogue': wordsRule } } },
      rules: { 'words/from-catalogue': 'error' },
    },
  ],
});
const results = await eslint.lintFiles(['js/**/*.js', 'sw.js']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(`eslint: ${results.length} files, ${problems} problems`);
process.exitCode = problems ? 1 : 0;
