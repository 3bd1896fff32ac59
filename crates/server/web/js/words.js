// The page's words in the reader's language. The server writes each page in
// one language (<html lang>) and carries that language's catalogues for the
// scripts in <script id="words">; messages are formatted by Project Fluent's
// own formatter (vendor/fluent-bundle), plurals and numbers by the
// language's rules (Intl). A script never writes a word a player reads
// other than through t().

import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';

/** The page's language, as the server chose it. */
export const lang = document.documentElement.lang || 'en';

/** A name's genitive by the language's rule, which the server writes into
 *  <html data-possessive> as `ending|letters|ending after them`
 *  (crates/i18n's LANGUAGES): `Bob's`; `Bobs`, `Klaus'`.
 * @param {string} name */
function possessive(name) {
  const [ending = "'s", after = '', endingAfter = ending] = (document.documentElement.dataset.possessive ?? '').split('|');
  const last = name.slice(-1).toLowerCase();
  return name + (last && after.includes(last) ? endingAfter : ending);
}

const bundle = new FluentBundle(lang, {
  useIsolating: false,
  functions: { POSSESSIVE: ([name]) => possessive(String(name ?? '')) },
});
const carried = document.getElementById('words')?.textContent;
bundle.addResource(new FluentResource(carried ? JSON.parse(carried) : ''));

/** @typedef {Record<string, string | number | Date>} Args */

/** The message `id` (or `id.attribute`) with its variables.
 * @param {string} id
 * @param {Args} [args] */
export function t(id, args) {
  const [name, attribute] = id.split('.');
  const message = bundle.getMessage(name);
  const pattern = attribute ? message?.attributes[attribute] : message?.value;
  if (!pattern) {
    console.error(`no message ${id} in ${lang}`);
    return id;
  }
  /** @type {Error[]} */
  const errors = [];
  const text = bundle.formatPattern(pattern, args, errors);
  for (const error of errors) console.error(`${id}: ${error.message}`);
  return text;
}

/** Whether the catalogue has `id` (a refusal's code, say).
 * @param {string} id */
export function has(id) {
  return bundle.hasMessage(id);
}

/** A number in the page's language: `20,471` / `20.471`.
 * @param {number} value
 * @param {Intl.NumberFormatOptions} [options] */
export function number(value, options) {
  return new Intl.NumberFormat(lang, options).format(value);
}

/** A fraction as a percentage: `38.80%` / `38,80 %`.
 * @param {number} fraction
 * @param {number} [digits] */
export function percent(fraction, digits = 0) {
  return number(fraction, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A moment (Unix milliseconds or a Date) as the language writes it.
 * @param {number | Date} when
 * @param {Intl.DateTimeFormatOptions} [options] */
export function date(when, options = { dateStyle: 'medium', timeStyle: 'short' }) {
  return new Intl.DateTimeFormat(lang, options).format(when);
}

/** What a refusal from the API says in the page's language: in English the
 *  server's own message (it names the very problem: the name, the turn),
 *  in another language the message for its `code` where the catalogue has
 *  one, else the English.
 * @param {{ error?: string, code?: string } | null | undefined} body */
export function refusal(body) {
  const id = body?.code ? `error-${body.code.replaceAll('_', '-')}` : '';
  if (lang !== 'en' && id && has(id)) return t(id);
  return body?.error || (id && has(id) ? t(id) : t('error-unknown'));
}

/** A preset's title in the page's language (`preset-<name>`), else as the
 *  server gives it.
 * @param {{ name?: string, title?: string } | null | undefined} preset */
export function presetTitle(preset) {
  const id = `preset-${preset?.name ?? ''}`;
  return preset?.name && has(id) ? t(id) : (preset?.title ?? '');
}
