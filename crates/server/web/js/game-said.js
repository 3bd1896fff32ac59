// What the game page says: the status line (the last answer in words, from
// the server's view), the flags (won, lost, quit, a warning) and the
// announcer that says a warning aloud.

import { el, formatSeconds } from './layout.js';
import { feedbackText } from './pegs.js';
import { t } from './words.js';
import { view, $, shownGame } from './game-state.js';

/** @type {ReturnType<typeof setTimeout> | undefined} */
let warningTimer;

/** The status line, from the server's view alone: the last answer in words
 *  and what it leaves, so that it reads the same until the next answer. */
export function statusText() {
  const game = shownGame();
  const last = game.turns[game.turns.length - 1];
  // A game won or lost has a turn played: its answer begins the line.
  const turn = last ? last.turn : 0;
  const feedback = last ? feedbackText(last.black, last.white) : '';
  const turns = game.turns.length;
  switch (game.state) {
    case 'won':
      return game.seconds !== undefined && game.seconds !== null
        ? t('play-status-won-timed', { turn, feedback, turns, time: formatSeconds(game.seconds) })
        : t('play-status-won', { turn, feedback, turns });
    case 'lost':
      return t('play-status-lost', { turn, feedback });
    case 'quit':
      return t('play-status-quit');
    default:
      return last
        ? t('play-status-playing', { turn, feedback, left: game.turns_left })
        : t('play-status-first', { turns: game.setup.turns, left: game.turns_left });
  }
}

/** A live region rewritten with the text it has would be said again: only a
 *  change is written.
 * @param {string} text */
export function renderStatus(text) {
  const status = $('game-status');
  if (status.textContent !== text) status.textContent = text;
}

export function renderFlag() {
  const area = $('flag-area');
  const { state } = shownGame();
  if (state === 'won') setFlag('won', t('play-flag-won'));
  else if (state === 'lost') setFlag('lost', t('play-flag-lost'));
  else if (state === 'quit') setFlag('lost', t('play-flag-quit'));
  else if (!area.querySelector('.flag-warning')) area.replaceChildren();
}

/** @param {'won' | 'lost' | 'warning'} kind @param {string} text */
function setFlag(kind, text) {
  clearTimeout(warningTimer);
  const flag = el('span', { className: `flag flag-${kind}`, dataset: { flag: kind } }, el('span', { className: 'flag-text' }, text));
  $('flag-area').replaceChildren(flag);
}

/** The yellow warning flag: a click on an invalid point.
 * @param {string} text */
export function warn(text) {
  if (view.game && view.game.state !== 'playing') {
    // Keep the green or red flag; say the warning beside it.
    $('game-status').textContent = text;
    return;
  }
  // The flag is seen; the announcer says it.
  $('game-announcer').textContent = text;
  setFlag('warning', text);
  warningTimer = setTimeout(() => {
    const area = $('flag-area');
    if (area.querySelector('.flag-warning')) area.replaceChildren();
    // Gone from the board, gone from what a screen reader finds.
    if ($('game-announcer').textContent === text) $('game-announcer').textContent = '';
  }, 5000);
}
