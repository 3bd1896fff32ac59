// The rules pages: the seeds' worked examples drawn as boards. The black and
// white pegs are scored by the server under both rules (the page holds no
// rule of its own) and shown beside the seeds' numbers, so the page shows
// exactly where the two games differ.

import { api } from './api.js';
import { formatCode } from './code.js';
import { initLayout, el } from './layout.js';
import { paletteOfNames, pegElement, feedbackElement, feedbackText, colourWord } from './pegs.js';
import { t } from './words.js';
import { all } from './dom.js';

/** @typedef {import('./pegs.js').Colour} Colour */
/** @typedef {import('./api-types').components['schemas']['ScoredView']} Scored */
/** A worked example: its palette, its secret, and each turn as the seed
 *  gives it: [the guess, black, white].
 * @typedef {{ palette: string[], rule?: string, secret: string[], turns: [string[], number, number][] }} Example */

initLayout();

// Seed 001's code pegs: RD red, BU blue, YW yellow, GN green, WH white, BK black.
const BOARD = ['red', 'blue', 'yellow', 'green', 'white', 'black'];
// The web games' first six colours (level I).
const LEVEL_I = ['red', 'blue', 'yellow', 'green', 'pink', 'turquoise'];

/** @type {Record<string, Example>} */
const EXAMPLES = {
  // Seed 001, examples A–D (the board game; Mastermind rule).
  A: { palette: BOARD, secret: ['red', 'white', 'blue', 'green'], turns: [[['white', 'yellow', 'blue', 'black'], 1, 1]] },
  B: { palette: BOARD, secret: ['red', 'blue', 'green', 'black'], turns: [[['white', 'yellow', 'green', 'green'], 1, 0]] },
  C: { palette: BOARD, secret: ['yellow', 'blue', 'yellow', 'black'], turns: [[['red', 'yellow', 'green', 'white'], 0, 1]] },
  D: { palette: BOARD, secret: ['red', 'blue', 'red', 'yellow'], turns: [[['green', 'red', 'red', 'white'], 1, 1]] },
  // Seed 000 §4.1: the key yellow-red-green-yellow (the colour game rule).
  'colour-4.1': {
    palette: LEVEL_I,
    rule: 'colour-game',
    secret: ['yellow', 'red', 'green', 'yellow'],
    turns: [
      [['red', 'red', 'red', 'blue'], 1, 2],
      [['red', 'yellow', 'yellow', 'green'], 0, 4],
      [['green', 'red', 'pink', 'pink'], 1, 1],
      [['green', 'turquoise', 'red', 'turquoise'], 0, 2],
      [['yellow', 'red', 'green', 'red'], 3, 1],
      [['yellow', 'red', 'green', 'yellow'], 4, 0],
    ],
  },
};

/** @param {string[]} names
 * @param {Colour[]} palette */
function digitsOf(names, palette) {
  return names.map((n) => palette.findIndex((c) => c.name === n));
}

/** A code as the seeds write it (red blue red yellow), in the page's language.
 * @param {string[]} names */
function spoken(names) {
  return names.map(colourWord).join(' ');
}

/** The key pegs of each guess against `secret` (digits) under `rule`, from the server.
 * @param {number[]} secret
 * @param {number[][]} guesses
 * @param {Colour[]} palette
 * @param {string} rule
 * @returns {Promise<Scored[]>} */
async function scored(secret, guesses, palette, rule) {
  const colours = palette.length - 1; // palette[0] is the blank
  /** @type {import('./api-types').components['schemas']['FeedbackView']} */
  const answer = await api('/api/feedback', {
    method: 'POST',
    body: {
      setup: { pegs: secret.length, colours, turns: 10, rule, palette: palette.slice(1).map((c) => c.name) },
      secret: formatCode(secret),
      guesses: guesses.map(formatCode),
    },
  });
  return answer.feedback;
}

