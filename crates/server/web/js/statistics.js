// Your statistics (statistics.html): for each level played, the numbers the
// server adds up (GET /api/statistics) and the guess distribution drawn as
// bars of HTML, one per number of turns, as long as its share of the most
// frequent.

import { api } from './api.js';
import { initLayout, el, say, formatSeconds } from './layout.js';
import { plural } from './pegs.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

initLayout();
start().catch((err) => say($('statistics-message'), err instanceof Error ? err.message : String(err), 'error'));

async function start() {
  /** @type {Schemas['StatisticsView']} */
  const stats = await api('/api/statistics');
  const box = $('statistics');
  if (!stats.presets.length) {
    box.replaceChildren(el('p', { className: 'empty-table' },
      'No finished games yet. ', el('a', { href: './' }, 'Choose a level on the Introduction'), ' and play one.'));
    return;
  }
  box.replaceChildren(...stats.presets.map(card));
  const wanted = new URLSearchParams(location.search).get('preset');
  const target = wanted && document.getElementById(`statistics-${wanted}`);
  if (target) target.scrollIntoView();
}

/** @param {Schemas['PresetStatistics']} s */
function card(s) {
  const headingId = `statistics-${s.preset}-heading`;
  return el('section', { className: 'statistics-card', id: `statistics-${s.preset}`, 'aria-labelledby': headingId, dataset: { preset: s.preset } },
    el('h2', { id: headingId }, s.title),
    el('dl', { className: 'statistics-numbers' },
      number('played', 'Played', String(s.played)),
      number('win-percent', 'Wins', `${s.wins} (${formatPercent(s.win_percent)})`),
      number('current-streak', 'Current streak', String(s.current_streak)),
      number('best-streak', 'Best streak', String(s.best_streak)),
      number('average', 'Average time of a win', s.average_win_seconds == null ? '—' : formatSeconds(s.average_win_seconds))),
    el('h3', { className: 'distribution-heading' }, 'Guess distribution'),
    distribution(s),
    el('p', { className: 'statistics-links' },
      el('a', { href: `game.html?preset=${encodeURIComponent(s.preset)}` }, 'Play this level'),
      ' · ',
      el('a', { href: `scores.html?preset=${encodeURIComponent(s.preset)}` }, 'High scores')));
}

/** @param {string} key
 * @param {string} label
 * @param {string} value */
function number(key, label, value) {
  return el('div', { className: 'statistics-number', dataset: { stat: key } },
    el('dt', {}, label),
    el('dd', {}, value));
}

/** @param {number} percent */
function formatPercent(percent) {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)} %`;
}

/** One bar per number of turns: its length is its share of the longest.
 * @param {Schemas['PresetStatistics']} s */
function distribution(s) {
  const most = Math.max(1, ...s.distribution);
  const list = el('ol', { className: 'distribution', 'aria-label': `Wins by the turns they took, ${s.title}` });
  s.distribution.forEach((count, i) => {
    const turns = i + 1;
    const bar = el('span', { className: 'distribution-bar' + (count ? '' : ' distribution-empty') },
      el('span', { className: 'distribution-count' }, String(count)));
    bar.style.setProperty('--share', String(count / most));
    list.append(el('li', {
      className: 'distribution-row',
      dataset: { turns: String(turns), count: String(count) },
      'aria-label': `${plural(turns, 'turn')}: ${plural(count, 'win')}`,
    }, el('span', { className: 'distribution-turns', 'aria-hidden': 'true' }, String(turns)), bar));
  });
  return list;
}
