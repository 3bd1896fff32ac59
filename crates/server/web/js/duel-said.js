// What the duel page says: the status line, the palette's hint, the warning
// for a click on a row not in play, and the announcements of what changed
// between two views (codes set, guesses made, a turn revealed with both
// results, the turns left and whose move it is, the result). Words only: the
// results are the server's.

import { t } from './words.js';
import { SIDES, otherSide, resultWords, namesList } from './duel-words.js';
import { page, $, namesOf, sidesOf, isComputer, shown } from './duel-state.js';

/** @typedef {import('./duel-state.js').DuelView} DuelView */
/** @typedef {import('./duel-state.js').Side} Side */

/** The palette's hint while nothing is being entered. */
export function notEditingText() {
  const view = page.view;
  if (!view || !view.duel) return t('online-not-started');
  const duel = view.duel;
  const names = namesOf(view);
  if (!duel.you) return t('online-watching');
  if (view.state !== 'playing' || duel.phase.phase === 'over') return t('online-duel-over');
  const opponent = names[otherSide(duel.you)] ?? '?';
  if (duel.phase.phase === 'codes') return t('online-code-set-waiting', { opponent });
  if (isComputer(view)) return t('online-guess-in-thinking', { opponent });
  return t('online-guess-in-waiting', { opponent });
}

/** The status line: the phase, and who is awaited. */
export function statusText() {
  const { view, duel } = shown();
  const names = namesOf(view);
  const phase = duel.phase;
  if (phase.phase === 'over' || view.state === 'over') return '';
  const you = duel.you;
  const turn = phase.turn;
  const turns = duel.rules.setup.turns;
  if (!you) {
    const owing = SIDES.filter((s) => phase.awaiting[s]).map((s) => names[s] ?? '?');
    const players = namesList(owing);
    if (phase.phase === 'codes') {
      return owing.length ? t('online-status-codes-waiting', { players }) : t('online-status-codes');
    }
    return owing.length ? t('online-status-turn-waiting', { turn, turns, players }) : t('online-status-turn', { turn, turns });
  }
  const opp = otherSide(you);
  const opponent = names[opp] ?? '?';
  if (phase.phase === 'codes') {
    if (phase.awaiting[you]) {
      return phase.awaiting[opp]
        ? t('online-status-set-code-both', { opponent })
        : t('online-status-set-code-theirs-set', { opponent });
    }
    return t('online-status-waiting-code', { opponent });
  }
  if (isComputer(view)) {
    // The computer guesses as a turn begins: its guess is always in, shown
    // with yours in the answer to it.
    return phase.awaiting[you]
      ? t('online-status-computer-guessed', { turn, turns, opponent })
      : t('online-status-computer-thinking', { turn, turns, opponent });
  }
  if (phase.awaiting[you]) {
    return phase.awaiting[opp]
      ? t('online-status-your-guess', { turn, turns, opponent })
      : t('online-status-they-guessed', { turn, turns, opponent });
  }
  return phase.awaiting[opp]
    ? t('online-status-waiting-guess', { turn, turns, opponent })
    : t('online-status-both-in', { turn, turns });
}

/** What a click on a row not in play is told.
 * @param {Side} side
 * @param {number} turn */
export function emptyRowText(side, turn) {
  const { view, duel } = shown();
  if (view.state !== 'playing') return t('online-duel-over');
  if (!duel.you) return t('online-watching');
  if (side !== duel.you) {
    const player = namesOf(view)[side] ?? '?';
    return isComputer(view)
      ? t('online-row-computer', { row: turn, player })
      : t('online-row-theirs', { row: turn, player });
  }
  if (duel.phase.phase === 'codes') return t('online-set-code-first');
  if (page.editing) return t('online-row-not-in-play', { row: turn, turn: duel.phase.turn });
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
  const opponent = names[opp] ?? '?';
  /** @type {string[]} */
  const said = [];
  if (b.phase.phase === 'codes' && a.phase.phase === 'codes' && you && b.phase.awaiting[opp] && !a.phase.awaiting[opp]) {
    said.push(t('online-said-code-set', { opponent }));
  }
  if (b.phase.phase === 'guesses' && a.phase.phase === 'guesses' && b.phase.turn === a.phase.turn
      && b.phase.awaiting[opp] && !a.phase.awaiting[opp] && you) {
    said.push(t('online-said-guessed', { opponent }));
  }
  if (b.phase.phase === 'codes' && a.phase.phase === 'guesses') said.push(t('online-said-codes-set'));
  for (let i = b.turns.length; i < a.turns.length; i++) {
    const row = a.turns[i];
    const turn = i + 1;
    const { black, white } = row[me];
    const theirs = row[opp];
    said.push(you
      ? t('online-said-revealed', {
        turn, opponent, black, white, opponent_black: theirs.black, opponent_white: theirs.white,
      })
      : t('online-said-revealed-watch', {
        turn, player: names[me] ?? '?', opponent, black, white, opponent_black: theirs.black, opponent_white: theirs.white,
      }));
  }
  if (!b.result && a.result) {
    const words = resultWords(a.result, you, /** @type {import('./duel-words.js').Names} */ (names));
    said.push(t('online-said-result', { heading: words.heading, text: words.text }));
  } else if (a.turns.length > b.turns.length && a.phase.phase === 'guesses') {
    said.push(nextMove(after, a.rules.setup.turns - a.turns.length));
  }
  if (said.length) $('duel-announcer').textContent = said.join(' ');
}

/** The turns left and whose move it is in a turn of guesses.
 * @param {DuelView} view
 * @param {number} left */
function nextMove(view, left) {
  const duel = view.duel;
  if (!duel) return '';
  const names = namesOf(view);
  const turn = duel.phase.turn;
  if (!duel.you) return t('online-said-left-watch', { left, turn, white: names.white ?? '?', black: names.black ?? '?' });
  if (duel.phase.awaiting[duel.you]) return t('online-said-left-yours', { left, turn });
  return t('online-said-left-waiting', { left, turn, opponent: names[otherSide(duel.you)] ?? '?' });
}
