// The daily code (daily.html): today's code of every level with where you
// stand on it (one try a day), and the day's table of a level: the codes
// broken today, fewest turns first, then the quickest.

import { api, loadPresets } from './api.js';
import { initLayout, el, say, formatSeconds } from './layout.js';
import { plural } from './pegs.js';
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
  $('daily-today-heading').textContent = `Today's codes (${today.day})`;
  $('daily-today').replaceChildren(todayTable(today));
  const wanted = new URLSearchParams(location.search).get('preset');
  const select = $('daily-preset', HTMLSelectElement);
  for (const p of presets) select.append(el('option', { value: p.name }, p.title));
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
        entry.state === 'playing' ? 'Continue' : 'Your game')
      : el('button', {
        type: 'button',
        className: 'button-primary daily-play',
        dataset: { preset: entry.preset },
        onclick: () => startDaily(entry.preset).catch(fail),
      }, 'Play');
    body.append(el('tr', { dataset: { preset: entry.preset, state: entry.state || 'new' } },
      el('th', { scope: 'row' }, entry.title),
      el('td', { className: 'daily-state' }, dailyStateText(entry.state)),
      el('td', {}, action)));
  }
  return el('table', { className: 'daily-today' },
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, 'Level'),
      el('th', { scope: 'col' }, 'You'),
      el('th', { scope: 'col' }, el('span', { className: 'visually-hidden' }, 'Play')))),
    body);
}

/** @param {string} preset */
async function showTable(preset) {
  /** @type {Schemas['DailyTableView']} */
  const table = await api(`/api/daily/${encodeURIComponent(preset)}/table`);
  const box = $('daily-table');
  const summary = el('p', { className: 'game-status daily-summary' },
    `${table.title}, ${table.day}: ${plural(table.finished, 'game')} over, ${plural(table.won, 'code')} broken.`);
  if (!table.wins.length) {
    box.replaceChildren(summary, el('p', { className: 'empty-table' }, 'Nobody has broken this code yet today.'));
    return;
  }
  const body = el('tbody');
  for (const row of table.wins) {
    body.append(el('tr', { dataset: { rank: String(row.rank) } },
      el('td', { className: 'number' }, String(row.rank)),
      el('td', {}, el('span', { className: 'score-name-cell' }, row.name ?? el('em', {}, 'anonymous'))),
      el('td', { className: 'number' }, String(row.turns)),
      el('td', { className: 'number' }, formatSeconds(row.seconds))));
  }
  box.replaceChildren(summary, el('table', { className: 'score-table daily-results' },
    el('caption', { className: 'visually-hidden' }, `The day’s table of ${table.title}`),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, 'Rank'),
      el('th', { scope: 'col' }, 'Name'),
      el('th', { scope: 'col', className: 'number' }, 'Turns'),
      el('th', { scope: 'col', className: 'number' }, 'Time'))),
    body));
}
