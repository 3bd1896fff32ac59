// The review after a game: for each turn, how many codes fitted the answers
// before and after it, and what the solver would have played instead.

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
  const table = el('table', { className: 'review-table' },
    el('caption', { className: 'visually-hidden' }, t('play-review-caption')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('play-column-turn')),
      el('th', { scope: 'col' }, t('play-review-your-guess')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-before')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-after')),
      el('th', { scope: 'col' }, t('play-review-solver')),
      el('th', { scope: 'col', className: 'number' }, t('play-review-would-leave')))));
  const body = el('tbody');
  for (const played of turns) {
    const turn = played.turn;
    body.append(el('tr', { dataset: { turn: String(turn) } },
      el('td', { className: 'number' }, String(turn)),
      el('td', {}, cell(played.guess, palette, t('play-review-guess-label', { turn }))),
      el('td', { className: 'number' }, cell(played.before, palette)),
      el('td', { className: 'number' }, cell(played.after, palette)),
      el('td', {}, cell(played.suggestion, palette, t('play-review-solver-label', { turn }))),
      el('td', { className: 'number' }, cell(played.suggestion_after, palette))));
  }
  table.append(body);
  return table;
}
