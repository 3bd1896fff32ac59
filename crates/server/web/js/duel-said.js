// What the duel page says: the status line, the palette's hint, the warning
// for a click on a row not in play, and the announcements of what changed
// between two views (codes set, guesses made, a turn revealed with both
// results, the turns left and whose move it is, the result). Words only: the
// results are the server's.

import { plural, feedbackText } from './pegs.js';
import { SIDES, otherSide, resultWords } from './duel-words.js';
import { page, $, namesOf, sidesOf, isComputer, shown } from './duel-state.js';

/** @typedef {import('./duel-state.js').DuelView} DuelView */
/** @typedef {import('./duel-state.js').Side} Side */

/** The palette's hint while nothing is being entered. */
export function notEditingText() {
  const view = page.view;
  if (!view || !view.duel) return 'The duel has not started.';
  const duel = view.duel;
  const names = namesOf(view);
  if (!duel.you) return 'You are watching: the players place the pegs.';
  if (view.state !== 'playing' || duel.phase.phase === 'over') return 'The duel is over.';
  const opp = names[otherSide(duel.you)];
  if (duel.phase.phase === 'codes') return `Your code is set. Waiting for ${opp}'s code.`;
  if (isComputer(view)) return `Your guess is in: ${opp} is thinking.`;
  return `Your guess is in. Waiting for ${opp}.`;
}

/** The status line: the phase, and who is awaited. */
export function statusText() {
  const { view, duel } = shown();
  const names = namesOf(view);
  const phase = duel.phase;
  if (phase.phase === 'over' || view.state === 'over') return '';
  const you = duel.you;
  if (!you) {
    const owing = SIDES.filter((s) => phase.awaiting[s]).map((s) => names[s]);
    const what = phase.phase === 'codes' ? 'Setting the codes' : `Turn ${phase.turn} of ${duel.rules.setup.turns}`;
    return owing.length ? `${what}: waiting for ${owing.join(' and ')}.` : `${what}.`;
  }
  const opp = otherSide(you);
  const oppName = names[opp];
  if (phase.phase === 'codes') {
    if (phase.awaiting[you]) {
      const other = phase.awaiting[opp] ? `${oppName} is setting a code too.` : `${oppName} has set a code.`;
      return `Set your code: the code ${oppName} will try to break. ${other}`;
    }
    return `Waiting for ${oppName}'s code.`;
  }
  const head = `Turn ${phase.turn} of ${duel.rules.setup.turns}`;
  if (isComputer(view)) {
    // The computer guesses as a turn begins: its guess is always in, shown
    // with yours in the answer to it.
    return phase.awaiting[you]
      ? `${head}: your guess at ${oppName}'s code. It has guessed: both guesses show as soon as yours is in.`
      : `${head}: your guess is in; ${oppName} is thinking.`;
  }
  if (phase.awaiting[you]) {
    return phase.awaiting[opp]
      ? `${head}: your guess at ${oppName}'s code.`
      : `${head}: ${oppName} has guessed. Your guess at ${oppName}'s code.`;
  }
  return phase.awaiting[opp]
    ? `${head}: your guess is in, waiting for ${oppName}.`
    : `${head}: both guesses are in.`;
}

/** What a click on a row not in play is told.
 * @param {Side} side
 * @param {number} turn */
export function emptyRowText(side, turn) {
  const { view, duel } = shown();
  if (view.state !== 'playing') return 'The duel is over.';
  if (!duel.you) return 'You are watching: the players place the pegs.';
  if (side !== duel.you) {
    return `Row ${turn} of ${namesOf(view)[side]}'s guesses: ${isComputer(view) ? 'it places' : 'they place'} those pegs.`;
  }
  if (duel.phase.phase === 'codes') return 'First set your code, in the bottom row of Your code.';
  if (page.editing) return `Row ${turn} is not in play. Place your pegs in row ${duel.phase.turn}.`;
  return notEditingText();
}

/** Tells a screen reader what changed between two views: reveals, the opponent's moves, the result. */
/** @param {DuelView | null} before @param {DuelView} after */
export function announce(before, after) {
  if (!before || !before.duel || !after.duel) return;
  const b = before.duel;
  const a = after.duel;
  const names = namesOf(after);
  const { you, me, opp } = sidesOf(after);
  /** @type {string[]} */
  const said = [];
  if (b.phase.phase === 'codes' && a.phase.phase === 'codes' && you && b.phase.awaiting[opp] && !a.phase.awaiting[opp]) {
    said.push(`${names[opp]} has set a code.`);
  }
  if (b.phase.phase === 'guesses' && a.phase.phase === 'guesses' && b.phase.turn === a.phase.turn
      && b.phase.awaiting[opp] && !a.phase.awaiting[opp] && you) {
    said.push(`${names[opp]} has guessed.`);
  }
  if (b.phase.phase === 'codes' && a.phase.phase === 'guesses') said.push('Both codes are set: turn 1.');
  for (let i = b.turns.length; i < a.turns.length; i++) {
    const t = a.turns[i];
    const first = you ? 'your guess' : `${names[me]}'s guess`;
    const second = you ? `${names[opp]}'s guess at your code` : `${names[opp]}'s guess`;
    said.push(`Turn ${i + 1} revealed: ${first} scores ${feedbackText(t[me].black, t[me].white)}; ${second} scores ${feedbackText(t[opp].black, t[opp].white)}.`);
  }
  if (!b.result && a.result) {
    const words = resultWords(a.result, you, /** @type {import('./duel-words.js').Names} */ (names));
    said.push(`${words.heading}. ${words.text}`);
  } else if (a.turns.length > b.turns.length && a.phase.phase === 'guesses') {
    said.push(`${plural(a.rules.setup.turns - a.turns.length, 'turn')} left: ${nextMove(after)}.`);
  }
  if (said.length) $('duel-announcer').textContent = said.join(' ');
}

/** Whose move it is in a turn of guesses, in words.
 * @param {DuelView} view */
function nextMove(view) {
  const duel = view.duel;
  if (!duel) return '';
  const names = namesOf(view);
  const turn = duel.phase.turn;
  if (!duel.you) return `${names.white} and ${names.black} guess turn ${turn}`;
  const opp = names[otherSide(duel.you)];
  if (duel.phase.awaiting[duel.you]) return `your guess for turn ${turn}`;
  return `waiting for ${opp}'s guess for turn ${turn}`;
}
