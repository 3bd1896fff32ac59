// The rows of the board: the secret on top, one row per turn. A row played
// is one item to a screen reader, its guess and key pegs in words; the rows
// played are stepped through with the arrow keys; the row in play is a group
// of holes, each a button.

import { parseCode } from './code.js';
import { el } from './layout.js';
import { all } from './dom.js';
import { reviewStop } from './row-review.js';
import { pegElement, feedbackElement, feedbackText, colourName, colourNames } from './pegs.js';
import { t } from './words.js';
import { view, isPlaying, currentTurn, shownGame } from './game-state.js';
import { warn } from './game-said.js';
import { focusSelected, place, warnIncomplete, onHoleKey } from './game-keys.js';
import { render, submitTurn } from './game.js';

/** @typedef {import('./game-state.js').TurnView} TurnView */

/** The secret and the rows played, reviewed by keyboard (row-review.js);
 * ↓ past the last row played goes back to the row in play.
 * @type {import('./row-review.js').Review} */
const REVIEW = {
  rows: () => reviewRows(),
  back: () => {
    if (!isPlaying()) return false;
    focusSelected();
    return true;
  },
};

export function renderSecretRow() {
  const game = shownGame();
  const row = el('div', { className: 'board-row secret-row', role: 'listitem', tabindex: '-1' });
  reviewStop(row, REVIEW);
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, t('play-secret-row-mark')));
  const pegs = el('div', { className: 'row-pegs secret' });
  if (game.secret !== undefined && game.secret !== null) {
    const digits = parseCode(game.secret);
    pegs.setAttribute('aria-label', t('play-secret-shown', { colours: colourNames(view.palette, digits) }));
    pegs.setAttribute('role', 'img');
    for (const d of digits) pegs.append(pegElement(view.palette[d]));
  } else {
    pegs.setAttribute('role', 'img');
    pegs.setAttribute('aria-label', t('play-secret-hidden'));
    for (let i = 0; i < game.setup.pegs; i++) pegs.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  pegs.addEventListener('click', () => {
    if (isPlaying()) warn(t('play-secret-stays-hidden'));
  });
  row.append(pegs, el('span', { className: 'row-result' }));
  return row;
}

/** A hole of row `turn`: "row 3, peg 2: blue".
 * @param {number} turn @param {number} index @param {number | null | undefined} digit */
export function holeLabel(turn, index, digit) {
  if (digit === null || digit === undefined) return t('play-hole-empty', { turn, peg: index + 1 });
  return t('play-hole', { turn, peg: index + 1, colour: colourName(view.palette, digit) });
}

/**
 * A played row is one item to a screen reader, its guess and its key pegs in
 * words, reached from the row in play with the arrow keys (row-review.js); once
 * the game is over the last one takes Tab.
 */
/** @param {TurnView} played */
export function renderPlayedRow(played) {
  const game = shownGame();
  const pegs = game.setup.pegs;
  const digits = parseCode(played.guess);
  const last = played.turn === game.turns.length;
  const row = el('div', {
    className: 'board-row played',
    role: 'listitem',
    tabindex: last && !isPlaying() ? '0' : '-1',
    'aria-label': t('play-row-played', { turn: played.turn, colours: colourNames(view.palette, digits), feedback: feedbackText(played.black, played.white) }),
    dataset: { turn: String(played.turn), guess: played.guess },
  });
  reviewStop(row, REVIEW);
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(played.turn)));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  digits.forEach((d) => {
    const hole = el('span', { className: 'hole' });
    hole.append(pegElement(view.palette[d]));
    holes.append(hole);
  });
  holes.addEventListener('click', () => warnPastRow(played.turn));
  const result = el('span', { className: 'row-result', 'aria-hidden': 'true' }, feedbackElement(played.black, played.white, pegs));
  result.title = feedbackText(played.black, played.white);
  row.append(holes, result);
  return row;
}

/** The rows a screen reader steps through: the secret, the rows played. */
export function reviewRows() {
  return all(document, '#board-rows .secret-row, #board-rows .board-row.played');
}

/** @param {number} turn */
function warnPastRow(turn) {
  if (isPlaying()) warn(t('play-row-past', { turn, current: currentTurn() }));
  else warn(t('play-game-over-warning'));
}

/** @param {number} turn */
export function renderFutureRow(turn) {
  const row = el('div', { className: 'board-row future', role: 'listitem', 'aria-label': t('play-row-future', { turn }), dataset: { turn: String(turn) } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (let i = 0; i < shownGame().setup.pegs; i++) holes.append(el('span', { className: 'hole' }));
  holes.addEventListener('click', () => {
    if (isPlaying()) warn(t('play-row-not-yet', { turn, current: currentTurn() }));
    else warn(t('play-game-over-warning'));
  });
  row.append(holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
  return row;
}

/** @param {number} turn */
export function renderCurrentRow(turn) {
  const row = el('div', { className: 'board-row current', role: 'listitem', dataset: { turn: String(turn) } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': t('play-row-current', { turn }) });
  view.draft.forEach((d, i) => {
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === view.selected ? ' selected' : ''),
      'aria-label': holeLabel(turn, i, d),
      tabindex: i === view.selected ? '0' : '-1',
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(view.palette[d]));
    hole.addEventListener('click', () => {
      view.selected = i;
      render({ focus: true });
    });
    hole.addEventListener('keydown', onHoleKey);
    hole.addEventListener('dragover', (event) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      hole.classList.add('drop-target');
    });
    hole.addEventListener('dragleave', () => hole.classList.remove('drop-target'));
    hole.addEventListener('drop', (event) => {
      event.preventDefault();
      const digit = Number(event.dataTransfer?.getData('text/plain'));
      if (!Number.isInteger(digit) || !(digit in view.palette)) return;
      view.selected = i;
      place(digit, { focus: true });
    });
    holes.append(hole);
  });
  const result = el('span', { className: 'row-result' });
  const full = view.draft.every((d) => d !== null);
  if (full) {
    const submit = el('button', {
      type: 'button',
      className: 'submit-turn',
      'aria-label': t('play-row-submit', { turn }),
      title: t('play-row-submit-title'),
    }, '✓');
    submit.addEventListener('click', () => submitTurn());
    result.append(submit);
  } else {
    result.addEventListener('click', () => warnIncomplete());
  }
  row.append(holes, result);
  return row;
}
