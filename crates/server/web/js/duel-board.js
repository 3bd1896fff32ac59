// The two boards of a duel as seed 003 draws them. Left, "Your code": your
// code at the bottom and the opponent's guesses at it. Right, "Your guesses":
// the opponent's code hidden at the top (shown once the duel is over) and
// your guesses. Rows are numbered and fill from the bottom, one per turn of
// the setup. Only what the server sent is drawn: a guess not yet revealed is
// your own (pending) or, for the opponent's, only the fact that it was made.

import { el } from './layout.js';
import { pegElement, feedbackElement, feedbackText, colourName } from './pegs.js';
import { parseCode } from './code.js';

/**
 * Fills `ownBoard` and `guessBoard`.
 * b = { duel, me, opp, you, names, palette, editing: {target, draft, selected} | null, on }
 * where `me` is the side whose code is on the left (yours; white for a
 * spectator) and `on` the handlers of the row being entered.
 */
export function drawBoards(ownBoard, guessBoard, b) {
  const pegs = b.duel.rules.setup.pegs;
  for (const board of [ownBoard, guessBoard]) board.style.setProperty('--pegs', String(pegs));
  const rows = b.duel.rules.setup.turns;

  // Left: the opponent's guesses at my code, then my code at the bottom.
  const own = [];
  for (let turn = rows; turn >= 1; turn--) own.push(guessRow(b, b.opp, turn, 'own'));
  own.push(codeRow(b, b.me, 'own'));
  ownBoard.replaceChildren(...own);

  // Right: the opponent's code at the top, then my guesses.
  const mine = [codeRow(b, b.opp, 'guess')];
  for (let turn = rows; turn >= 1; turn--) mine.push(guessRow(b, b.me, turn, 'guess'));
  guessBoard.replaceChildren(...mine);
}

function whose(b, side) {
  return side === b.you ? 'your' : `${b.names[side]}'s`;
}

/** A code row: the code of `side`, hidden unless the view holds it. */
function codeRow(b, side, board) {
  const { duel } = b;
  const code = duel.codes ? duel.codes[side] : null;
  const row = el('div', { className: 'board-row code-row ' + (board === 'guess' ? 'secret-row' : 'own-code-row'), dataset: { side } });
  row.append(el('span', { className: 'turn-number' }, 'code'));
  const editing = b.editing && b.editing.target === 'code' && side === b.you;
  if (editing) {
    row.classList.add('current');
    row.append(...editableRow(b, 'your code'));
    return row;
  }
  const holes = el('div', { className: 'row-pegs' });
  if (code) {
    const digits = parseCode(code);
    row.dataset.code = code;
    holes.setAttribute('role', 'img');
    holes.setAttribute('aria-label', `${whose(b, side)} code: ${digits.map((d) => colourName(b.palette, d)).join(', ')}`);
    for (const d of digits) holes.append(pegElement(b.palette[d] || b.palette[0]));
  } else {
    const over = duel.phase.phase === 'over';
    const set = !over && (duel.phase.phase !== 'codes' || !duel.phase.awaiting[side]);
    const shown = side === b.you
      ? 'not set yet'
      : over ? 'never set' : set ? 'hidden until the duel is over' : 'not set yet';
    holes.setAttribute('role', 'img');
    holes.setAttribute('aria-label', `${whose(b, side)} code: ${shown}`);
    for (let i = 0; i < duel.rules.setup.pegs; i++) {
      holes.append(el('span', { className: set ? 'secret-peg-hidden' : 'hole', 'aria-hidden': 'true' }, set ? '?' : ''));
    }
    if (side !== b.you) holes.addEventListener('click', () => b.on.warn(`${b.names[side]}'s code stays hidden until the duel is over.`));
  }
  row.append(holes, el('span', { className: 'row-result' }));
  return row;
}

