// Codes as the API writes them: one digit per peg ("1223"), or numbers
// separated by spaces when a peg is above 9 ("10 2 3 1"). Digit i is colour i
// of the setup's palette (1-based); 0 is the blank (a vacant hole).

export function parseCode(text) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return [];
  if (/[\s,]/.test(trimmed)) return trimmed.split(/[\s,]+/).filter(Boolean).map(Number);
  return [...trimmed].map(Number);
}

export function formatCode(pegs) {
  const wide = pegs.some((p) => p > 9);
  return pegs.join(wide ? ' ' : '');
}

/** Black and white for `guess` against `secret` (arrays of digits) under a rule. */
export function feedback(secret, guess, rule = 'mastermind') {
  let black = 0;
  for (let i = 0; i < secret.length; i++) if (secret[i] === guess[i]) black++;
  let white = 0;
  if (rule === 'colour-game') {
    // Seed 000 §3: a guess peg that is not black is white when its colour is
    // anywhere in the secret, even at a secret peg already matched.
    for (let i = 0; i < guess.length; i++) {
      if (guess[i] !== secret[i] && secret.includes(guess[i])) white++;
    }
  } else {
    // Seeds 001 and 002: one key peg per code peg, black before white.
    const left = new Map();
    for (let i = 0; i < secret.length; i++) {
      if (secret[i] !== guess[i]) left.set(secret[i], (left.get(secret[i]) || 0) + 1);
    }
    for (let i = 0; i < guess.length; i++) {
      if (secret[i] === guess[i]) continue;
      const n = left.get(guess[i]) || 0;
      if (n > 0) {
        white++;
        left.set(guess[i], n - 1);
      }
    }
  }
  return { black, white };
}

/** The hole to select after a peg is placed in `selected`: the next empty
 *  hole (wrapping round), or simply the next one when the row is full. */
export function nextHole(draft, selected) {
  const n = draft.length;
  for (let step = 1; step <= n; step++) {
    const i = (selected + step) % n;
    if (draft[i] === null) return i;
  }
  return Math.min(selected + 1, n - 1);
}
