// Codes as the API writes them: one digit per peg ("1223"), or numbers
// separated by spaces when a peg is above 9 ("10 2 3 1"). Digit i is colour i
// of the setup's palette (1-based); 0 is the blank (a vacant hole).

/** @param {unknown} text @returns {number[]} */
export function parseCode(text) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return [];
  if (/[\s,]/.test(trimmed)) return trimmed.split(/[\s,]+/).filter(Boolean).map(Number);
  return [...trimmed].map(Number);
}

/** @param {number[]} pegs */
export function formatCode(pegs) {
  const wide = pegs.some((p) => p > 9);
  return pegs.join(wide ? ' ' : '');
}

/** The hole to select after a peg is placed in `selected`: the next empty
 *  hole (wrapping round), or simply the next one when the row is full.
 * @param {(number | null)[]} draft
 * @param {number} selected */
export function nextHole(draft, selected) {
  const n = draft.length;
  for (let step = 1; step <= n; step++) {
    const i = (selected + step) % n;
    if (draft[i] === null) return i;
  }
  return Math.min(selected + 1, n - 1);
}
