// High scores per game and level: this browser's table ("Your scores") and
// the all-time table, each with turns, the secret drawn as pegs, the name,
// the date and the time taken. Names are always inserted as text.

import { api, loadPresets } from './api.js';
import { initLayout, el, say, formatSeconds, formatDate, confirmDialog } from './layout.js';
import { paletteOf, codeElement } from './pegs.js';
import { currentGame } from './store.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {Schemas['PresetView']} Preset */
/** @typedef {import('./pegs.js').Colour} Colour */
/** The score just saved, to mark: its rank in which table.
 * @typedef {{ rank?: number | null, scope?: string }} Highlight */

initLayout();
main().catch((err) => say($('scores-message'), err instanceof Error ? err.message : String(err), 'error'));

async function main() {
  const presets = await loadPresets();
  const params = new URLSearchParams(location.search);
  const preset = presets.find((p) => p.name === params.get('preset')) || presets[0];
  const highlight = { rank: Number(params.get('rank')) || null, scope: params.get('scope') || '' };
  document.title = `High scores: ${preset.title} — Mastermind`;
  $('scores-title').textContent = `High scores: ${preset.title}`;
  renderLevelLinks(presets, preset);
  const palette = await paletteOf(preset.setup);
  await Promise.all([
    showTable('mine', preset, palette, highlight),
    showTable('all', preset, palette, highlight),
  ]);
  if (highlight.rank) {
    const table = highlight.scope === 'all' ? 'the all-time table' : 'your table';
    say($('scores-message'), `Your score is in ${table} at rank ${highlight.rank}.`, 'success');
  }

  $('reset-button').addEventListener('click', async () => {
    const sure = await confirmDialog(
      `Reset your high scores for ${preset.title}? Your table for this level will be emptied; the all-time table stays.`,
      'Reset high scores', 'Cancel');
    if (!sure) return;
    try {
      await api(`/api/scores?preset=${encodeURIComponent(preset.name)}&scope=mine`, { method: 'DELETE' });
      // Both tables afresh, and no rank note from before the reset.
      history.replaceState(null, '', `scores.html?preset=${encodeURIComponent(preset.name)}`);
      await Promise.all([showTable('mine', preset, palette, {}), showTable('all', preset, palette, {})]);
      say($('scores-message'), `Your high scores for ${preset.title} have been reset.`, 'success');
    } catch (err) {
      say($('scores-message'), err instanceof Error ? err.message : String(err), 'error');
    }
  });
  $('play-again-button').addEventListener('click', async () => {
    try {
      /** @type {Schemas['GameView']} */
      const game = await api('/api/games', { method: 'POST', body: { preset: preset.name } });
      currentGame.set(game.id);
      location.assign(`game.html?id=${encodeURIComponent(game.id)}`);
    } catch (err) {
      say($('scores-message'), err instanceof Error ? err.message : String(err), 'error');
    }
  });
}

/** @param {Preset[]} presets
 * @param {Preset} current */
function renderLevelLinks(presets, current) {
  const list = $('level-links');
  list.replaceChildren();
  for (const p of presets) {
    const link = el('a', { href: `scores.html?preset=${encodeURIComponent(p.name)}` }, p.title);
    if (p.name === current.name) link.setAttribute('aria-current', 'page');
    list.append(el('li', {}, link));
  }
}

/** @param {'mine' | 'all'} scope
 * @param {Preset} preset
 * @param {Colour[]} palette
 * @param {Highlight} highlight */
async function showTable(scope, preset, palette, highlight) {
  const box = $(scope === 'mine' ? 'scores-mine' : 'scores-all');
  const query = `preset=${encodeURIComponent(preset.name)}${scope === 'mine' ? '&scope=mine' : ''}`;
  /** @type {Schemas['ScoreEntryView'][]} */
  const rows = await api(`/api/scores?${query}`);
  if (!rows.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, scope === 'mine'
      ? 'No scores yet on this level in this browser.'
      : 'No scores yet on this level.'));
    return;
  }
  const table = el('table', { className: `score-table score-table-${scope}` },
    el('caption', { className: 'visually-hidden' }, `${scope === 'mine' ? 'Your scores' : 'All-time scores'}: ${preset.title}`),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, '#'),
      el('th', { scope: 'col', className: 'number' }, 'Turns'),
      el('th', { scope: 'col' }, 'Secret'),
      el('th', { scope: 'col' }, 'Name'),
      el('th', { scope: 'col' }, 'Date'),
      el('th', { scope: 'col', className: 'number' }, 'Time'))));
  const body = el('tbody');
  const mark = highlight.rank && (!highlight.scope || highlight.scope === scope || highlight.scope === 'both'
    || (scope === 'all' && /all/.test(highlight.scope)));
  for (const row of rows) {
    const tr = el('tr', { className: mark && row.rank === highlight.rank ? 'highlight' : '' },
      el('td', { className: 'number' }, String(row.rank)),
      el('td', { className: 'number' }, String(row.turns)),
      el('td', {}, codeElement(row.secret, palette, { label: 'secret' })),
      el('td', {},
        el('span', { className: 'score-name-cell' }, String(row.name)), // as text, never as HTML
        row.hinted ? el('span', { className: 'score-hinted', title: 'won with hints: not in the all-time table' }, ' (hints)') : ''),
      el('td', {}, formatDate(row.date)),
      el('td', { className: 'number' }, formatSeconds(row.seconds)));
    body.append(tr);
  }
  table.append(body);
  box.replaceChildren(table);
}
