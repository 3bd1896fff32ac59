// The puzzle page's board and the guess being entered: the rows of the
// position and of the attempt (each one item to a screen reader, its guess
// and key pegs in words), the palette, and the draft row. No rule here: the
// server checks every guess and answers it.

import { el } from './layout.js';
import { byId as $ } from './dom.js';
import { parseCode, formatCode } from './code.js';
import { pegElement, feedbackElement, feedbackText, colourNames, codeElement } from './pegs.js';
import { paletteButton } from './palette.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {Schemas['ColourView']} Colour */

/** The guess being entered, as digits. @type {number[]} */
export const draft = [];

/**
 * One played row.
 * @param {Schemas['TurnView']} turn
 * @param {Colour[]} palette
 * @param {number} pegs
 * @param {boolean} before whether it was played before the attempt began
 */
function row(turn, palette, pegs, before) {
  const digits = parseCode(turn.guess);
  const words = { turn: turn.turn, colours: colourNames(palette, digits), feedback: feedbackText(turn.black, turn.white) };
  const item = el('div', {
    className: `board-row played ${before ? 'puzzle-given' : 'puzzle-played'}`,
    role: 'listitem',
    'aria-label': t(before ? 'play-puzzle-row-given' : 'play-puzzle-row-played', words),
    dataset: { turn: String(turn.turn), guess: turn.guess },
  });
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(palette[d])));
  item.append(
    el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn.turn)),
    holes,
    el('span', { className: 'row-result', 'aria-hidden': 'true', title: feedbackText(turn.black, turn.white) },
      feedbackElement(turn.black, turn.white, pegs)));
  return item;
}

/**
 * The position's rows, then the attempt's.
 * @param {Schemas['AttemptView']} attempt
 * @param {Colour[]} palette
 */
export function drawRows(attempt, palette) {
  const pegs = attempt.puzzle.setup.pegs;
  $('puzzle-board').style.setProperty('--pegs', String(pegs));
  $('puzzle-rows').replaceChildren(
    ...attempt.puzzle.position.map((turn) => row(turn, palette, pegs, true)),
    ...attempt.turns.map((turn) => row(turn, palette, pegs, false)));
}

/**
 * The palette's buttons: each adds its colour to the draft.
 * @param {Schemas['SetupView']} setup
 * @param {Colour[]} palette
 * @param {() => void} changed
 */
export function drawPalette(setup, palette, changed) {
  const digits = [];
  for (let d = 1; d < palette.length; d++) digits.push(d);
  if (setup.blanks) digits.push(0);
  $('puzzle-palette').replaceChildren(...digits.map((d) => {
    const button = paletteButton(d, palette[d]);
    button.addEventListener('click', () => {
      place(d, setup.pegs);
      changed();
    });
    return button;
  }));
}

/** Adds colour `digit` to the draft, if it has room.
 * @param {number} digit @param {number} pegs */
export function place(digit, pegs) {
  if (draft.length < pegs) draft.push(digit);
}

/** The draft as the board shows it: its pegs, then empty holes.
 * @param {Colour[]} palette @param {number} pegs */
export function drawDraft(palette, pegs) {
  const box = $('puzzle-draft');
  const shown = el('span', { className: 'row-pegs' });
  shown.append(draft.length ? codeElement(draft, palette, { label: t('play-puzzle-draft-code') }) : el('span', { className: 'visually-hidden' }, t('play-puzzle-draft-empty')));
  const empty = el('span', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (let i = draft.length; i < pegs; i++) empty.append(el('span', { className: 'hole' }));
  box.replaceChildren(shown, empty);
}

/** The draft as the API writes a code. */
export function draftCode() {
  return formatCode(draft);
}

/** @param {string[]} codes @param {Colour[]} palette */
export function codeList(codes, palette) {
  return el('ul', { className: 'puzzle-codes' },
    codes.map((c) => el('li', { dataset: { code: c } }, codeElement(c, palette, { label: t('play-puzzle-answer-code') }))));
}
