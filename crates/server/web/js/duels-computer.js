// The lobby's "Play the computer" (duels.html#computer), for anyone, with or
// without an account: the game, the computer's level and a clock, then a new
// duel (POST /api/duels/computer) and off to its page. Below, your duels
// against the computer (GET /api/duels?state=computer): those in play first,
// then the finished ones with the result from your side, as the server says.

import { api } from './api.js';
import { el, say } from './layout.js';
import { duelHref } from './share.js';
import { fillPresets, wireTimeChoice } from './lobby-form.js';
import {
  gameTitle, setupText, timeControlText, playerName, resultWords, shortResult, formatAgo, slot, spliced,
} from './duel-words.js';
import { t } from './words.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./players.js').DuelSummary} DuelSummary */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */

// A duel of yours ends or moves on without a word to the lobby: fetch the
// list again now and then, and whenever the page is shown again.
const REFRESH_MS = 30000;

/** @type {{ presets: Preset[], fetching: Promise<void> | null, fail: (err: unknown) => void }} */
const state = {
  presets: [],
  fetching: null,
  fail: (err) => console.error(err),
};

/** Wires the form and keeps the list of your duels against the computer.
 * @param {Preset[]} presets
 * @param {(err: unknown) => void} [fail] */
export function initComputer(presets, fail) {
  state.presets = presets;
  if (fail) state.fail = fail;
  fillPresets($('computer-preset', HTMLSelectElement), $('computer-setup'), presets);
  const timeControl = wireTimeChoice($('computer-form', HTMLFormElement), {
    choice: 'computer-time-choice',
    preset: 'computer-time-preset',
    seconds: 'computer-time-seconds',
    secondsLabel: 'computer-time-seconds-label',
  });
  $('computer-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('computer-submit', HTMLButtonElement);
    if (button.disabled) return;
    const error = $('computer-error');
    say(error, '');
    const level = Number(new FormData($('computer-form', HTMLFormElement)).get('level') || 3);
    const body = { preset: $('computer-preset', HTMLSelectElement).value, level, time_control: timeControl() };
    button.disabled = true;
    try {
      const { id } = /** @type {{ id: string }} */ (await api('/api/duels/computer', { method: 'POST', body }));
      location.assign(duelHref(id));
    } catch (err) {
      say(error, err instanceof Error ? err.message : String(err), 'error');
      button.disabled = false;
    }
  });
  refresh();
  setInterval(refresh, REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  // Back from a duel by the browser's Back button: the page may come from
  // the cache, with the list as it was.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) refresh();
  });
}

/** Your duels against the computer; one fetch at a time.
 * @returns {Promise<void> | null} */
function refresh() {
  if (document.visibilityState === 'hidden') return null;
  state.fetching ??= (async () => {
    try {
      const { duels } = /** @type {{ duels: DuelSummary[] }} */ (await api('/api/duels?state=computer'));
      draw(duels);
    } catch (err) {
      state.fail(err);
    } finally {
      state.fetching = null;
    }
  })();
  return state.fetching;
}

/** @param {DuelSummary} d */
function termsOf(d) {
  return [gameTitle(d, state.presets), setupText(d.setup), timeControlText(d.time_control)].filter(Boolean).join(' · ');
}

/** @param {DuelSummary[]} duels */
function draw(duels) {
  const box = $('computer-list');
  const key = JSON.stringify(duels.map((d) => [d.id, d.updated_at, d.state]));
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const playing = duels.filter((d) => d.state === 'playing');
  const over = duels.filter((d) => d.state !== 'playing');
  if (!duels.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, t('online-computer-none')));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of playing) list.append(playingItem(d));
  for (const d of over) list.append(overItem(d));
  box.replaceChildren(list);
}

/** @param {DuelSummary} d */
function playingItem(d) {
  const computer = playerName(d, 'black');
  const where = d.turn ? t('online-computer-turn', { turn: d.turn, turns: d.setup.turns }) : t('online-computer-codes');
  return el('li', { className: 'duel-item playing computer-duel', dataset: { id: String(d.id), state: 'playing' } },
    el('p', { className: 'duel-item-heading' },
      ...spliced(t('online-item-in-play', { computer: slot('computer') }), { computer: el('strong', {}, computer) }),
      ` · ${where}`,
      el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.updated_at)}`)),
    el('p', { className: 'duel-item-terms' }, termsOf(d)),
    el('div', { className: 'controls duel-item-actions' },
      el('a', { className: 'button button-primary', href: duelHref(d.id) }, t('online-go-on', { computer }))));
}

/** @param {DuelSummary} d */
function overItem(d) {
  const you = d.you ?? 'white';
  const names = { white: playerName(d, 'white'), black: playerName(d, 'black') };
  const computer = names.black;
  const words = d.result ? resultWords(d.result, you, names) : null;
  const short = d.result && words ? shortResult(d.result, words) : t('online-finished');
  return el('li', {
    className: `duel-item over computer-duel outcome-${words ? words.outcome : 'none'}`,
    dataset: { id: String(d.id), state: 'over', outcome: words ? words.outcome : '' },
  },
  el('p', { className: 'duel-item-heading' },
    ...spliced(t('online-item-over', { outcome: slot('outcome'), opponent: slot('opponent') }), {
      outcome: el('span', { className: 'duel-outcome' }, short),
      opponent: el('strong', {}, computer),
    }),
    el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.updated_at)}`)),
  el('p', { className: 'duel-item-terms' }, termsOf(d), words ? ` · ${words.text}` : ''),
  el('div', { className: 'controls duel-item-actions' },
    el('a', { href: duelHref(d.id) }, t('online-see-board'))));
}
