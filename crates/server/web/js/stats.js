// The statistics page (stats.html): how the finished duels ended, as seed
// 003's page opens ("white 77,500 (38.80 %), black …, draws …"), the
// ranking of rated players, and the duels in play anyone may watch. Every
// number is the server's (GET /api/stats, /api/players, /api/duels?state=watch);
// the page fetches them again every 20 s while it is visible.

import { api, loadPresets } from './api.js';
import { initLayout, loadAccount, el, say } from './layout.js';
import {
  playerLink, ratingText, ratingTitle, countText, percentText, drawWatchList,
} from './players.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {import('./players.js').DuelSummary} DuelSummary */

const REFRESH_MS = 20000;

/** @type {{ presets: Schemas['PresetView'][], me: string | null, timer: ReturnType<typeof setInterval> | null, loading: Promise<void> | null }} */
const state = { presets: [], me: null, timer: null, loading: null };

initLayout();
start().catch(fail);

async function start() {
  const [presets, account] = await Promise.all([
    loadPresets().catch(() => []),
    loadAccount().catch(() => null),
  ]);
  state.presets = presets;
  state.me = account ? account.name : null;
  await refresh();
  state.timer = setInterval(refresh, REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
}

/** Fetches the three lists again; one fetch at a time, none while hidden.
 * @returns {Promise<void> | null} */
function refresh() {
  if (document.visibilityState === 'hidden') return null;
  state.loading ??= (async () => {
    try {
      const [stats, ranking, watch] = await Promise.all([
        /** @type {Promise<Schemas['StatsView']>} */ (api('/api/stats')),
        /** @type {Promise<Schemas['Ranking']>} */ (api('/api/players')),
        /** @type {Promise<{ duels: DuelSummary[] }>} */ (api('/api/duels?state=watch')),
      ]);
      drawStats(stats);
      drawRanking(ranking.players);
      drawWatchList($('stats-watch'), watch.duels, state.presets, state.me);
      say($('stats-message'), '');
    } catch (err) {
      fail(err);
    } finally {
      state.loading = null;
    }
  })();
  return state.loading;
}

/** @param {Schemas['StatsView']} stats */
function drawStats(stats) {
  const rows = [
    { kind: 'white', title: t('accounts-white-wins'), share: stats.white_wins },
    { kind: 'black', title: t('accounts-black-wins'), share: stats.black_wins },
    { kind: 'draws', title: t('accounts-draws'), share: stats.draws },
  ];
  const table = el('table', { className: 'stats-table', id: 'stats-table' },
    el('caption', { className: 'visually-hidden' }, t('accounts-stats-caption')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, t('accounts-result')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-duels')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-share-heading')))),
    el('tbody', {}, rows.map((r) => el('tr', { dataset: { kind: r.kind, count: String(r.share.count), percent: String(r.share.percent) } },
      el('th', { scope: 'row' }, el('span', { className: `stats-swatch stats-${r.kind}`, 'aria-hidden': 'true' }), r.title),
      el('td', { className: 'number' }, countText(r.share.count)),
      el('td', { className: 'number' }, percentText(r.share.percent))))),
    el('tfoot', {}, el('tr', { dataset: { kind: 'total', count: String(stats.finished) } },
      el('th', { scope: 'row' }, t('accounts-finished-duels')),
      el('td', { className: 'number' }, countText(stats.finished)),
      el('td', { className: 'number' }, stats.finished ? percentText(100) : '—'))));
  const box = $('stats-won');
  box.replaceChildren(table);
  if (!stats.finished) box.append(el('p', { className: 'empty-table' }, t('accounts-no-duel-finished')));
}

/** @param {Schemas['RankedPlayer'][]} players */
function drawRanking(players) {
  const box = $('stats-ranking');
  if (!players.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, t('accounts-nobody-rated')));
    return;
  }
  const me = state.me ? state.me.toLowerCase() : null;
  const table = el('table', { className: 'ranking-table', id: 'ranking-table' },
    el('caption', { className: 'visually-hidden' }, t('accounts-ranking-caption')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('accounts-number-heading')),
      el('th', { scope: 'col' }, t('accounts-player')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-rating')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-rated-duels')))),
    el('tbody', {}, players.map((p) => el('tr', {
      className: me && p.name.toLowerCase() === me ? 'highlight' : '',
      dataset: { player: p.name, rank: String(p.rank), rating: String(p.rating), provisional: String(p.provisional) },
    },
    el('td', { className: 'number' }, String(p.rank)),
    el('td', { className: 'player-cell' }, playerLink(p.name)),
    el('td', { className: 'number rating-cell', title: ratingTitle(p) },
      ratingText(p), p.provisional ? el('span', { className: 'visually-hidden' }, ' ', t('accounts-provisional')) : ''),
    el('td', { className: 'number' }, countText(p.duels))))));
  box.replaceChildren(table);
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('stats-message'), (err instanceof Error && err.message) || String(err), 'error');
}
