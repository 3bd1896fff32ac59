// The replay of a finished duel (GET /api/duels/{id}/replay): its events in
// order, from which the page takes the turns as they were revealed, both
// codes and the result. The replay is a position among the turns: 0 is the
// start (both codes set, no turn played), N the last revealed turn, which is
// the end. Nothing is judged here: each turn's key pegs are the server's.

import { api } from './api.js';
import { t } from './words.js';
import { resultWords } from './duel-words.js';

/** @typedef {import('./duel-words.js').Side} Side */
/** @typedef {{ guess: string, black: number, white: number }} RevealedRow */
/** @typedef {Record<Side, RevealedRow>} RevealedTurn */
/**
 * @typedef {{
 *   turns: RevealedTurn[],
 *   codes: Record<Side, string> | null,
 *   result: import('./duel-words.js').DuelResult | null,
 *   step?: number,
 * }} ReplaySteps
 */
/**
 * The replay's events, which the OpenAPI document leaves open.
 * @typedef {{ event: string, turn?: number, rows?: RevealedTurn, white?: RevealedRow, black?: RevealedRow,
 *   codes?: Record<Side, string>, result?: import('./duel-words.js').DuelResult }} ReplayEvent
 */
/**
 * @typedef {{ events?: ReplayEvent[], duel?: { duel?: { codes?: Record<Side, string>, result?: import('./duel-words.js').DuelResult } | null,
 *   result?: import('./duel-words.js').DuelResult | null } }} ReplayBody
 */

/** Fetches the replay of duel `id` and reads its steps out of the events.
 * @param {string} id */
export async function loadReplay(id) {
  /** @type {ReplayBody} */
  const replay = await api(`/api/duels/${encodeURIComponent(id)}/replay`);
  return stepsOf(replay);
}

/**
 * `{turns, codes, result}`: `turns[i]` is turn i+1 as revealed
 * (`{white: {guess, black, white}, black: {...}}`), in the order of the
 * events.
 * @param {ReplayBody} replay
 * @returns {ReplaySteps}
 */
export function stepsOf(replay) {
  /** @type {RevealedTurn[]} */
  const turns = [];
  /** @type {Record<Side, string> | null} */
  let codes = null;
  /** @type {import('./duel-words.js').DuelResult | null} */
  let result = null;
  for (const e of replay.events || []) {
    if (e.event === 'turn-revealed' && e.turn) {
      // The stored form keeps both rows under `rows`; the live one beside `turn`.
      const rows = e.rows ?? (e.white && e.black ? { white: e.white, black: e.black } : null);
      if (rows) turns[e.turn - 1] = rows;
    } else if (e.event === 'ended') {
      codes = e.codes ?? null;
      result = e.result ?? null;
    }
  }
  const view = replay.duel && replay.duel.duel;
  return {
    turns: turns.filter(Boolean),
    codes: codes ?? view?.codes ?? null,
    result: result ?? view?.result ?? replay.duel?.result ?? null,
  };
}

/** The words of position `step` of a replay, for `you` (a side or null) with `names`.
 * @param {ReplaySteps} replay
 * @param {number} step
 * @param {Side | null} you
 * @param {import('./duel-words.js').Names} names */
export function positionText(replay, step, you, names) {
  const n = replay.turns.length;
  const end = () => {
    if (!replay.result) return t('online-replay-end');
    const words = resultWords(replay.result, you, names);
    return t('online-replay-end-result', { heading: words.heading, text: words.text });
  };
  if (n === 0) return t('online-replay-no-turns', { end: end() });
  if (step === 0) return t('online-replay-start', { turns: n });
  const turn = replay.turns[step - 1];
  const head = t('online-replay-turn', {
    step, turns: n, you: you ?? 'none', white: names.white, black: names.black,
    white_black: turn.white.black, white_white: turn.white.white,
    black_black: turn.black.black, black_white: turn.black.white,
  });
  // Two sentences: the last turn, and how the duel ended.
  return step === n ? `${head} ${end()}` : head;
}
