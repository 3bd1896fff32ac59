// The boards of a series: the live one (the row in play, or the guess
// waiting for its key pegs with the codemaker's key-peg setter) and those of
// the games played, and the palette.

import { parseCode } from './code.js';
import { el } from './layout.js';
import { pegElement, feedbackElement } from './pegs.js';
import { paletteButton } from './palette.js';
import { view, shownSeries } from './series-state.js';
import { place, handleKey, submitGuess, submitAnswer, focusSelected } from './series-moves.js';
import { all } from './dom.js';
import { reviewStop } from './row-review.js';
import { render } from './series.js';
import { t } from './words.js';

/** @typedef {import('./series-state.js').SeriesView} SeriesView */
/** @typedef {import('./series-state.js').PlayedGame} PlayedGame */
/** @typedef {PlayedGame['rows'][number]} Row */

/** The board of a game played, its code shown.
 * @param {PlayedGame} played @param {SeriesView} s */
export function staticBoard(played, s) {
  const board = el('div', { className: 'board series-static-board', role: 'list', 'aria-label': t('series-board-label', { number: played.number }) });
  board.style.setProperty('--pegs', String(s.setup.pegs));
  board.append(...boardRows({
    rows: played.rows,
    pending: null,
    live: false,
    secret: played.secret,
    wrong: played.outcome.turns || [],
  }));
  return board;
}

/** The secret row and the rows of a board (the live one takes input).
 * @param {{ rows: Row[], pending: string | null | undefined, live: boolean, secret: string | null | undefined, wrong: number[] }} board */
export function boardRows({ rows, pending, live, secret, wrong }) {
  const s = shownSeries();
  const out = [secretRow(secret)];
  const limit = live ? s.setup.turns : Math.max(rows.length, 1);
  for (let turn = 1; turn <= s.setup.turns && (live || turn <= limit); turn++) {
    const row = rows[turn - 1];
    if (row) out.push(playedRow(row, wrong.includes(turn)));
    else if (live && turn === rows.length + 1 && pending !== null && pending !== undefined) out.push(pendingRow(turn, pending));
    else if (live && turn === rows.length + 1 && s.phase === 'guess') out.push(currentRow(turn));
    else if (live) out.push(futureRow(turn));
  }
  return out;
}

/** @param {string | null | undefined} secret */
function secretRow(secret) {
  const pegs = shownSeries().setup.pegs;
  const row = el('div', { className: 'board-row secret-row', role: 'listitem' }, el('span', { className: 'turn-number', 'aria-hidden': 'true' }, t('series-code-row')));
  const holes = el('div', { className: 'row-pegs secret', 'aria-hidden': 'true' });
  if (secret) {
    const digits = parseCode(secret);
    row.setAttribute('aria-label', t('series-code-shown', { pegs: describe(digits) }));
    for (const d of digits) holes.append(pegElement(view.palette[d]));
  } else {
    row.setAttribute('aria-label', t('series-code-hidden'));
    for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'secret-peg-hidden' }, '?'));
  }
  row.append(holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
  reviewStop(row, review(row));
  return row;
}

/** The code and the rows played of the board holding `row`, reviewed by
 * keyboard (row-review.js); on the live board ↓ past the last row played
 * goes back to the row in play.
 * @param {HTMLElement} row
 * @returns {import('./row-review.js').Review} */
function review(row) {
  return {
    rows: () => reviewedRows(row),
    back: () => {
      if (!row.closest('#board-rows') || !document.querySelector('#board-rows .board-row.current .hole.selected')) return false;
      focusSelected();
      return true;
    },
  };
}

/** The stops of the keyboard's review in the board holding `row`.
 * @param {HTMLElement} row */
export function reviewedRows(row) {
  const board = row.parentElement;
  return board ? all(board, '.board-row.secret-row, .board-row.played') : [row];
}

/** @param {number[]} digits */
function describe(digits) {
  return digits.map(colourWord).join(', ');
}

/** A colour of the palette in the page's language (the blank's too).
 * @param {number} digit */
function colourWord(digit) {
  const name = view.palette[digit]?.name;
  return name ? t(`colour-${name}`) : String(digit);
}

/** @param {Row} row @param {boolean} wrong */
function playedRow(row, wrong) {
  const pegs = shownSeries().setup.pegs;
  const classes = ['board-row', 'played'];
  if (wrong) classes.push('inconsistent');
  // One item said in words, its pegs hidden: a stop of the keyboard's review.
  const tr = el('div', { className: classes.join(' '), role: 'listitem', dataset: { turn: String(row.turn), guess: row.guess ?? '' } },
    el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(row.turn)));
  reviewStop(tr, review(tr));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  if (row.guess === null) {
    tr.classList.add('timed-out');
    tr.setAttribute('aria-label', t('series-row-timed-out', { turn: row.turn }));
    for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'hole' }));
    tr.append(holes, el('span', { className: 'row-result timed-out-label', 'aria-hidden': 'true' }, t('series-row-time')));
    return tr;
  }
  const digits = parseCode(row.guess);
  const { turn, black, white } = row;
  const colours = describe(digits);
  tr.setAttribute('aria-label', wrong
    ? t('series-row-played-wrong', { turn, pegs: colours, black, white })
    : t('series-row-played', { turn, pegs: colours, black, white }));
  for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(view.palette[d])));
  const result = el('span', { className: 'row-result', title: t('series-row-keys', { black, white }), 'aria-hidden': 'true' },
    feedbackElement(black, white, pegs));
  tr.append(holes, result);
  return tr;
}

