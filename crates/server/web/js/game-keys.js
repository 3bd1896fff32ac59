// Entering a guess: a colour placed in the hole selected (by the palette, a
// drop, a digit or a letter), the holes moved through and cleared with the
// keyboard, Enter to submit a full row.

import { nextHole } from './code.js';
import { rowKey } from './draft-keys.js';
import { t } from './words.js';
import { popPeg } from './board-motion.js';
import { pegSound } from './sound.js';
import { view, $, isPlaying, currentTurn, shownGame } from './game-state.js';
import { warn } from './game-said.js';
import { holeLabel, reviewRows } from './game-rows.js';
import { render, submitTurn } from './game.js';

export function focusSelected() {
  const hole = document.querySelector(`.board-row.current .hole[data-index="${view.selected}"]`);
  if (hole instanceof HTMLElement) hole.focus();
}

/** Places colour `digit` in the hole selected, and moves on.
 * @param {number} digit
 * @param {{ focus?: boolean }} [options] */
export function place(digit, { focus = true } = {}) {
  if (!isPlaying() || view.busy) return;
  const { setup } = shownGame();
  if (digit === 0 && !setup.blanks) return warn(t('play-no-blanks'));
  if (!(digit in view.palette)) return warn(t('play-no-colour-digit', { colours: setup.colours, digit }));
  const placed = view.selected;
  view.draft[placed] = digit;
  view.selected = nextHole(view.draft, placed);
  render({ focus });
  // Said once: the focus has moved on to the next hole, which says itself.
  $('game-announcer').textContent = holeLabel(currentTurn(), placed, digit);
  popPeg(document.querySelector(`.board-row.current .hole[data-index="${placed}"]`));
  pegSound();
}

export function warnIncomplete() {
  const missing = view.draft.filter((d) => d === null).length;
  warn(t('play-row-incomplete', { turn: currentTurn(), missing }));
}

/** @param {KeyboardEvent} event */
export function onHoleKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (handleKey(event.key)) event.preventDefault();
}

/** Keyboard play; true when the key was used.
 * @param {string} key */
function handleKey(key) {
  if (!isPlaying()) return false;
  return rowKey(key, {
    row: view,
    palette: view.palette,
    place,
    noColour: (letter) => warn(t('play-no-colour-letter', { letter })),
    render: () => render({ focus: true }),
    enter: () => {
      if (view.draft.every((d) => d !== null)) submitTurn();
      else warnIncomplete();
    },
    // Drawn from the top: the rows played are above the row in play.
    played: { key: 'ArrowUp', rows: reviewRows },
  });
}

// Typing with nothing focused plays at the selected hole too; so does typing
// after a click on the palette or the board, which leaves the focus on the
// clicked button. There Enter and Space keep clicking that button, and the
// arrows are the page's.
const PEG_KEYS = /^([0-9a-z.]|Backspace|Delete)$/i;

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (document.querySelector('dialog[open]')) return;
  if (!isPlaying()) return;
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  const onBoard = !onBody && (active.closest('#palette') || active.closest('#board'));
  if (!onBody && !(onBoard && PEG_KEYS.test(event.key))) return;
  if (handleKey(event.key)) {
    event.preventDefault();
    focusSelected();
  }
});
