// The codebreaker's board: the person's secret (or "kept in mind"), the
// computer's guesses, and for each the answer: key pegs set with a click on
// a hole or the − + steppers, the Answer and Correct buttons.

import { formatCode } from './code.js';
import { el } from './layout.js';
import { pegElement, feedbackText } from './pegs.js';
import { t } from './words.js';
import { state, $, shownPreset, secretDigits, describe } from './codebreaker-state.js';
import { submitAnswer } from './codebreaker.js';

/** @typedef {import('./codebreaker-state.js').Row} Row */

/** The board: the secret row, then the rows of the computer's guesses.
 * @param {{ focusAnswer?: boolean }} [options] */
export function render({ focusAnswer = false } = {}) {
  const box = $('codebreaker-rows');
  const pegs = shownPreset().setup.pegs;
  $('codebreaker-board').style.setProperty('--pegs', String(pegs));
  box.replaceChildren();
  // Kept in mind and broken: the code is the guess that took 4 black.
  const broken = state.phase === 'solved' && state.rows.length ? state.rows[state.rows.length - 1].guess : null;
  const secret = state.boardSecret || secretDigits() || broken;
  const secretRow = el('div', { className: 'board-row secret-row' }, el('span', { className: 'turn-number' }, t('play-secret-row-mark')));
  const secretPegs = el('div', { className: 'row-pegs' });
  if (secret) {
    secretPegs.setAttribute('role', 'img');
    secretPegs.setAttribute('aria-label', t('play-codebreaker-secret', { code: describe(secret) }));
    for (const d of secret) secretPegs.append(pegElement(state.palette[d]));
  } else {
    secretPegs.setAttribute('role', 'img');
    secretPegs.setAttribute('aria-label', t('play-codebreaker-secret-kept'));
    for (let i = 0; i < pegs; i++) secretPegs.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  secretRow.append(secretPegs, el('span'));
  box.append(secretRow);
  state.rows.forEach((row, i) => box.append(renderRow(row, i + 1)));
  // A demonstration's board has no answers to set: its hint steps aside.
  $('answer-hint').hidden = state.rows.some((r) => r.demo) || state.phase === 'demo';
  const editing = state.rows.some((r) => r.answered && r.editing);
  $('correction-controls').hidden = !(state.phase === 'correcting' || (editing && state.phase !== 'demo'));
  if (focusAnswer) {
    const last = box.querySelector('.board-row:last-child .answer-button');
    if (last instanceof HTMLElement) last.focus();
  }
}

/** @param {Row} row @param {number} turn */
function renderRow(row, turn) {
  const pegs = shownPreset().setup.pegs;
  const classes = ['board-row', row.answered ? 'played' : 'current'];
  const marked = state.inconsistent.includes(turn);
  if (marked) classes.push('inconsistent');
  const tr = el('div', { className: classes.join(' '), dataset: { turn: String(turn), guess: formatCode(row.guess) } },
    el('span', { className: 'turn-number' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'img', 'aria-label': t('play-codebreaker-guess-row', { turn, code: describe(row.guess) }) });
  for (const d of row.guess) holes.append(el('span', { className: 'hole' }, pegElement(state.palette[d])));
  tr.append(holes);
  const result = el('div', { className: 'codebreaker-row-result' });
  if (row.editing && state.phase !== 'demo') {
    result.append(keySetter(row, turn, pegs));
    if (!row.answered) {
      const answer = el('button', { type: 'button', className: 'answer-button button-primary', 'aria-label': t('play-codebreaker-answer-label', { turn }) }, t('play-codebreaker-answer'));
      answer.addEventListener('click', () => submitAnswer(row));
      result.append(answer);
    }
  } else {
    result.append(staticFeedback(row, pegs));
    if (row.answered && !row.demo && state.phase !== 'demo' && state.phase !== 'asking') {
      const edit = el('button', { type: 'button', className: 'edit-answer', 'aria-label': t('play-codebreaker-correct-label', { turn }) }, t('play-codebreaker-correct'));
      edit.addEventListener('click', () => {
        row.editing = true;
        if (state.phase === 'answering' || state.phase === 'solved' || state.phase === 'over') state.phase = 'correcting';
        render();
      });
      result.append(edit);
    }
  }
  tr.append(result);
  if (marked && state.rowNote) {
    tr.append(el('p', { className: 'row-note', id: `row-note-${turn}` }, state.rowNote));
    holes.setAttribute('aria-describedby', `row-note-${turn}`);
  }
  return tr;
}

/** @param {Row} row @param {number} pegs */
function staticFeedback(row, pegs) {
  const span = el('span', { className: 'feedback', role: 'img', 'aria-label': feedbackText(row.black, row.white) });
  span.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    span.append(el('span', { className: 'key-peg ' + (i < row.black ? 'black' : i < row.black + row.white ? 'white' : 'none') }));
  }
  return span;
}

/** The answer being set: key-peg holes to click, and − + for each colour.
 * @param {Row} row @param {number} turn @param {number} pegs */
function keySetter(row, turn, pegs) {
  const box = el('span', { className: 'key-setter', role: 'group', 'aria-label': t('play-codebreaker-answer-group', { turn }) });
  const rerender = (/** @type {string} */ which) => {
    render();
    const again = document.querySelector(`.board-row[data-turn="${turn}"] [data-control="${which}"]`);
    if (again instanceof HTMLElement) again.focus();
  };
  const holes = el('span', { className: 'feedback', role: 'group', 'aria-label': t('play-codebreaker-key-pegs', { turn, feedback: feedbackText(row.black, row.white) }) });
  holes.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    const kind = i < row.black ? 'black' : i < row.black + row.white ? 'white' : 'none';
    const hole = el('button', {
      type: 'button',
      className: `key-peg key-peg-hole ${kind}`,
      'aria-label': t('play-codebreaker-key-peg', { peg: i + 1, kind }),
      dataset: { control: `key-${i}` },
    });
    hole.addEventListener('click', () => {
      if (kind === 'black') {
        row.black -= 1;
        row.white += 1;
      } else if (kind === 'white') {
        row.white -= 1;
      } else {
        row.black += 1;
      }
      rerender(`key-${i}`);
    });
    holes.append(hole);
  }
  const counter = (/** @type {'black' | 'white'} */ colour) => {
    const minus = el('button', { type: 'button', 'aria-label': t('play-codebreaker-fewer', { colour, turn }), dataset: { control: `${colour}-minus` } }, '−');
    const plus = el('button', { type: 'button', 'aria-label': t('play-codebreaker-more', { colour, turn }), dataset: { control: `${colour}-plus` } }, '+');
    minus.disabled = row[colour] === 0;
    plus.disabled = row.black + row.white >= pegs;
    minus.addEventListener('click', () => {
      row[colour] = Math.max(0, row[colour] - 1);
      rerender(`${colour}-minus`);
    });
    plus.addEventListener('click', () => {
      if (row.black + row.white < pegs) row[colour] += 1;
      rerender(`${colour}-plus`);
    });
    return el('span', { className: `key-count key-count-${colour}` },
      el('span', { className: 'label' }, t('play-codebreaker-count-label', { colour })), minus,
      el('output', { className: 'count', dataset: { count: colour }, 'aria-label': t('play-codebreaker-count', { colour }) }, String(row[colour])), plus);
  };
  box.append(holes, counter('black'), counter('white'));
  return box;
}
