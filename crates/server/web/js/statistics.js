// Your statistics (statistics.html): for each level played, the numbers the
// server adds up (GET /api/statistics) and the guess distribution drawn as
// bars of HTML, one per number of turns, as long as its share of the most
// frequent.

import { api } from './api.js';
import { initLayout, el, say, formatSeconds } from './layout.js';
import { t } from './words.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

initLayout();
start().catch((err) => say($('statistics-message'), err instanceof Error ? err.message : String(err), 'error'));

async function start() {
  /** @type {Schemas['StatisticsView']} */
  const stats = await api('/api/statistics');
  const box = $('statistics');
  const accuracy = $('statistics-accuracy');
  accuracy.hidden = stats.accuracy == null;
  accuracy.textContent = stats.accuracy == null ? '' : t('play-statistics-accuracy', { accuracy: stats.accuracy, reviewed: stats.reviewed ?? 0 });
  if (!stats.presets.length) {
    box.replaceChildren(el('p', { className: 'empty-table' },
      ...withLink(t('play-statistics-empty', { link: LINK }), el('a', { href: './' }, t('play-statistics-empty-link')))));
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
      number('played', t('play-statistics-played'), String(s.played)),
      number('win-percent', t('play-statistics-wins'), t('play-statistics-wins-value', { wins: s.wins, percent: s.win_percent })),
      number('current-streak', t('play-statistics-current-streak'), String(s.current_streak)),
      number('best-streak', t('play-statistics-best-streak'), String(s.best_streak)),
      number('average', t('play-statistics-average'), s.average_win_seconds == null ? '—' : formatSeconds(s.average_win_seconds))),
    el('h3', { className: 'distribution-heading' }, t('play-statistics-distribution')),
    distribution(s),
    el('p', { className: 'statistics-links' },
      el('a', { href: `game.html?preset=${encodeURIComponent(s.preset)}` }, t('play-statistics-play')),
      ' · ',
      el('a', { href: `scores.html?preset=${encodeURIComponent(s.preset)}` }, t('play-statistics-scores'))));
}

/** @param {string} key
 * @param {string} label
 * @param {string} value */
function number(key, label, value) {
  return el('div', { className: 'statistics-number', dataset: { stat: key } },
    el('dt', {}, label),
    el('dd', {}, value));
}

// Where a sentence's link goes: the message is one sentence, the link a
// part of it, wherever the language puts it.
const LINK = '\u{E000}';

/** The sentence `text` with `link` where it says LINK.
 * @param {string} text @param {Node} link
 * @returns {(string | Node)[]} */
function withLink(text, link) {
  const at = text.indexOf(LINK);
  if (at < 0) return [text];
  return [text.slice(0, at), link, text.slice(at + LINK.length)];
}

/** One bar per number of turns: its length is its share of the longest.
 * @param {Schemas['PresetStatistics']} s */
function distribution(s) {
  const most = Math.max(1, ...s.distribution);
  const list = el('ol', { className: 'distribution', 'aria-label': t('play-statistics-distribution-label', { title: s.title }) });
  s.distribution.forEach((count, i) => {
    const turns = i + 1;
    const bar = el('span', { className: 'distribution-bar' + (count ? '' : ' distribution-empty') },
      el('span', { className: 'distribution-count' }, String(count)));
    bar.style.setProperty('--share', String(count / most));
    list.append(el('li', {
      className: 'distribution-row',
      dataset: { turns: String(turns), count: String(count) },
      'aria-label': t('play-statistics-distribution-row', { turns, wins: count }),
    }, el('span', { className: 'distribution-turns', 'aria-hidden': 'true' }, String(turns)), bar));
  });
  return list;
}
