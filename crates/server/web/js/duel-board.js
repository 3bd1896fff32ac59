// The two boards of a duel as seed 003 draws them. Left, "Your code": your
// code at the bottom and the opponent's guesses at it. Right, "Your guesses":
// the opponent's code hidden at the top (shown once the duel is over) and
// your guesses. Rows are numbered and fill from the bottom, one per turn of
// the setup. Only what the server sent is drawn: a guess not yet revealed is
// your own (pending) or, for the opponent's, only the fact that it was made.
// The rows are in the page from row 1 up and shown bottom up (the CSS turns
// the column over), so that a screen reader meets the rows played and the
// row in play first, not the rows to come. Each row is one item of a list,
// said in words: its guess and its key pegs, or that it is to come.

import { el } from './layout.js';
import { pegElement, feedbackElement, colourName } from './pegs.js';
import { t } from './words.js';
import { parseCode } from './code.js';
import { all } from './dom.js';
import { reviewStop } from './row-review.js';

/** @typedef {import('./duel-state.js').Side} Side */
/** @typedef {import('./duel-state.js').Duel} Duel */
/** @typedef {import('./duel-state.js').Editing} Editing */
/**
 * What a board is drawn from: the duel, the sides, the names, the palette,
 * the row being entered and the handlers of that row.
 * @typedef {{
 *   duel: Duel, me: Side, opp: Side, you: Side | null, names: Record<Side, string | null>,
 *   palette: import('./pegs.js').Colour[], editing: Editing | null,
 *   on: {
 *     select: (i: number) => void, key: (event: KeyboardEvent) => void, drop: (i: number, digit: number) => void,
 *     submit: () => void, incomplete: () => void, emptyClick: (side: Side, turn: number, board: string) => void,
 *     warn: (text: string) => void,
 *     back: (board: 'own' | 'guess') => boolean,
 *   },
 * }} Boards
 */

/**
 * Fills `ownBoard` and `guessBoard`.
 * b = { duel, me, opp, you, names, palette, editing: {target, draft, selected} | null, on }
 * where `me` is the side whose code is on the left (yours; white for a
 * spectator) and `on` the handlers of the row being entered.
 * @param {HTMLElement} ownBoard
 * @param {HTMLElement} guessBoard
 * @param {Boards} b
 */
export function drawBoards(ownBoard, guessBoard, b) {
  const pegs = b.duel.rules.setup.pegs;
  for (const board of [ownBoard, guessBoard]) board.style.setProperty('--pegs', String(pegs));
  const rows = b.duel.rules.setup.turns;

  // Left: my code (shown at the bottom), then the opponent's guesses at it.
  const own = [codeRow(b, b.me, 'own')];
  for (let turn = 1; turn <= rows; turn++) own.push(guessRow(b, b.opp, turn, 'own'));
  ownBoard.replaceChildren(...own);

  // Right: my guesses, then the opponent's code (shown at the top).
  const mine = [];
  for (let turn = 1; turn <= rows; turn++) mine.push(guessRow(b, b.me, turn, 'guess'));
  mine.push(codeRow(b, b.opp, 'guess'));
  guessBoard.replaceChildren(...mine);
}

/** The name of the row being entered, which its holes begin with.
 * @param {Pick<Editing, 'target' | 'turn'>} editing */
export function editingName(editing) {
  return editing.target === 'code' ? t('online-editing-code') : t('online-editing-guess', { row: editing.turn });
}

/** A hole of the row being entered: "row 3, your guess, peg 2: blue".
 * @param {string} what
 * @param {number} index
 * @param {string} colour */
export function holeName(what, index, colour) {
  return t('online-hole', { row: what, peg: index + 1, colour });
}

/** The colours of a code or a guess, for a screen reader.
 * @param {Boards} b @param {number[]} digits */
function colours(b, digits) {
  return digits.map((d) => colourName(b.palette, d)).join(', ');
}

/** A side's name, as the board's words take it.
 * @param {Boards} b @param {Side} side */
function nameOf(b, side) {
  return b.names[side] ?? '?';
}