/** @param {Example} example
 * @param {Colour[]} palette
 * @param {string} rule */
async function board(example, palette, rule) {
  const secret = digitsOf(example.secret, palette);
  const guesses = example.turns.map(([names]) => digitsOf(names, palette));
  const keys = await scored(secret, guesses, palette, rule);
  const pegs = secret.length;
  const box = el('div', { className: 'board example-board-drawn', role: 'img' });
  box.style.setProperty('--pegs', String(pegs));
  const labels = [t('play-rules-secret', { code: spoken(example.secret) })];
  const secretRow = el('div', { className: 'board-row secret-row' }, el('span', { className: 'turn-number' }, t('play-secret-row-mark')));
  const secretPegs = el('div', { className: 'row-pegs' });
  for (const d of secret) secretPegs.append(pegElement(palette[d]));
  secretRow.append(secretPegs, el('span', { className: 'row-result' }));
  box.append(secretRow);
  example.turns.forEach(([guessNames], i) => {
    const guess = guesses[i];
    const { black, white } = keys[i];
    const row = el('div', { className: 'board-row played', dataset: { turn: String(i + 1), black: String(black), white: String(white) } },
      el('span', { className: 'turn-number' }, String(i + 1)));
    const holes = el('div', { className: 'row-pegs' });
    for (const d of guess) holes.append(el('span', { className: 'hole' }, pegElement(palette[d])));
    row.append(holes, el('span', { className: 'row-result' }, feedbackElement(black, white, pegs)));
    box.append(row);
    labels.push(t('play-rules-turn', { turn: i + 1, guess: spoken(guessNames), feedback: feedbackText(black, white) }));
  });
  box.setAttribute('aria-label', labels.join('; '));
  return box;
}

/** @param {Example} example
 * @param {Colour[]} palette */
async function comparison(example, palette) {
  const secret = digitsOf(example.secret, palette);
  const guesses = example.turns.map(([names]) => digitsOf(names, palette));
  const [colourKeys, standardKeys] = await Promise.all([
    scored(secret, guesses, palette, 'colour-game'),
    scored(secret, guesses, palette, 'mastermind'),
  ]);
  const body = el('tbody');
  example.turns.forEach(([guessNames, black, white], i) => {
    const colour = colourKeys[i];
    const standard = standardKeys[i];
    const differs = colour.white !== standard.white;
    body.append(el('tr', { className: differs ? 'highlight' : '', dataset: { turn: String(i + 1) } },
      el('td', { className: 'number' }, String(i + 1)),
      el('td', {}, spoken(guessNames)),
      el('td', { className: 'colour-rule' }, feedbackText(colour.black, colour.white)),
      el('td', { className: 'standard-rule' }, feedbackText(standard.black, standard.white))));
    if (example.rule === 'colour-game' && (colour.black !== black || colour.white !== white)) {
      console.error(`example turn ${i + 1} disagrees with the seed`);
    }
  });
  return el('table', { className: 'rule-compare' },
    el('caption', {}, t('play-rules-compare-caption', { code: spoken(example.secret) })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('play-column-turn')),
      el('th', { scope: 'col' }, t('play-column-guess')),
      el('th', { scope: 'col' }, t('play-column-colour-game')),
      el('th', { scope: 'col' }, t('play-column-mastermind')))),
    body);
}

async function main() {
  for (const slot of all(document, '[data-example]')) {
    const example = EXAMPLES[slot.dataset.example ?? ''];
    if (!example) continue;
    const palette = await paletteOfNames(example.palette);
    const rule = slot.dataset.rule || example.rule || 'mastermind';
    slot.replaceChildren(await board(example, palette, rule));
  }
  for (const slot of all(document, '[data-compare]')) {
    const example = EXAMPLES[slot.dataset.compare ?? ''];
    const palette = await paletteOfNames(example.palette);
    slot.replaceChildren(await comparison(example, palette));
  }
}

main().catch((err) => console.error(err));
