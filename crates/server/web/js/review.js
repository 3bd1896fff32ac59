// The review after a game: for each turn, how many codes fitted the answers
// before and after it, what the solver would have played instead, and the
// coach's word on the guess (the server's verdict, against the exact
// optimum or the best strategy's estimate, as it says), with the game's
// accuracy above the table.

import { parseCode } from './code.js';
import { el } from './layout.js';
import { codeElement } from './pegs.js';
import { t } from './words.js';

/**
 * @param {unknown} value
 * @param {import('./pegs.js').Colour[]} palette
 * @param {string} [label]
 */
function cell(value, palette, label) {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^[0-9 ,]+$/.test(value.trim())) return codeElement(parseCode(value), palette, { label });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * @param {import('./api-types').components['schemas']['ReviewView'] | null} review
 * @param {import('./pegs.js').Colour[]} palette
 */
export function renderReview(review, palette) {
  const turns = (review && review.turns) || [];
  if (!turns.length) return el('p', { className: 'empty-table' }, t('play-review-empty'));
  const judged = turns.map((r) => r.judged_by).filter((j) => j === 'exact' || j === 'estimate');
  const summary = review && typeof review.accuracy === 'number'
    ? el('p', { className: 'review-accuracy', id: 'review-accuracy' },
      t('play-review-accuracy', { accuracy: review.accuracy }), ' ',
      judged.includes('estimate') ? t('play-review-judged-estimate') : t('play-review-judged-exact'))
    : '';
  const table = el('table', { className: 'review-table' },
    el('caption', { className: 'visually-hidden' }, t('play-review-caption')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('play-column-turn')),
      el('th', { scope: 'col' }, t('play-review-your-guess')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-before')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-after')),
      el('th', { scope: 'col' }, t('play-review-solver')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-would-leave')),
      el('th', { scope: 'col' }, t('play-review-coach')))));
  const body = el('tbody');
  for (const played of turns) {
    const turn = played.turn;
    body.append(el('tr', { dataset: { turn: String(turn) } },
      el('td', { className: 'number' }, String(turn)),
      el('td', {}, cell(played.guess, palette, t('play-review-guess-label', { turn }))),
      el('td', { className: 'number' }, cell(played.before, palette)),
      el('td', { className: 'number' }, cell(played.after, palette)),
      el('td', {}, cell(played.suggestion, palette, t('play-review-solver-label', { turn }))),
      el('td', { className: 'number' }, cell(played.suggestion_after, palette)),
      verdictCell(played)));
  }
  table.append(body);
  return summary ? el('div', {}, summary, table) : table;
}

/** The coach's verdicts in words. @type {Record<string, () => string>} */
const VERDICT_WORDS = {
  good: () => t('play-review-verdict-good'),
  inaccuracy: () => t('play-review-verdict-inaccuracy'),
  mistake: () => t('play-review-verdict-mistake'),
  blunder: () => t('play-review-verdict-blunder'),
};

/** The coach's word on a guess, and the guesses it cost.
 * @param {import('./api-types').components['schemas']['ReviewTurnView']} played */
function verdictCell(played) {
  const verdict = played.verdict;
  if (!verdict) return el('td', { className: 'verdict verdict-none' }, '—');
  const lost = typeof played.lost === 'number' ? played.lost : 0;
  return el('td', { className: `verdict verdict-${verdict}`, dataset: { verdict } },
    VERDICT_WORDS[verdict] ? VERDICT_WORDS[verdict]() : verdict,
    lost > 0 ? el('span', { className: 'verdict-lost' }, ' ', t('play-review-lost', { lost })) : '');
}