/** What a code row says of the code of `side`: its colours, or why they are not shown.
 * @param {Boards} b @param {Side} side @param {{ colours?: string, state?: string }} code */
function codeLabel(b, side, code) {
  if (code.colours !== undefined) {
    return side === b.you
      ? t('online-code-yours', { colours: code.colours })
      : t('online-code-theirs', { player: nameOf(b, side), colours: code.colours });
  }
  const state = code.state ?? 'unset';
  return side === b.you
    ? t('online-code-yours-state', { state })
    : t('online-code-theirs-state', { player: nameOf(b, side), state });
}

/** A code row: the code of `side`, hidden unless the view holds it.
 * @param {Boards} b @param {Side} side @param {'own' | 'guess'} board */
function codeRow(b, side, board) {
  const { duel } = b;
  const code = duel.codes ? duel.codes[side] : null;
  const row = el('div', { className: 'board-row code-row ' + (board === 'guess' ? 'secret-row' : 'own-code-row'), role: 'listitem', dataset: { side } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, t('online-code-mark')));
  if (b.editing && b.editing.target === 'code' && side === b.you) {
    row.classList.add('current');
    row.append(...editableRow(b, editingName(b.editing)));
    return row;
  }
  const holes = el('div', { className: 'row-pegs' });
  if (code) {
    const digits = parseCode(code);
    row.dataset.code = code;
    holes.setAttribute('role', 'img');
    holes.setAttribute('aria-label', codeLabel(b, side, { colours: colours(b, digits) }));
    for (const d of digits) holes.append(pegElement(b.palette[d] || b.palette[0]));
  } else {
    const over = duel.phase.phase === 'over';
    const set = !over && (duel.phase.phase !== 'codes' || !duel.phase.awaiting[side]);
    const state = side === b.you ? 'unset' : over ? 'never' : set ? 'hidden' : 'unset';
    holes.setAttribute('role', 'img');
    holes.setAttribute('aria-label', codeLabel(b, side, { state }));
    for (let i = 0; i < duel.rules.setup.pegs; i++) {
      holes.append(el('span', { className: set ? 'secret-peg-hidden' : 'hole', 'aria-hidden': 'true' }, set ? '?' : ''));
    }
    if (side !== b.you) holes.addEventListener('click', () => b.on.warn(t('online-code-stays-hidden', { player: nameOf(b, side) })));
  }
  row.append(holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
  return row;
}

/** Row `turn` of the guesses of `side`.
 * @param {Boards} b @param {Side} side @param {number} turn @param {'own' | 'guess'} board */
function guessRow(b, side, turn, board) {
  const { duel } = b;
  const played = duel.turns[turn - 1] ? duel.turns[turn - 1][side] : null;
  const inPlay = duel.phase.phase === 'guesses' && duel.phase.turn === turn;
  const row = el('div', { className: 'board-row', role: 'listitem', dataset: { turn: String(turn), side } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  if (played) {
    row.classList.add('played');
    row.dataset.guess = played.guess;
    const digits = parseCode(played.guess);
    const { black, white } = played;
    const guess = colours(b, digits);
    row.setAttribute('aria-label', side === b.you
      ? t('online-row-yours-played', { row: turn, colours: guess, black, white })
      : t('online-row-theirs-played', { row: turn, player: nameOf(b, side), colours: guess, black, white }));
    const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
    for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(b.palette[d] || b.palette[0])));
    const result = el('span', { className: 'row-result', title: t('online-feedback', { black: played.black, white: played.white }), 'aria-hidden': 'true' },
      feedbackElement(played.black, played.white, duel.rules.setup.pegs));
    row.append(holes, result);
    reviewable(b, row, board);
    return row;
  }
  if (inPlay && side === b.you && b.editing && b.editing.target === 'guess') {
    row.classList.add('current');
    row.append(...editableRow(b, editingName(b.editing)));
    return row;
  }
  if (inPlay && side === b.you && duel.your_guess) {
    // Sent, not yet revealed: shown to its player only, without key pegs.
    row.classList.add('pending');
    row.dataset.guess = duel.your_guess;
    const digits = parseCode(duel.your_guess);
    row.setAttribute('aria-label', t('online-row-pending', { row: turn, colours: colours(b, digits), opponent: nameOf(b, b.opp) }));
    const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
    for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(b.palette[d] || b.palette[0])));
    row.append(holes, el('span', { className: 'row-result pending-note', 'aria-hidden': 'true' }, t('online-row-waiting-for', { opponent: nameOf(b, b.opp) })));
    reviewable(b, row, board);
    return row;
  }
  if (inPlay && !duel.phase.awaiting[side]) {
    // The other side has guessed: that it did is public, what it played is not.
    row.classList.add('guessed');
    row.setAttribute('aria-label', t('online-row-guessed-label', { row: turn, player: nameOf(b, side) }));
    const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
    for (let i = 0; i < duel.rules.setup.pegs; i++) holes.append(el('span', { className: 'secret-peg-hidden' }, '?'));
    row.append(holes, el('span', { className: 'row-result pending-note', 'aria-hidden': 'true' }, t('online-row-guessed')));
    return row;
  }
  row.classList.add(inPlay ? 'waiting' : 'future');
  const state = inPlay ? 'waiting' : 'future';
  row.setAttribute('aria-label', side === b.you
    ? t('online-row-yours-empty', { row: turn, state })
    : t('online-row-theirs-empty', { row: turn, player: nameOf(b, side), state }));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (let i = 0; i < duel.rules.setup.pegs; i++) holes.append(el('span', { className: 'hole' }));
  holes.addEventListener('click', () => b.on.emptyClick(side, turn, board));
  row.append(holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
  return row;
}

