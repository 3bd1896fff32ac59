// High scores per game and level: this browser's table ("Your scores") and
// the all-time table, each with turns, the secret drawn as pegs, the name,
// the date and the time taken. Names are always inserted as text.

import { api, loadPresets } from './api.js';
import { initLayout, el, say, formatSeconds, formatDate, confirmDialog } from './layout.js';
import { paletteOf, codeElement } from './pegs.js';
import { currentGame } from './store.js';
import { byId as $ } from './dom.js';
import { presetTitle, t } from './words.js';

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
  document.title = t('play-scores-page-title', { title: presetTitle(preset) });
  $('scores-title').textContent = t('play-scores-title', { title: presetTitle(preset) });
  renderLevelLinks(presets, preset);
  const palette = await paletteOf(preset.setup);
  await Promise.all([
    showTable('mine', preset, palette, highlight),
    showTable('all', preset, palette, highlight),
  ]);
  if (highlight.rank) {
    const scope = highlight.scope === 'all' ? 'all' : 'mine';
    say($('scores-message'), t('play-scores-rank', { scope, rank: highlight.rank }), 'success');
  }

  $('reset-button').addEventListener('click', async () => {
    const sure = await confirmDialog(
      t('play-scores-reset-confirm', { title: presetTitle(preset) }),
      t('play-scores-reset-yes'), t('play-cancel'));
    if (!sure) return;
    try {
      await api(`/api/scores?preset=${encodeURIComponent(preset.name)}&scope=mine`, { method: 'DELETE' });
      // Both tables afresh, and no rank note from before the reset.
      history.replaceState(null, '', `scores.html?preset=${encodeURIComponent(preset.name)}`);
      await Promise.all([showTable('mine', preset, palette, {}), showTable('all', preset, palette, {})]);
      say($('scores-message'), t('play-scores-reset-done', { title: presetTitle(preset) }), 'success');
    } catch (err) {
      say($('scores-message'), err instanceof Error ? err.message : String(err), 'error');
    }
  });
  $('play-again-button').addEventListener('click', async () => {
    // One new game a press: the button waits for the one being made.
    const button = /** @type {HTMLButtonElement} */ ($('play-again-button'));
    if (button.disabled) return;
    button.disabled = true;
    try {
      /** @type {Schemas['GameView']} */
      const game = await api('/api/games', { method: 'POST', body: { preset: preset.name } });
      currentGame.set(game.id);
      location.assign(`game.html?id=${encodeURIComponent(game.id)}`);
    } catch (err) {
      button.disabled = false;
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
    const link = el('a', { href: `scores.html?preset=${encodeURIComponent(p.name)}` }, presetTitle(p));
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
      ? t('play-scores-empty-mine')
      : t('play-scores-empty-all')));
    return;
  }
  const table = el('table', { className: `score-table score-table-${scope}` },
    el('caption', { className: 'visually-hidden' }, t('play-scores-caption', { scope, title: presetTitle(preset) })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('play-column-number')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-turns')),
      el('th', { scope: 'col' }, t('play-column-secret')),
      el('th', { scope: 'col' }, t('play-column-name')),
      el('th', { scope: 'col' }, t('play-column-date')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-time')))));
  const body = el('tbody');
  const mark = highlight.rank && (!highlight.scope || highlight.scope === scope || highlight.scope === 'both'
    || (scope === 'all' && /all/.test(highlight.scope)));
  for (const row of rows) {
    const tr = el('tr', { className: mark && row.rank === highlight.rank ? 'highlight' : '' },
      el('td', { className: 'number' }, String(row.rank)),
      el('td', { className: 'number' }, String(row.turns)),
      el('td', {}, codeElement(row.secret, palette, { label: t('play-code-secret') })),
      el('td', {},
        el('span', { className: 'score-name-cell' }, String(row.name)), // as text, never as HTML
        row.hinted ? el('span', { className: 'score-hinted', title: t('play-scores-hinted-title') }, ' ', t('play-scores-hinted')) : ''),
      el('td', {}, formatDate(row.date)),
      el('td', { className: 'number' }, formatSeconds(row.seconds)));
    body.append(tr);
  }
  table.append(body);
  box.replaceChildren(table);
}
