// The daily code (daily.html): today's code of every level with where you
// stand on it (one try a day), and the day's table of a level: the codes
// broken today, fewest turns first, then the quickest.

import { api, loadPresets } from './api.js';
import { initLayout, el, say, formatSeconds } from './layout.js';
import { presetTitle, t } from './words.js';
import { startDaily, dailyStateText } from './daily.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

initLayout();
start().catch(fail);

/** @param {unknown} err */
function fail(err) {
  say($('daily-message'), (err instanceof Error && err.message) || String(err), 'error');
}

async function start() {
  const [today, presets] = await Promise.all([
    /** @type {Promise<Schemas['DailyList']>} */ (api('/api/daily')),
    loadPresets(),
  ]);
  $('daily-today-heading').textContent = t('play-daily-today-heading', { day: today.day });
  $('daily-today').replaceChildren(todayTable(today));
  const wanted = new URLSearchParams(location.search).get('preset');
  const select = $('daily-preset', HTMLSelectElement);
  for (const p of presets) select.append(el('option', { value: p.name }, presetTitle(p)));
  select.value = wanted && presets.some((p) => p.name === wanted) ? wanted : presets[0].name;
  select.addEventListener('change', () => {
    history.replaceState(null, '', `daily.html?preset=${encodeURIComponent(select.value)}`);
    showTable(select.value).catch(fail);
  });
  await showTable(select.value);
}

/** @param {Schemas['DailyList']} today */
function todayTable(today) {
  const body = el('tbody');
  for (const entry of today.presets) {
    const action = entry.game
      ? el('a', { className: 'button', href: `game.html?id=${encodeURIComponent(entry.game)}` },
        entry.state === 'playing' ? t('play-daily-continue') : t('play-daily-your-game'))
      : el('button', {
        type: 'button',
        className: 'button-primary daily-play',
        dataset: { preset: entry.preset },
        onclick: () => startDaily(entry.preset).catch(fail),
      }, t('play-play'));
    body.append(el('tr', { dataset: { preset: entry.preset, state: entry.state || 'new' } },
      el('th', { scope: 'row' }, presetTitle({ name: entry.preset, title: entry.title })),
      el('td', { className: 'daily-state' }, dailyStateText(entry.state)),
      el('td', {}, action)));
  }
  return el('table', { className: 'daily-today' },
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, t('play-column-level')),
      el('th', { scope: 'col' }, t('play-daily-you')),
      el('th', { scope: 'col' }, el('span', { className: 'visually-hidden' }, t('play-play'))))),
    body);
}

/** The last table asked for: an earlier level's answer arriving after it
 *  is dropped, so the table shown is the level chosen. */
let tableAsked = 0;

/** @param {string} preset */
async function showTable(preset) {
  const asked = ++tableAsked;
  /** @type {Schemas['DailyTableView']} */
  const table = await api(`/api/daily/${encodeURIComponent(preset)}/table`);
  if (asked !== tableAsked) return;
  const box = $('daily-table');
  const summary = el('p', { className: 'game-status daily-summary' },
    t('play-daily-summary', { title: presetTitle({ name: table.preset, title: table.title }), day: table.day, finished: table.finished, won: table.won }));
  if (!table.wins.length) {
    box.replaceChildren(summary, el('p', { className: 'empty-table' }, t('play-daily-nobody')));
    return;
  }
  const body = el('tbody');
  for (const row of table.wins) {
    body.append(el('tr', { dataset: { rank: String(row.rank) } },
      el('td', { className: 'number' }, String(row.rank)),
      el('td', {}, el('span', { className: 'score-name-cell' }, row.name ?? el('em', {}, t('play-anonymous')))),
      el('td', { className: 'number' }, String(row.turns)),
      el('td', { className: 'number' }, formatSeconds(row.seconds))));
  }
  box.replaceChildren(summary, el('table', { className: 'score-table daily-results' },
    el('caption', { className: 'visually-hidden' }, t('play-daily-table-caption', { title: presetTitle({ name: table.preset, title: table.title }) })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('play-column-rank')),
      el('th', { scope: 'col' }, t('play-column-name')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-turns')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-time')))),
    body));
}
