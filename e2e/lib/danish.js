// The site in Danish: switching from the menu, and finding English left on a
// page. What counts as English is read from the catalogues themselves
// (crates/i18n/locales/en/*.ftl): every run of text of an English message
// of three words or more that Danish does not share. Such a run on a Danish
// page is a word that escaped the catalogue or a message not asked for in
// the page's language.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentResource } from '@fluent/bundle';

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'crates', 'i18n', 'locales');

/** The text runs of every message of `lang`'s catalogues.
 * @param {string} lang */
function runs(lang) {
  const found = new Set();
  const dir = path.join(LOCALES, lang);
  /** @param {any} pattern */
  const walk = (pattern) => {
    if (typeof pattern === 'string') found.add(pattern);
    else if (Array.isArray(pattern)) {
      for (const part of pattern) {
        if (typeof part === 'string') found.add(part);
        else if (part?.type === 'select') for (const v of part.variants) walk(v.value);
      }
    }
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    const resource = new FluentResource(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const message of resource.body) {
      if (message.id.startsWith('-')) continue;
      walk(message.value);
      for (const attribute of Object.values(message.attributes ?? {})) walk(attribute);
    }
  }
  return found;
}

const danish = runs('da');
/** English runs of three words or more that Danish does not share. */
const ENGLISH = [...runs('en')]
  .map((run) => run.replace(/\s+/g, ' ').trim())
  .filter((run) => run.split(' ').filter((w) => /\p{L}{2,}/u.test(w)).length >= 3 && !danish.has(run));

/** The English runs on `page`: in its text and its accessible names.
 * @param {import('playwright-core').Page} page */
export async function englishLeft(page) {
  const shown = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    return [document.body.innerText, ...names].join('\n').replace(/\s+/g, ' ');
  });
  return ENGLISH.filter((run) => shown.includes(run));
}

/** Chooses Danish from the site menu's switch; the page comes back in Danish.
 * @param {import('playwright-core').Page} page */
export async function switchToDanish(page) {
  await page.click('.language-switch button[data-lang="da"]');
  await page.waitForSelector('html[lang="da"]');
  await page.waitForSelector('.language-switch button[data-lang="da"][aria-pressed="true"]');
}
