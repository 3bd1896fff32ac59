// The Introduction: choose a game and a level (each game's Table 1), the board
// game and Logik, or a setup of your own; continue a game in progress.

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, el, say, levelName } from './layout.js';
import { currentGame } from './store.js';
import { plural } from './pegs.js';
import { startDaily } from './daily.js';
import { byId as $, all } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

initLayout();
main().catch((err) => say($('index-message'), err instanceof Error ? err.message : String(err), 'error'));

async function main() {
  showContinue();
  const presets = await loadPresets();
  $('levels-mastermind').replaceChildren(levelTable(presets.filter((p) => p.game === 'mastermind'), 'Table 1: Mastermind on each level', true));
  $('levels-colour-game').replaceChildren(levelTable(presets.filter((p) => p.game === 'colour-game'), 'Table 1: the colour game on each level', true));
  $('levels-other').replaceChildren(levelTable(presets.filter((p) => p.game !== 'mastermind' && p.game !== 'colour-game'), 'The board game and Logik', false));
  $('custom-setup').addEventListener('submit', playCustom);
  markDaily().catch(() => {});
}

/** The daily codes already tried today say so on their buttons. */
async function markDaily() {
  /** @type {Schemas['DailyList']} */
  const today = await api('/api/daily');
  for (const entry of today.presets) {
    if (!entry.game) continue;
    for (const button of all(document, `.daily-button[data-preset="${entry.preset}"]`)) {
      button.textContent = entry.state === 'playing' ? 'Daily code (in play)' : 'Daily code ✓';
      button.dataset.state = String(entry.state);
      button.title = entry.state === 'playing' ? 'Go back to today’s try' : 'Played today: see your game and the result to share';
    }
  }
}

/** @param {Schemas['PresetView'][]} presets
 * @param {string} caption
 * @param {boolean} byLevel */
function levelTable(presets, caption, byLevel) {
  const table = el('table', { className: byLevel ? 'level-table by-level' : 'level-table' },
    el('caption', {}, caption),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, byLevel ? 'Level' : 'Game'),
      el('th', { scope: 'col', className: 'number' }, 'Pegs'),
      el('th', { scope: 'col', className: 'number' }, 'Colours'),
      el('th', { scope: 'col', className: 'number' }, 'Turns'),
      el('th', { scope: 'col' }, el('span', { className: 'visually-hidden' }, 'Play')))));
  const body = el('tbody');
  for (const p of presets) {
    const s = p.setup;
    const name = byLevel ? `Level ${levelName(p.level)}` : p.title;
    const colours = s.blanks ? `${s.colours} + blank` : String(s.colours);
    body.append(el('tr', { dataset: { preset: p.name } },
      el('th', { scope: 'row' }, name),
      el('td', { className: 'number' }, String(s.pegs)),
      el('td', { className: 'number' }, colours),
      el('td', { className: 'number' }, String(s.turns)),
      el('td', { className: 'level-actions' },
        el('a', {
          className: 'button button-primary play-preset',
          href: `game.html?preset=${encodeURIComponent(p.name)}`,
          'aria-label': `Play ${p.title}`,
          dataset: { preset: p.name },
        }, 'Play'),
        ' ',
        el('a', {
          className: 'level-scores',
          href: `scores.html?preset=${encodeURIComponent(p.name)}`,
          'aria-label': `High scores of ${p.title}`,
        }, 'Scores'),
        el('button', {
          type: 'button',
          className: 'daily-button',
          'aria-label': `Daily code of ${p.title}`,
          title: 'Today’s code, the same for everyone: one try, no hints',
          dataset: { preset: p.name },
          onclick: () => startDaily(p.name).catch((err) => say($('index-message'), err instanceof Error ? err.message : String(err), 'error')),
        }, 'Daily code'))));
  }
  table.append(body);
  return table;
}

async function showContinue() {
  const id = currentGame.get();
  if (!id) return;
  try {
    /** @type {Schemas['GameView']} */
    const game = await api(`/api/games/${encodeURIComponent(id)}`);
    if (game.state !== 'playing') {
      currentGame.clear(id);
      return;
    }
    const presets = await loadPresets().catch(() => []);
    const preset = presets.find((p) => p.name === game.preset);
    const title = preset ? preset.title : 'A game of your own setup';
    $('continue-text').textContent = `${title}: ${plural(game.turns.length, 'turn')} played, ${plural(game.turns_left, 'turn')} left.`;
    $('continue-link', HTMLAnchorElement).href = `game.html?id=${encodeURIComponent(id)}`;
    $('continue-game').hidden = false;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) currentGame.clear(id);
  }
}

/** @param {SubmitEvent} event */
async function playCustom(event) {
  event.preventDefault();
  const form = /** @type {HTMLFormElement} */ (event.currentTarget);
  const data = new FormData(form);
  const setup = {
    pegs: Number(data.get('pegs')),
    colours: Number(data.get('colours')),
    turns: Number(data.get('turns')),
    rule: data.get('rule'),
    repetition: data.get('repetition') === 'on',
    blanks: data.get('blanks') === 'on',
  };
  try {
    /** @type {Schemas['GameView']} */
    const game = await api('/api/games', { method: 'POST', body: { setup } });
    currentGame.set(game.id);
    location.assign(`game.html?id=${encodeURIComponent(game.id)}`);
  } catch (err) {
    say($('custom-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}
