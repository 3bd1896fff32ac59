// The keys of a row being entered, alike on every board: a digit or a
// colour's letter places that colour and '.' a blank; the arrows, Home and
// End move through the holes; Backspace and Delete clear one; Enter hands
// the row on. Each board says what placing, warning and submitting mean.

/**
 * @typedef {{ draft: (number | null)[], selected: number }} Draft
 * @typedef {{
 *   row: Draft,
 *   palette: { letter: string }[],
 *   place: (digit: number) => void,
 *   noColour: (letter: string) => void,
 *   render: () => void,
 *   enter: () => void,
 *   wrap: boolean,
 *   vertical?: (key: string) => boolean,
 * }} DraftKeys
 */

/** Plays `key` on the row; true when the key was used.
 * `wrap`: the arrows go round the row (else they stop at its ends);
 * `vertical`: what Up and Down do instead of moving along the row (when
 * it answers false, they move along the row).
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
    row.selected = keys.wrap ? (to + n) % n : Math.min(n - 1, Math.max(0, to));
    keys.render();
    return true;
  };
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown':
      if (keys.vertical && keys.vertical(key)) return true;
      return move(row.selected + (key === 'ArrowUp' ? -1 : 1));
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
