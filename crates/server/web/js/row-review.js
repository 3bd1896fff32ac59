// Reviewing the rows played by keyboard: each is one stop, said by its
// label (its guess and its key pegs); the arrows step from one to the next
// in the direction the board is drawn, and past the latest row they give
// the focus back to the row in play.

/**
 * @typedef {{
 *   rows: () => HTMLElement[],
 *   back: () => boolean,
 *   bottomUp?: boolean,
 * }} Review
 */

/** Makes `row` a stop of the review: `rows()` are the stops from the first
 * turn to the latest, `back()` focuses the row in play (false when there is
 * none), and `bottomUp` says the board is drawn from the bottom (the latest
 * row on top, just below the row in play).
 * @param {HTMLElement} row
 * @param {Review} review */
export function reviewStop(row, review) {
  if (!row.hasAttribute('tabindex')) row.tabIndex = -1;
  row.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const rows = review.rows();
    const at = rows.indexOf(row);
    const toward = review.bottomUp
      ? { ArrowDown: -1, ArrowUp: 1 }
      : { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };
    const step = /** @type {Record<string, number>} */ (toward)[event.key];
    if (step === -1) {
      if (at > 0) rows[at - 1].focus();
    } else if (step === 1) {
      if (at < rows.length - 1) rows[at + 1].focus();
      else review.back();
    } else if (event.key === 'Home') {
      rows[0].focus();
    } else if (event.key === 'End') {
      if (!review.back()) rows[rows.length - 1].focus();
    } else {
      return;
    }
    event.preventDefault();
  });
}
