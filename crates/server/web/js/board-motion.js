// The board's short animations: a peg popping into its hole, the key pegs of
// a result appearing one by one, the secret turned over at a win. This only
// marks what has just changed; style.css animates the marks, and only under
// prefers-reduced-motion: no-preference, so with reduced motion they are
// still there and nothing moves.
//
// Every render draws the board afresh, so a mark lasts until the next one and
// an animation plays once, on the element that has just appeared.

import { all } from './dom.js';

/** The peg just placed in `hole`.
 * @param {Element | null | undefined} hole */
export function popPeg(hole) {
  if (hole) hole.classList.add('placed');
}

/** A row whose key pegs have just come back: they appear in turn.
 * @param {Element | null | undefined} row */
export function revealRow(row) {
  if (!row) return;
  row.classList.add('revealed');
  all(row, '.key-peg').forEach((peg, i) => peg.style.setProperty('--reveal-index', String(i)));
}

/** The secret shown at the end: turned over peg by peg, with a flourish for a win.
 * @param {Element | null | undefined} row
 * @param {{ won?: boolean }} [options] */
export function revealSecret(row, { won = false } = {}) {
  if (!row) return;
  row.classList.add('revealed');
  row.classList.toggle('won', won);
  all(row, '.row-pegs .peg').forEach((peg, i) => peg.style.setProperty('--reveal-index', String(i)));
}
