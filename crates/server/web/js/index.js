// The Introduction: choose a game and a level (each game's Table 1), the board
// game and Logik, or a setup of your own; continue a game in progress.

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, el, say, levelName } from './layout.js';
import { currentGame } from './store.js';
import { presetTitle, t } from './words.js';
import { startDaily } from './daily.js';
import { byId as $, all } from './dom.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

initLayout();
main().catch((err) => say($('index-message'), err instanceof Error ? err.message : String(err), 'error'));

async function main() {
  showContinue();
  $('first-daily').addEventListener('click', () => startDaily('mastermind-1')
    .catch((err) => say($('index-message'), err instanceof Error ? err.message : String(err), 'error')));
  const presets = await loadPresets();
  $('levels-mastermind').replaceChildren(levelTable(presets.filter((p) => p.game === 'mastermind'), t('play-levels-mastermind'), true));
  $('levels-colour-game').replaceChildren(levelTable(presets.filter((p) => p.game === 'colour-game'), t('play-levels-colour-game'), true));
  $('levels-other').replaceChildren(levelTable(presets.filter((p) => p.game !== 'mastermind' && p.game !== 'colour-game'), t('play-levels-other'), false));
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
      button.textContent = entry.state === 'playing' ? t('play-daily-button-playing') : t('play-daily-button-done');
      button.dataset.state = String(entry.state);
      button.title = entry.state === 'playing' ? t('play-daily-button-back') : t('play-daily-button-played');
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
      el('th', { scope: 'col' }, byLevel ? t('play-column-level') : t('play-column-game')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-pegs')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-colours')),
      el('th', { scope: 'col', className: 'number' }, t('play-column-turns')),
      el('th', { scope: 'col' }, el('span', { className: 'visually-hidden' }, t('play-play'))))));
  const body = el('tbody');
  for (const p of presets) {
    const s = p.setup;
    const name = byLevel ? t('play-level-name', { level: levelName(p.level) }) : presetTitle(p);
    const colours = s.blanks ? t('play-level-colours-blank', { colours: s.colours }) : String(s.colours);
    body.append(el('tr', { dataset: { preset: p.name } },
      el('th', { scope: 'row' }, name),
      el('td', { className: 'number' }, String(s.pegs)),
      el('td', { className: 'number' }, colours),
      el('td', { className: 'number' }, String(s.turns)),
      el('td', { className: 'level-actions' },
        el('a', {
          className: 'button button-primary play-preset',
          href: `game.html?preset=${encodeURIComponent(p.name)}`,
          'aria-label': t('play-preset-play-label', { title: presetTitle(p) }),
          dataset: { preset: p.name },
        }, t('play-play')),
        ' ',
        el('a', {
          className: 'level-scores',
          href: `scores.html?preset=${encodeURIComponent(p.name)}`,
          'aria-label': t('play-preset-scores-label', { title: presetTitle(p) }),
        }, t('play-preset-scores')),
        el('button', {
          type: 'button',
          className: 'daily-button',
          'aria-label': t('play-preset-daily-label', { title: presetTitle(p) }),
          title: t('play-preset-daily-title'),
          dataset: { preset: p.name },
          onclick: () => startDaily(p.name).catch((err) => say($('index-message'), err instanceof Error ? err.message : String(err), 'error')),
        }, t('play-preset-daily')))));
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
    const title = preset ? presetTitle(preset) : t('play-continue-custom');
    $('continue-text').textContent = t('play-continue-text', { title, played: game.turns.length, left: game.turns_left });
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
  // One game a press (or Enter): the form waits for the one being made.
  if (form.dataset.busy) return;
  form.dataset.busy = 'true';
  try {
    /** @type {Schemas['GameView']} */
    const game = await api('/api/games', { method: 'POST', body: { setup } });
    currentGame.set(game.id);
    location.assign(`game.html?id=${encodeURIComponent(game.id)}`);
  } catch (err) {
    delete form.dataset.busy;
    say($('custom-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}