/** @param {number} turn */
function futureRow(turn) {
  const pegs = shownSeries().setup.pegs;
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'hole' }));
  return el('div', { className: 'board-row future', role: 'listitem', 'aria-label': t('series-row-to-come', { turn }), dataset: { turn: String(turn) } },
    el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)), holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
}

/** @param {number} turn */
function currentRow(turn) {
  const tr = el('div', { className: 'board-row current', role: 'listitem', dataset: { turn: String(turn) } },
    el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)), editableHoles(turn));
  const result = el('span', { className: 'row-result' });
  if (view.draft.every((d) => d !== null)) {
    result.append(el('button', {
      type: 'button',
      className: 'submit-turn',
      'aria-label': t('series-play-row', { turn }),
      title: t('series-play-row-hint'),
      onclick: () => submitGuess(),
    }, '✓'));
  }
  tr.append(result);
  return tr;
}

/** The holes being filled: the row in play (`turn`), or the code (null).
 * @param {number | null} turn */
export function editableHoles(turn) {
  const label = turn === null ? t('series-code-holes') : t('series-row-holes', { turn });
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': label });
  view.draft.forEach((d, i) => {
    const colour = d === null ? t('series-hole-empty') : colourWord(d);
    const peg = i + 1;
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === view.selected ? ' selected' : ''),
      'aria-label': turn === null ? t('series-code-hole', { peg, colour }) : t('series-row-hole', { turn, peg, colour }),
      tabindex: i === view.selected ? '0' : '-1',
      dataset: { index: String(i) },
      onclick: () => {
        view.selected = i;
        render({ focus: true });
      },
      onkeydown: (/** @type {KeyboardEvent} */ event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (handleKey(event.key)) event.preventDefault();
      },
    });
    if (d !== null) hole.append(pegElement(view.palette[d]));
    holes.append(hole);
  });
  return holes;
}

/** The guess waiting for its key pegs: the codemaker sets them (manual feedback).
 * @param {number} turn @param {string} guess */
function pendingRow(turn, guess) {
  const s = shownSeries();
  const pegs = s.setup.pegs;
  const digits = parseCode(guess);
  const tr = el('div', { className: 'board-row current pending', role: 'listitem', dataset: { turn: String(turn), guess } },
    el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'img', 'aria-label': t('series-row-waiting', { turn, pegs: describe(digits) }) });
  for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(view.palette[d])));
  tr.append(holes);
  const a = view.answer;
  const setter = el('span', { className: 'key-setter series-key-setter', role: 'group', 'aria-label': t('series-keys-of-row', { turn }) });
  const keys = el('span', {
    className: 'feedback', role: 'group', 'aria-label': t('series-keys-of-row-set', { turn, black: a.black, white: a.white }),
  });
  keys.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    const kind = i < a.black ? 'black' : i < a.black + a.white ? 'white' : 'none';
    keys.append(el('button', {
      type: 'button',
      className: `key-peg key-peg-hole ${kind}`,
      'aria-label': t('series-key-peg', { peg: i + 1, kind }),
      dataset: { control: `key-${i}` },
      onclick: () => {
        if (kind === 'black') {
          a.black -= 1;
          a.white += 1;
        } else if (kind === 'white') {
          a.white -= 1;
        } else {
          a.black += 1;
        }
        rerenderAnswer(`key-${i}`);
      },
    }));
  }
  const counter = (/** @type {'black' | 'white'} */ colour) => el('span', { className: `key-count key-count-${colour}` },
    el('span', { className: 'label' }, t('series-key-count-label', { colour })),
    el('button', {
      type: 'button',
      'aria-label': t('series-key-fewer', { colour }),
      dataset: { control: `${colour}-minus` },
      disabled: a[colour] === 0,
      onclick: () => {
        a[colour] = Math.max(0, a[colour] - 1);
        rerenderAnswer(`${colour}-minus`);
      },
    }, '−'),
    el('output', { className: 'count', dataset: { count: colour }, 'aria-label': t('series-key-count', { colour }) }, String(a[colour])),
    el('button', {
      type: 'button',
      'aria-label': t('series-key-more', { colour }),
      dataset: { control: `${colour}-plus` },
      disabled: a.black + a.white >= pegs,
      onclick: () => {
        if (a.black + a.white < pegs) a[colour] += 1;
        rerenderAnswer(`${colour}-plus`);
      },
    }, '+'));
  setter.append(keys, counter('black'), counter('white'),
    el('button', {
      type: 'button',
      className: 'answer-button button-primary',
      'aria-label': t('series-answer-row', { turn, black: a.black, white: a.white }),
      disabled: view.busy,
      onclick: () => submitAnswer(),
    }, t('series-answer')));
  tr.append(el('div', { className: 'codebreaker-row-result' }, setter));
  return tr;
}

/** @param {string} control */
function rerenderAnswer(control) {
  render();
  const again = document.querySelector(`#board-rows [data-control="${control}"]`);
  if (again instanceof HTMLButtonElement && !again.disabled) again.focus();
  else {
    const answer = document.querySelector('#board-rows .answer-button');
    if (answer instanceof HTMLElement) answer.focus();
  }
}

/** @param {HTMLElement} box */
export function renderPalette(box) {
  const s = shownSeries();
  box.replaceChildren();
  const digits = [];
  for (let d = 1; d < view.palette.length; d++) digits.push(d);
  if (s.setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, view.palette[d], { blank: t('series-vacant-hole') });
    button.addEventListener('click', () => place(d, { focus: false }));
    box.append(button);
  }
}
