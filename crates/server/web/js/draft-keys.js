// The one keyboard map of every board (the game's, the duel's, the series'):
// a digit or a colour's letter places that colour and '.' a blank; ← → move
// through the holes and stop at the row's ends, Home and End go to the
// first and the last; ↑ ↓ never move along the row: the one pointing to the
// rows played (↑ on a board drawn from the top, ↓ on one drawn from the
// bottom) steps into them; Backspace and Delete clear a hole; Enter hands
// the row on. Each board says what placing, warning and submitting mean,
// and where its rows played are; the help under each board is the same
// words (page-board-keyboard-*).

/**
 * @typedef {{ draft: (number | null)[], selected: number }} Draft
 * @typedef {{
 *   row: Draft,
 *   palette: { letter: string }[],
 *   place: (digit: number) => void,
 *   noColour: (letter: string) => void,
 *   render: () => void,
 *   enter: () => void,
 *   played?: { key: 'ArrowUp' | 'ArrowDown', rows: () => HTMLElement[] },
 * }} DraftKeys
 */

/** Plays `key` on the row; true when the key was used.
 * `played`: the arrow that points to the rows played on this board, and
 * those rows (from the first turn to the latest): that arrow focuses the
 * latest.
 * @param {string} key
 * @param {DraftKeys} keys */
export function rowKey(key, keys) {
  const { row } = keys;
  const n = row.draft.length;
  if (/^[0-9]$/.test(key)) {
    keys.place(Number(key));
    return true;
  }
  if (key === '.') {
    keys.place(0);
    return true;
  }
  if (/^[a-z]$/i.test(key)) {
    const letter = key.toUpperCase();
    const digit = keys.palette.findIndex((c, d) => d > 0 && c.letter.toUpperCase() === letter);
    if (digit > 0) keys.place(digit);
    else keys.noColour(letter);
    return true;
  }
  /** @param {number} to */
  const move = (to) => {
    row.selected = Math.min(n - 1, Math.max(0, to));
    keys.render();
    return true;
  };
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown': {
      if (!keys.played || key !== keys.played.key) return false;
      const rows = keys.played.rows();
      if (rows.length === 0) return false;
      rows[rows.length - 1].focus();
      return true;
    }
    case 'ArrowLeft':
      return move(row.selected - 1);
    case 'ArrowRight':
      return move(row.selected + 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(n - 1);
    case 'Backspace':
      if (row.draft[row.selected] === null && row.selected > 0) row.selected -= 1;
      row.draft[row.selected] = null;
      keys.render();
      return true;
    case 'Delete':
      row.draft[row.selected] = null;
      keys.render();
      return true;
    case 'Enter':
      keys.enter();
      return true;
    default:
      return false;
  }
}
