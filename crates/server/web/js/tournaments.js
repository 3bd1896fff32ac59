// The tournaments (tournaments.html): those running (the time left, or the
// round), those to come (the start and a countdown) and those finished (the
// winner), each linking to its page; and, for a player logged in, the form
// that makes one (tournament-form.js). A guest sees the lists and how to
// log in. The lists are fetched again every 15 s, and at once when a
// countdown reaches its start or an end.

import { api, loadPresets } from './api.js';
import { initLayout, loadAccount, el, say } from './layout.js';
import { playerLink } from './players.js';
import { t } from './words.js';
import { slot, spliced } from './duel-words.js';
import { wireTournamentForm } from './tournament-form.js';
import {
  tournamentHref, formatText, termsLine, durationText, startText, madeBy,
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
      draw($('running-list'), lists.running, t('online-none-running'));
      draw($('upcoming-list'), lists.upcoming, t('online-none-upcoming'));
      draw($('finished-list'), lists.finished, t('online-none-finished'));
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
 * @param {Summary} tournament */
function item(tournament) {
  const players = t('online-players-count', { players: tournament.players });
  return el('li', { className: `duel-item tournament-item tournament-${tournament.state}` + (tournament.joined ? ' mine' : ''), dataset: { id: tournament.id } },
    el('p', { className: 'duel-item-heading' },
      el('a', { className: 'tournament-link', href: tournamentHref(tournament.id) }, tournament.name),
      el('span', { className: 'duel-item-when' }, ` · ${formatText(tournament)} · ${players}`),
      tournament.joined
        ? el('span', { className: 'tournament-joined' }, ` · ${tournament.state === 'over' ? t('online-you-played-mark') : t('online-you-are-in-mark')}`)
        : null),
    el('p', { className: 'duel-item-terms' }, termsLine(tournament, state.presets),
      tournament.creator ? [' · ', ...madeBy(tournament.creator)] : null),
    el('p', { className: 'tournament-when' }, when(tournament)));
}

/** When it starts, how long it has left, or who won.
 * @param {Summary} tournament */
function when(tournament) {
  if (tournament.state === 'created') {
    return spliced(t('online-list-starts', { start: startText(tournament.starts_at), countdown: slot('countdown') }), {
      countdown: countdown(tournament.starts_at, 'start'),
    });
  }
  if (tournament.state === 'running') {
    if (tournament.format === 'swiss') {
      return tournament.round
        ? t('online-list-round', { round: tournament.round, rounds: tournament.rounds ?? 0 })
        : t('online-list-round-one');
    }
    return tournament.ends_at
      ? spliced(t('online-list-running-left', { countdown: slot('countdown') }), { countdown: countdown(tournament.ends_at, 'end') })
      : t('online-list-running');
  }
  if (tournament.state === 'over') {
    return tournament.winner
      ? spliced(t('online-list-won-by', { winner: slot('winner') }), { winner: el('strong', {}, playerLink(tournament.winner)) })
      : t('online-finished');
  }
  return t('online-list-cancelled');
}

/** A countdown to `at` (its start or its end), kept up to date by `tick`.
 * @param {number} at @param {'start' | 'end'} to */
function countdown(at, to) {
  return el('span', { className: 'countdown', dataset: { at: String(at), to } });
}

/** A countdown's words: the time left, or that it is due.
 * @param {string | undefined} to @param {number} left */
function countdownText(to, left) {
  if (to === 'start') return left > 0 ? t('online-countdown-start', { time: durationText(left) }) : t('online-countdown-any-moment');
  return left > 0 ? t('online-countdown-end', { time: durationText(left) }) : t('online-countdown-ending');
}

/** Every countdown of the page, once a second (against this browser's
 * clock: the lists carry no server time); one that reaches its time fetches
 * the lists again. */
function tick() {
  const now = Date.now();
  for (const span of all(document, '.countdown')) {
    const at = Number(span.dataset.at);
    const left = at - now;
    const text = countdownText(span.dataset.to, left);
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
