// The board game for two (series.html?id=N), seed 001: two people on one
// device take turns as codemaker and codebreaker over a series of games.
// The server keeps the codes, the score and the turn clock; this page never
// knows a code before its game is over. Names are always inserted as text.
//
// Screens, from the server's phase and what this page has shown:
//   secret  → hand-over ("Bob, look away. Ann, set your code") → code entry
//             → "Pass the device to Bob"
//   guess   → the board: the codebreaker places pegs in the row in play
//   answer  → the board: the codemaker sets the key pegs (manual feedback)
//   reveal  → code entry: the codemaker types the code in (companion mode)
//   a game ended or was voided → its result and the scoreboard
//   over    → the winner (or a tie) and every game with its rows

// This module ties the page's parts together: its state (series-state.js),
// the new-series form (series-setup.js), the screens (series-screens.js),
// the boards (series-board.js), the moves (series-moves.js) and the turn
// clock (series-clock.js).

import { api, ApiError } from './api.js';
import { initLayout, say } from './layout.js';
import { byId, all } from './dom.js';
import { paletteOf } from './pegs.js';
import { limitName } from './name-field.js';
import { view, $, shownSeries, seen, gameKey, editing, currentScreen, syncDraft, fail } from './series-state.js';
import { showSetup, create } from './series-setup.js';
import { renderHandover, renderCode, renderPlay, renderResult, renderOver, renderHistory } from './series-screens.js';
import { focusSelected, handleKey, submitCode, challenge } from './series-moves.js';
import { syncClock, renderClock } from './series-clock.js';
import { has, t } from './words.js';
import { markYourMove, tellsOwnMove } from './your-move.js';

/** @typedef {import('./series-state.js').SeriesView} SeriesView */

async function start() {
  wire();
  const id = new URLSearchParams(location.search).get('id');
  if (!id) {
    await showSetup();
    return;
  }
  try {
    await apply(await api(`/api/series/${encodeURIComponent(id)}`), { focus: true });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    say($('series-message'), t('series-gone'), 'error');
    history.replaceState(null, '', 'series.html');
    await showSetup();
  }
}

function wire() {
  $('series-form').addEventListener('submit', create);
  limitName(byId('first-name', HTMLInputElement));
  limitName(byId('second-name', HTMLInputElement));
  const companion = byId('companion', HTMLInputElement);
  companion.addEventListener('change', () => {
    for (const radio of all(document, 'input[name="feedback"]', HTMLInputElement)) radio.disabled = companion.checked;
  });
  $('handover-button').addEventListener('click', () => {
    const s = shownSeries();
    if (s.phase === 'secret') view.codeOpen = gameKey(s);
    else view.pass = false;
    render({ focus: true });
  });
  $('code-submit').addEventListener('click', submitCode);
  $('code-clear').addEventListener('click', () => {
    view.draft.fill(null);
    view.selected = 0;
    render({ focus: true });
  });
  $('challenge-button').addEventListener('click', challenge);
  $('result-next').addEventListener('click', () => {
    seen.set(shownSeries().history.length);
    render({ focus: true });
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (!editing()) return;
    if (handleKey(event.key)) {
      event.preventDefault();
      focusSelected();
    }
  });
}

/** Shows the series as the server sent it.
 * @param {SeriesView} series
 * @param {{ focus?: boolean }} [options] */
export async function apply(series, { focus = false } = {}) {
  const first = !view.series;
  view.series = series;
  if (first) {
    view.palette = await paletteOf(series.setup);
    // A page opened on a series shows no result it has not seen played,
    // except after a reload of this tab.
    if (seen.get() === null) seen.set(series.history.length);
  }
  syncClock();
  render({ focus });
}

const SECTIONS = ['setup-section', 'handover-section', 'code-section', 'play-section', 'result-section', 'over-section'];

/** @param {string} id */
export function showOnly(id) {
  for (const section of SECTIONS) $(section).hidden = section !== id;
}

/** @param {{ focus?: boolean }} [options] */
export function render({ focus = false } = {}) {
  const s = shownSeries();
  syncDraft();
  renderClock();
  const screen = currentScreen();
  const [first, second] = s.players;
  // A game's result is headed with that game, not the next one (which the
  // series already holds).
  const last = s.history[s.history.length - 1];
  const number = screen === 'result' && last ? last.number : (s.game?.number ?? 0);
  $('series-title').textContent = s.game
    ? t('series-heading-game', { first, second, title: variantTitle(s), number, games: s.games })
    : t('series-heading', { first, second, title: variantTitle(s) });
  document.title = t('series-document-title', { first, second });
  // Two people on one device: a move is owed while a game is in play, and
  // a new one (the other player's) each time the phase changes hands.
  const owed = screen !== 'result' && screen !== 'over' && Boolean(s.game);
  markYourMove(owed, `${s.game?.number ?? 0}:${s.phase}`);
  renderHistory(screen);
  switch (screen) {
    case 'result':
      return renderResult(focus);
    case 'over':
      return renderOver(focus);
    case 'handover':
      return renderHandover(focus);
    case 'code':
      return renderCode(focus);
    default:
      return renderPlay(focus);
  }
}

tellsOwnMove();
initLayout();
start().catch(fail);

/** The variant's name in the page's language (seed 001's "Game No. 1").
 * @param {{ variant: string, title: string }} s */
function variantTitle(s) {
  const id = `variant-${s.variant}`;
  return has(id) ? t(id) : s.title;
}
