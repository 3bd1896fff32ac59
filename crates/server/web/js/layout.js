// What every page shares: the colour-blind, dark-mode and sound switches in
// the site header, the account link (the
// player's name or "Log in"), and a message area. The header itself, with the
// current page marked in its menu, comes from the server's template
// (crates/server/templates/layout.html).

import { api } from './api.js';
import { colourBlind, theme } from './store.js';
import { all } from './dom.js';
import { date, t } from './words.js';
import { soundSwitch, watchSound } from './sound.js';
import { startBell } from './bell.js';

/** @param {boolean} [on] */
export function applyColourBlind(on = colourBlind.get()) {
  document.documentElement.classList.toggle('colour-blind', on);
  for (const button of all(document, '.colour-blind-toggle')) {
    button.setAttribute('aria-pressed', String(on));
    button.textContent = on ? t('colour-blind-on') : t('colour-blind-off');
  }
}

/** @type {Record<string, string>} */
const THEME_LABELS = { null: 'theme-auto', dark: 'theme-dark', light: 'theme-light' };
/** @type {Record<string, 'dark' | 'light' | null>} */
const NEXT_THEME = { null: 'dark', dark: 'light', light: null };

/** Dark mode: 'dark' or 'light' as chosen, or the system's choice (auto).
 * @param {'dark' | 'light' | null} [value] */
export function applyTheme(value = theme.get()) {
  const root = document.documentElement;
  if (value) root.dataset.theme = value;
  else delete root.dataset.theme;
  for (const button of all(document, '.theme-toggle')) {
    button.dataset.theme = value ?? 'auto';
    button.textContent = t(THEME_LABELS[String(value)]);
    button.title = value ? t('theme-chosen-hint') : t('theme-auto-hint');
  }
}

/** The header's switches in a group of their own, the settings, so that a
 *  phone can give them a line of their own below the menu.
 * @param {Element} header */
function headerSwitches(header) {
  let group = header.querySelector('.header-switches');
  if (!group) {
    group = el('div', { className: 'header-switches', role: 'group', 'aria-label': t('settings-label') });
    const colourBlind = header.querySelector('.colour-blind-toggle');
    if (colourBlind) group.append(colourBlind);
    (header.querySelector('.site-menu') ?? header).append(group);
  }
  return group;
}

/** On a narrow screen the menu and the settings fold behind the header's
 *  Menu button (the style sheet decides when): it opens and closes them,
 *  and Escape closes them with the focus back on the button. */
function foldMenu() {
  for (const header of document.querySelectorAll('.site-header')) {
    const button = header.querySelector('.menu-toggle');
    if (!(button instanceof HTMLButtonElement)) continue;
    header.classList.add('folding');
    /** @param {boolean} open */
    const show = (open) => {
      header.classList.toggle('menu-open', open);
      button.setAttribute('aria-expanded', String(open));
    };
    button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
    header.addEventListener('keydown', (event) => {
      if (!(event instanceof KeyboardEvent) || event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
      show(false);
      button.focus();
    });
  }
}

/** A switch of the page's own (the sound, say) beside those of every page:
 *  `make()` builds the button for one header.
 * @param {string} className
 * @param {() => HTMLElement} make */
export function addHeaderSwitch(className, make) {
  for (const header of document.querySelectorAll('.site-header')) {
    const group = headerSwitches(header);
    if (!group.querySelector(`.${className}`)) group.append(make());
  }
}

/** The dark-mode switch, after the colour-blind toggle of every header. */
function addThemeToggles() {
  addHeaderSwitch('theme-toggle', () => {
    const button = el('button', { type: 'button', className: 'theme-toggle' });
    button.addEventListener('click', () => {
      const next = NEXT_THEME[String(theme.get())];
      theme.set(next);
      applyTheme(next);
    });
    return button;
  });
}

applyTheme();

export function initLayout() {
  foldMenu();
  addThemeToggles();
  addHeaderSwitch('sound-toggle', soundSwitch);
  watchSound();
  applyTheme();
  applyColourBlind();
  for (const button of document.querySelectorAll('.colour-blind-toggle')) {
    button.addEventListener('click', () => {
      const on = !colourBlind.get();
      colourBlind.set(on);
      applyColourBlind(on);
    });
  }
  fillAccountLinks();
  watchLanguageSwitch();
  watchScrollingTables();
  registerWorker();
  window.addEventListener('storage', (event) => {
    if (event.key === 'mastermind.colour-blind') applyColourBlind();
    if (event.key === 'mastermind.theme') applyTheme();
  });
}

/** The service worker (/sw.js): what makes the site installable as an app
 *  and shows push messages. A browser without one plays as well. */
function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
}

/** The menu's language switch: the choice is kept in the `lang` cookie, by
 *  which the server writes every page, and by the account of a player
 *  logged in, so that a login elsewhere finds it; then the page is read
 *  again in the language chosen. */
function watchLanguageSwitch() {
  for (const button of all(document, '.language-switch button[data-lang]', HTMLButtonElement)) {
    button.addEventListener('click', async () => {
      const language = button.dataset.lang ?? 'en';
      document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
      try {
        if (await loadAccount()) await api('/api/account', { method: 'PATCH', body: { language } });
      } catch {
        // The browser keeps the choice; the account takes it at the next switch.
      }
      location.reload();
    });
  }
}