/** A row played (or sent and waiting) as a stop of the keyboard's review:
 * the board is drawn from the bottom, so ↓ goes back a turn and ↑ past
 * the latest row reaches the row in play.
 * @param {Boards} b @param {HTMLElement} row @param {'own' | 'guess'} board */
function reviewable(b, row, board) {
  reviewStop(row, {
    rows: () => (row.parentElement ? reviewedRows(row.parentElement) : [row]),
    back: () => b.on.back(board),
    bottomUp: true,
  });
}

/** The rows of `board` a keyboard reviews, from the first turn.
 * @param {HTMLElement} board */
export function reviewedRows(board) {
  return all(board, '.board-row.played, .board-row.pending');
}

/** The holes being filled (a code or a guess) and the button that sends them.
 * @param {Boards} b @param {string} what */
function editableRow(b, what) {
  if (!b.editing) throw new Error('no row is being entered');
  const { draft, selected, target } = b.editing;
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': t('online-row-entering', { row: what }) });
  draft.forEach((d, i) => {
    const colour = d === null ? t('online-hole-empty') : colourName(b.palette, d);
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === selected ? ' selected' : ''),
      'aria-label': holeName(what, i, colour),
      tabindex: i === selected ? '0' : '-1',
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(b.palette[d] || b.palette[0]));
    hole.addEventListener('click', () => b.on.select(i));
    hole.addEventListener('keydown', b.on.key);
    hole.addEventListener('dragover', (event) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      hole.classList.add('drop-target');
    });
    hole.addEventListener('dragleave', () => hole.classList.remove('drop-target'));
    hole.addEventListener('drop', (event) => {
      event.preventDefault();
      const digit = Number(event.dataTransfer?.getData('text/plain'));
      if (Number.isInteger(digit)) b.on.drop(i, digit);
    });
    holes.append(hole);
  });
  const result = el('span', { className: 'row-result' });
  const full = draft.every((d) => d !== null);
  if (full) {
    const isCode = target === 'code';
    result.append(el('button', {
      type: 'button',
      className: 'submit-turn' + (isCode ? ' submit-code' : ''),
      'aria-label': isCode ? t('online-submit-code') : t('online-submit-guess', { row: what }),
      title: isCode ? t('online-submit-code-title') : t('online-submit-guess-title'),
      onclick: () => b.on.submit(),
    }, '✓'));
  } else {
    result.addEventListener('click', () => b.on.incomplete());
  }
  return [holes, result];
}
