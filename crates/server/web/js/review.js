// The review after a game: for each turn, how many codes fitted the answers
// before and after it, and what the solver would have played instead.

import { parseCode } from './code.js';
import { el } from './layout.js';
import { codeElement } from './pegs.js';

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
  if (!turns.length) return el('p', { className: 'empty-table' }, 'No turns were played.');
  const table = el('table', { className: 'review-table' },
    el('caption', { className: 'visually-hidden' }, 'Review of the game'),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, 'Turn'),
      el('th', { scope: 'col' }, 'Your guess'),
      el('th', { scope: 'col', className: 'number' }, 'Codes before'),
      el('th', { scope: 'col', className: 'number' }, 'Codes after'),
      el('th', { scope: 'col' }, 'Solver’s guess'),
      el('th', { scope: 'col', className: 'number' }, 'Would have left'))));
  const body = el('tbody');
  for (const t of turns) {
    body.append(el('tr', { dataset: { turn: String(t.turn) } },
      el('td', { className: 'number' }, String(t.turn)),
      el('td', {}, cell(t.guess, palette, `guess of turn ${t.turn}`)),
      el('td', { className: 'number' }, cell(t.before, palette)),
      el('td', { className: 'number' }, cell(t.after, palette)),
      el('td', {}, cell(t.suggestion, palette, `solver's guess for turn ${t.turn}`)),
      el('td', { className: 'number' }, cell(t.suggestion_after, palette))));
  }
  table.append(body);
  return table;
}