/** A table wider than the screen scrolls sideways in its box: the keyboard
 *  must reach that box to scroll it (WCAG 2.1.1), so while it overflows it is
 *  a focusable region named after its table. Boxes that fit stay out of the
 *  tab order. */
function watchScrollingTables() {
  const boxes = all(document, '.table-scroll');
  if (!boxes.length) return;
  /** @param {HTMLElement} box */
  const update = (box) => {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls === box.hasAttribute('tabindex')) return;
    if (scrolls) {
      const caption = box.querySelector('caption')?.textContent?.trim();
      box.setAttribute('tabindex', '0');
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', caption ? t('table-scrolls-named', { caption }) : t('table-scrolls'));
    } else {
      for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  };
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) update(/** @type {HTMLElement} */ (entry.target));
  });
  // A table drawn into a box already shown may leave its size alone.
  const changed = new MutationObserver((records) => {
    for (const record of records) update(/** @type {HTMLElement} */ (record.target));
  });
  for (const box of boxes) {
    resized.observe(box);
    changed.observe(box, { childList: true });
  }
}

/** @typedef {import('./api-types').components['schemas']['AccountView']} Account */

/** @type {Promise<Account | null> | null} */
let accountPromise = null;

/** The account of this browser's session: `{name, created_at}`, or null when
 *  nobody is logged in. Fetched once per page; `forgetAccount` drops it.
 * @returns {Promise<Account | null>} */
export function loadAccount() {
  accountPromise ??= /** @type {Promise<Account>} */ (api('/api/account')).catch((err) => {
    if (err.status === 401 || err.status === 404) return null;
    accountPromise = null;
    throw err;
  });
  return accountPromise;
}

export function forgetAccount() {
  accountPromise = null;
}

/** This page as a relative address, for `account.html?next=`. */
export function herePath() {
  const page = location.pathname.split('/').pop();
  return (page || './') + location.search;
}

/** The header's account link: the player's name, or "Log in" (back here after). */
export async function fillAccountLinks() {
  const links = all(document, '.account-link', HTMLAnchorElement);
  if (!links.length) return;
  /** @type {Account | null} */
  let account;
  try {
    account = await loadAccount();
  } catch {
    // Unreachable server: the link offers to log in, as for nobody.
    account = null;
  }
  if (account) startBell();
  const onAccountPage = location.pathname.endsWith('/account.html');
  for (const link of links) {
    if (account) {
      link.textContent = account.name;
      link.href = 'account.html';
      link.title = t('menu-account-yours');
      link.dataset.account = account.name;
    } else {
      link.textContent = t('menu-log-in');
      link.href = onAccountPage ? 'account.html' : `account.html?next=${encodeURIComponent(herePath())}`;
      link.title = t('menu-account-log-in');
      delete link.dataset.account;
    }
  }
}

/** Shows a message in a page's status area (a live region).
 * @param {HTMLElement} el
 * @param {string} text
 * @param {string} [kind] */
export function say(el, text, kind = 'info') {
  el.textContent = text;
  el.dataset.kind = kind;
  el.hidden = !text;
}

/** @typedef {Node | string | number | boolean | null | undefined} Child */

/** Builds an element: el('td', {className: 'x'}, child, 'text'). Text is always text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown>} [props]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]} */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'className') node.className = String(value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    // A property such as `disabled` or `value` is set as itself, not as text.
    else if (key in node && typeof value !== 'string') /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (node))[key] = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** "1 min 05 s" for a number of seconds, in the page's language.
 * @param {number | string | null | undefined} seconds */
export function formatSeconds(seconds) {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.round(Number(seconds));
  if (s < 60) return t('duration-seconds', { seconds: s });
  const m = Math.floor(s / 60);
  const rest = String(s % 60).padStart(2, '0');
  if (m < 60) return t('duration-minutes', { minutes: m, seconds: rest });
  return t('duration-hours', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });
}

/** A day as the page's language writes it ("27 Nov 2026", "27. nov. 2026").
 * @param {string | number | null | undefined} text an RFC 3339 date, or Unix milliseconds */
export function formatDate(text) {
  if (!text) return '—';
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return String(text);
  return date(d, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The preset's roman level for the two web games, e.g. "I".
 * @param {number | null | undefined} level */
export function levelName(level) {
  return (level != null && ['', 'I', 'II', 'III'][level]) || String(level ?? '');
}

/** A confirmation in a modal <dialog>; resolves to true for the confirm button.
 * @param {string} question
 * @param {string} [confirmText]
 * @param {string} [cancelText]
 * @returns {Promise<boolean>} */
export function confirmDialog(question, confirmText = t('dialog-yes'), cancelText = t('dialog-cancel')) {
  return new Promise((resolve) => {
    const dialog = el('dialog', { className: 'confirm-dialog', 'aria-labelledby': 'confirm-question' },
      el('form', { method: 'dialog' },
        el('p', { id: 'confirm-question' }, question),
        el('div', { className: 'dialog-buttons' },
          el('button', { value: 'confirm', className: 'button-danger' }, confirmText),
          el('button', { value: 'cancel', autofocus: true }, cancelText))));
    document.body.append(dialog);
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'confirm');
      dialog.remove();
    });
    dialog.showModal();
  });
}
