// What the game page says: the status line (the last answer in words, from
// the server's view), the flags (won, lost, quit, a warning) and the
// announcer that says a warning aloud.

import { el, formatSeconds } from './layout.js';
import { feedbackText, plural } from './pegs.js';
import { view, $, shownGame } from './game-state.js';

/** @type {ReturnType<typeof setTimeout> | undefined} */
let warningTimer;

/** The status line, from the server's view alone: the last answer in words
 *  and what it leaves, so that it reads the same until the next answer. */
export function statusText() {
  const game = shownGame();
  const last = game.turns[game.turns.length - 1];
  const answer = last ? `Turn ${last.turn}: ${feedbackText(last.black, last.white)}` : '';
  switch (game.state) {
    case 'won':
      return `${answer}. You broke the code in ${plural(game.turns.length, 'turn')}${game.seconds !== undefined && game.seconds !== null ? ` and ${formatSeconds(game.seconds)}` : ''}.`;
    case 'lost':
      return `${answer}. No turns left: the codemaker wins. The secret is revealed.`;
    case 'quit':
      return 'You quit the game. The secret is revealed.';
    default:
      return last
        ? `${answer}; ${plural(game.turns_left, 'turn')} left.`
        : `Turn 1 of ${game.setup.turns}: ${plural(game.turns_left, 'turn')} left.`;
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
  if (state === 'won') setFlag('won', 'Code broken!');
  else if (state === 'lost') setFlag('lost', 'Out of turns');
  else if (state === 'quit') setFlag('lost', 'Game quit');
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
  }, 5000);
}
