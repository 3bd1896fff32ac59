// The codebreaker league (league.html): the bot accounts, the best rated
// first, with their duels and guesses per code broken; the house bots (the
// computer's levels) among them. Every number is the server's (GET
// /api/league); the page fetches it again every 20 s while it is visible.

import { api } from './api.js';
import { initLayout, el, say } from './layout.js';
import { playerLink, ratingText, ratingTitle, countText } from './players.js';
import { byId as $ } from './dom.js';
import { t, number } from './words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

const REFRESH_MS = 20000;

/** @type {Promise<void> | null} */
let loading = null;

initLayout();
refresh();
setInterval(refresh, REFRESH_MS);
document.addEventListener('visibilitychange', refresh);

function refresh() {
  if (document.visibilityState === 'hidden') return;
  loading ??= (async () => {
    try {
      /** @type {Schemas['LeagueView']} */
      const league = await api('/api/league');
      draw(league.bots);
      say($('league-message'), '');
    } catch (err) {
      say($('league-message'), err instanceof Error ? err.message : String(err), 'error');
    } finally {
      loading = null;
    }
  })();
}

/** @param {Schemas['LeagueEntryView'][]} bots */
function draw(bots) {
  const box = $('league-table-box');
  if (!bots.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, t('accounts-league-empty')));
    return;
  }
  const table = el('table', { className: 'ranking-table league-table', id: 'league-table' },
    el('caption', { className: 'visually-hidden' }, t('accounts-league-caption')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('accounts-number-heading')),
      el('th', { scope: 'col' }, t('accounts-league-bot')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-rating')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-duels')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-league-record')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-league-average')))),
    el('tbody', {}, bots.map((b) => el('tr', { dataset: { player: b.name, rank: String(b.rank ?? '') } },
      el('td', { className: 'number' }, b.rank == null ? '—' : String(b.rank)),
      el('td', { className: 'player-cell' }, playerLink(b.name, { bot: true }),
        b.house == null ? '' : el('span', { className: 'house-note' }, ' ', t('accounts-league-house', { level: b.house }))),
      el('td', { className: 'number rating-cell', title: ratingTitle(b.rating) }, ratingText(b.rating)),
      el('td', { className: 'number' }, countText(b.duels)),
      el('td', { className: 'number' }, t('accounts-league-wins-draws-losses', { wins: b.wins, draws: b.draws, losses: b.losses })),
      el('td', { className: 'number' }, b.average_guesses == null ? '—' : number(b.average_guesses, { minimumFractionDigits: 2, maximumFractionDigits: 2 }))))));
  box.replaceChildren(table);
}
