// The daily code on the game page (game.html?id=… of a daily game): which
// day's code it is, no hints while it is played, and once it is over the
// result to share as the server writes it (key pegs only, no colour) with a
// Copy button, the day's statistics with a countdown to the next code
// (daily-day.js), a name for the day's table (without an account), and the
// table itself a link away.

import { scoreAsked } from './score-dialog.js';
import { api } from './api.js';
import { el, say, loadAccount } from './layout.js';
import { byId } from './dom.js';
import { presetTitle, t } from './words.js';
import { dayStatistics } from './daily-day.js';

/** @typedef {import('./api-types').components['schemas']['GameView']} GameView */

/** @param {string} id */
const $ = (id) => document.getElementById(id);

/** @type {string | null} the game and state the panel shows */
let drawn = null;

/** Draws the panel of a daily game; leaves it hidden for any other game.
 * @param {GameView | null} game */
export async function showDaily(game) {
  const panel = $('daily-panel');
  if (!panel || !game || !game.daily) return;
  // Drawn again once the high-score dialog no longer asks (closed): the
  // day's table then asks for its name itself.
  const key = `${game.id} ${game.state} ${scoreAsked(game)}`;
  if (drawn === key) return;
  drawn = key;
  const { day, preset, share } = game.daily;
  const table = el('a', { className: 'daily-table-link', href: `daily.html?preset=${encodeURIComponent(preset)}` }, t('play-daily-table-link'));
  const heading = el('h2', { className: 'daily-heading' }, t('play-daily-heading', { day }));
  panel.hidden = false;
  if (game.state === 'playing') {
    const note = $('hint-note');
    if (note) note.textContent = t('play-daily-no-hints');
    panel.replaceChildren(heading,
      el('p', {}, t('play-daily-same-code')),
      el('p', {}, table));
    return;
  }
  panel.replaceChildren(heading, shareBox(shareText(game, share || '')), el('p', {}, table));
  // Tall enough for every line, wrapped ones included: nothing to scroll.
  const area = byId('daily-share');
  area.style.height = `${area.scrollHeight + 2}px`;
  // The day's statistics at once, and the countdown to the next code; the
  // day is the server's, not this browser's idea of it.
  const today = await dayStatistics(preset).catch(() => null);
  if (drawn !== key) return;
  if (today) panel.insertBefore(today.section, area.parentElement?.nextSibling ?? null);
  if (game.state === 'won' && today && day === today.table.day) {
    const account = await loadAccount().catch(() => null);
    // One name asked for: the high-score dialog's, when it asks, goes to
    // the day's table too.
    if (!account && !scoreAsked(game)) panel.append(nameForm(preset));
  }
}

/** The result to share in the page's language: the server's rows of key
 *  pegs (the core's), under a heading in the reader's words.
 * @param {GameView} game
 * @param {string} share the server's text: its heading, then a row per turn */
function shareText(game, share) {
  if (!share || !game.daily) return share;
  const [, ...rows] = share.split('\n');
  const heading = t('shared-daily-share-heading', {
    title: presetTitle({ name: game.daily.preset, title: '' }),
    day: game.daily.day,
    used: game.state === 'won' ? String(game.turns.length) : 'X',
    turns: String(game.setup.turns),
  });
  return [heading, ...rows, dayPage(game.daily.preset)].join('\n');
}

/** The day's page of `preset`, where a friend plays the same code.
 * @param {string} preset */
function dayPage(preset) {
  return new URL(`daily.html?preset=${encodeURIComponent(preset)}`, location.href).href;
}

/** The result in a read-only box, with a Copy button; selecting is the fallback.
 * @param {string} text */
function shareBox(text) {
  const area = el('textarea', {
    id: 'daily-share',
    className: 'daily-share',
    readOnly: true,
    rows: text.split('\n').length,
    spellcheck: 'false',
  });
  area.value = text;
  area.addEventListener('focus', () => area.select());
  const note = el('span', { className: 'share-note', role: 'status' });
  const copy = el('button', {
    type: 'button',
    id: 'daily-copy',
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(text);
        note.textContent = t('play-copied');
      } catch {
        area.focus();
        area.select();
        note.textContent = t('play-copy-keys');
      }
    },
  }, t('play-copy'));
  // The phone's share sheet where there is one; the Copy button elsewhere.
  const lines = text.split('\n');
  const url = lines.at(-1) ?? '';
  const button = typeof navigator.share === 'function'
    ? el('button', {
      type: 'button',
      id: 'daily-web-share',
      className: 'button-primary',
      onclick: () => navigator.share({ text: lines.slice(0, -1).join('\n'), url }).catch(() => {}),
    }, t('play-daily-share-button'))
    : copy;
  return el('div', { className: 'daily-result' },
    el('label', { for: 'daily-share' }, t('play-daily-result-label')),
    area,
    el('div', { className: 'share-row' }, button, note));
}

/** Without an account, a name for the day's table (else "anonymous").
 * @param {string} preset */
function nameForm(preset) {
  const input = el('input', { id: 'daily-name', type: 'text', maxLength: 44, required: true, autocomplete: 'nickname' });
  const message = el('p', { className: 'message', role: 'status', hidden: true });
  const form = el('form', { className: 'daily-name-form' },
    el('label', { for: 'daily-name' }, t('play-daily-name-label')),
    el('div', { className: 'share-row' }, input, el('button', { type: 'submit' }, t('play-daily-name-save'))),
    message);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      /** @type {{ name: string }} */
      const named = await api(`/api/daily/${encodeURIComponent(preset)}/name`, { method: 'POST', body: { name: input.value } });
      say(message, t('play-daily-named', { name: named.name }), 'success');
    } catch (err) {
      say(message, err instanceof Error ? err.message : String(err), 'error');
    }
  });
  return form;
}

/** Begins (or goes back to) today's daily code of `preset`: one try a day.
 * @param {string} preset */
export async function startDaily(preset) {
  /** @type {{ game: { id: string } }} */
  const view = await api(`/api/daily/${encodeURIComponent(preset)}`, { method: 'POST' });
  location.assign(`game.html?id=${encodeURIComponent(view.game.id)}`);
}

/** What a day's try at a preset came to, for people.
 * @param {string | null | undefined} state */
export function dailyStateText(state) {
  const known = state === 'playing' || state === 'won' || state === 'lost' || state === 'quit';
  return t('play-daily-state', { state: known ? state : 'new' });
}