/** Row `turn` of the guesses of `side`. */
function guessRow(b, side, turn, board) {
  const { duel } = b;
  const played = duel.turns[turn - 1] ? duel.turns[turn - 1][side] : null;
  const inPlay = duel.phase.phase === 'guesses' && duel.phase.turn === turn;
  const row = el('div', { className: 'board-row', dataset: { turn: String(turn), side } });
  row.append(el('span', { className: 'turn-number' }, String(turn)));
  if (played) {
    row.classList.add('played');
    row.dataset.guess = played.guess;
    const holes = el('div', { className: 'row-pegs' });
    parseCode(played.guess).forEach((d, i) => {
      const hole = el('span', { className: 'hole', role: 'img', 'aria-label': `${label(b, side, turn)}, peg ${i + 1}, ${colourName(b.palette, d)}` });
      hole.append(pegElement(b.palette[d] || b.palette[0]));
      holes.append(hole);
    });
    const result = el('span', { className: 'row-result', title: feedbackText(played.black, played.white) },
      feedbackElement(played.black, played.white, duel.rules.setup.pegs));
    row.append(holes, result);
    return row;
  }
  if (inPlay && side === b.you && b.editing && b.editing.target === 'guess') {
    row.classList.add('current');
    row.append(...editableRow(b, `row ${turn}, your guess`));
    return row;
  }
  if (inPlay && side === b.you && duel.your_guess) {
    // Sent, not yet revealed: shown to its player only, without key pegs.
    row.classList.add('pending');
    row.dataset.guess = duel.your_guess;
    const holes = el('div', { className: 'row-pegs' });
    parseCode(duel.your_guess).forEach((d, i) => {
      const hole = el('span', { className: 'hole', role: 'img', 'aria-label': `row ${turn}, your guess, peg ${i + 1}, ${colourName(b.palette, d)}` });
      hole.append(pegElement(b.palette[d] || b.palette[0]));
      holes.append(hole);
    });
    row.append(holes, el('span', { className: 'row-result pending-note' }, `waiting for ${b.names[b.opp]}`));
    return row;
  }
  if (inPlay && !duel.phase.awaiting[side]) {
    // The other side has guessed: that it did is public, what it played is not.
    row.classList.add('guessed');
    const holes = el('div', { className: 'row-pegs', role: 'img', 'aria-label': `row ${turn}: ${b.names[side]} has guessed; shown at the reveal` });
    for (let i = 0; i < duel.rules.setup.pegs; i++) holes.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
    row.append(holes, el('span', { className: 'row-result pending-note' }, 'guessed'));
    return row;
  }
  row.classList.add(inPlay ? 'waiting' : 'future');
  const holes = el('div', { className: 'row-pegs' });
  for (let i = 0; i < duel.rules.setup.pegs; i++) {
    holes.append(el('span', { className: 'hole', role: 'img', 'aria-label': `${label(b, side, turn)}, peg ${i + 1}, empty` }));
  }
  holes.addEventListener('click', () => b.on.emptyClick(side, turn, board));
  row.append(holes, el('span', { className: 'row-result' }));
  return row;
}

function label(b, side, turn) {
  return side === b.you ? `row ${turn}, your guess` : `row ${turn}, ${b.names[side]}'s guess`;
}

/** The holes being filled (a code or a guess) and the button that sends them. */
function editableRow(b, what) {
  const { draft, selected, target } = b.editing;
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': `${what}, being entered` });
  draft.forEach((d, i) => {
    const colour = d === null ? 'empty' : colourName(b.palette, d);
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === selected ? ' selected' : ''),
      'aria-label': `${what}, peg ${i + 1}, ${colour}`,
      tabindex: i === selected ? '0' : '-1',
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(b.palette[d] || b.palette[0]));
    hole.addEventListener('click', () => b.on.select(i));
    hole.addEventListener('keydown', b.on.key);
    hole.addEventListener('dragover', (event) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      hole.classList.add('drop-target');
    });
    hole.addEventListener('dragleave', () => hole.classList.remove('drop-target'));
    hole.addEventListener('drop', (event) => {
      event.preventDefault();
      const digit = Number(event.dataTransfer.getData('text/plain'));
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
      'aria-label': isCode ? 'Set this as your code' : `Send ${what}`,
      title: isCode ? 'Set this as your code (Enter)' : 'Send this guess (Enter)',
      onclick: () => b.on.submit(),
    }, '✓'));
  } else {
    result.addEventListener('click', () => b.on.incomplete());
  }
  return [holes, result];
}
