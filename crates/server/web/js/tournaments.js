// The tournaments (tournaments.html): those running (the time left, or the
// round), those to come (the start and a countdown) and those finished (the
// winner), each linking to its page; and, for a player logged in, the form
// that makes one (tournament-form.js). A guest sees the lists and how to
// log in. The lists are fetched again every 15 s, and at once when a
// countdown reaches its start or an end.

import { api, loadPresets } from './api.js';
import { initLayout, loadAccount, el, say } from './layout.js';
import { plural } from './pegs.js';
import { playerLink } from './players.js';
import { wireTournamentForm } from './tournament-form.js';
import {
  tournamentHref, formatText, termsLine, durationText, startText,
} from './tournament-words.js';
import { byId as $, all } from './dom.js';

/** @typedef {import('./tournament-words.js').Summary} Summary */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {{ upcoming: Summary[], running: Summary[], finished: Summary[] }} Lists */

const REFRESH_MS = 15000;

/** @type {{ presets: Preset[], fetching: Promise<void> | null, due: boolean }} */
const state = { presets: [], fetching: null, due: false };

initLayout();
start().catch(fail);

async function start() {
  const [account, presets] = await Promise.all([loadAccount().catch(() => null), loadPresets().catch(() => [])]);
  state.presets = presets;
  if (account) {
    $('create-section').hidden = false;
    wireTournamentForm(presets);
  } else {
    $('create-guest').hidden = false;
  }
  await refresh();
  setInterval(refresh, REFRESH_MS);
  setInterval(tick, 1000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
}

/** The lists again; one fetch at a time.
 * @returns {Promise<void>} */
function refresh() {
  state.fetching ??= (async () => {
    try {
      /** @type {Lists} */
      const lists = await api('/api/tournaments');
      state.due = false;
      draw($('running-list'), lists.running, 'No tournament is running just now.');
      draw($('upcoming-list'), lists.upcoming, 'No tournament is coming up. Make one: it shows here for every player to join.');
      draw($('finished-list'), lists.finished, 'No tournament has finished yet.');
      tick();
    } catch (err) {
      fail(err);
    } finally {
      state.fetching = null;
    }
  })();
  return state.fetching;
}

/** @param {HTMLElement} box @param {Summary[]} list @param {string} none */
function draw(box, list, none) {
  const key = JSON.stringify(list);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!list.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, none));
    return;
  }
  box.replaceChildren(el('ul', { className: 'duel-items tournament-items' }, list.map(item)));
}

/** One tournament of a list.
 * @param {Summary} t */
function item(t) {
  const players = plural(t.players, 'player');
  return el('li', { className: `duel-item tournament-item tournament-${t.state}` + (t.joined ? ' mine' : ''), dataset: { id: t.id } },
    el('p', { className: 'duel-item-heading' },
      el('a', { className: 'tournament-link', href: tournamentHref(t.id) }, t.name),
      el('span', { className: 'duel-item-when' }, ` · ${formatText(t)} · ${players}`),
      t.joined ? el('span', { className: 'tournament-joined' }, t.state === 'over' ? ' · you played' : ' · you are in') : null),
    el('p', { className: 'duel-item-terms' }, termsLine(t, state.presets),
      t.creator ? [' · made by ', playerLink(t.creator)] : null),
    el('p', { className: 'tournament-when' }, when(t)));
}

/** When it starts, how long it has left, or who won.
 * @param {Summary} t */
function when(t) {
  if (t.state === 'created') {
    return [`Starts ${startText(t.starts_at)}, `, countdown(t.starts_at, 'in ', 'any moment now')];
  }
  if (t.state === 'running') {
    if (t.format === 'swiss') return t.round ? `Round ${t.round} of ${t.rounds}` : 'Round 1 is being paired';
    return t.ends_at ? ['Running: ', countdown(t.ends_at, '', 'ending now', ' left')] : 'Running';
  }
  if (t.state === 'over') return t.winner ? ['Won by ', el('strong', {}, playerLink(t.winner))] : 'Finished';
  return 'Cancelled';
}

/** A countdown to `at`, kept up to date by `tick`.
 * @param {number} at @param {string} before @param {string} past @param {string} [after] */
function countdown(at, before, past, after = '') {
  return el('span', { className: 'countdown', dataset: { at: String(at), before, past, after } });
}

/** Every countdown of the page, once a second (against this browser's
 * clock: the lists carry no server time); one that reaches its time fetches
 * the lists again. */
function tick() {
  const now = Date.now();
  for (const span of all(document, '.countdown')) {
    const at = Number(span.dataset.at);
    const left = at - now;
    const text = left > 0 ? `${span.dataset.before}${durationText(left)}${span.dataset.after}` : String(span.dataset.past);
    if (span.textContent !== text) span.textContent = text;
    if (left <= 0 && !state.due) {
      state.due = true;
      setTimeout(refresh, 1500);
    }
  }
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('tournaments-message'), err instanceof Error ? err.message : String(err), 'error');
}
