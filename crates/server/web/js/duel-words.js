// The words of a duel, shared by the lobby and the duel page: the terms of a
// challenge, a time control, a clock's reading, and a result told from one
// player's side. Nothing here decides anything: the server's result says who
// won and why; these functions only put it into words.

import { plural } from './pegs.js';

// The OpenAPI document leaves a duel's result and time control as open
// objects; these are their shapes as the server writes them.
/** @typedef {'white' | 'black'} Side */
/** @typedef {{ winner?: Side | null, reason: string, turns?: number | null }} DuelResult */
/** @typedef {{ kind: string, seconds?: number }} TimeControl */
/** @typedef {Record<Side, string>} Names */

/** @type {Side[]} */
export const SIDES = ['white', 'black'];

/** How the server names the seat of an account that was deleted. */
export const DELETED = 'deleted player';

/** @param {Side} side @returns {Side} */
export function otherSide(side) {
  return side === 'white' ? 'black' : 'white';
}

/** An allowance in words: "30 s", "5 min", "1 h", "1 day", "1 h 30 min". */
/** @param {number | null | undefined} seconds */
export function formatAllowance(seconds) {
  const s = Math.max(0, Math.round(Number(seconds) || 0));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = [];
  if (days) parts.push(plural(days, 'day'));
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  if (rest || !parts.length) parts.push(`${rest} s`);
  return parts.join(' ');
}

/** "no clock", "60 s a move", "15 min a game". */
/** @param {TimeControl | null | undefined} tc */
export function timeControlText(tc) {
  if (!tc || tc.kind === 'none') return 'no clock';
  if (tc.kind === 'per-turn') return `${formatAllowance(tc.seconds)} a move`;
  if (tc.kind === 'per-game') return `${formatAllowance(tc.seconds)} a game`;
  return String(tc.kind);
}

/** The time left until `deadline` (milliseconds since the epoch), in its
 * two largest units: "2 days 3 h", "3 h 12 min", "12 min", "45 s".
 * @param {number} deadline @param {number} [now] */
export function formatTimeLeft(deadline, now = Date.now()) {
  const s = Math.max(0, Math.floor((deadline - now) / 1000));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days) return hours ? `${plural(days, 'day')} ${hours} h` : plural(days, 'day');
  if (hours) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes) return `${minutes} min`;
  return `${s} s`;
}

/** A clock's reading: "0:42", "4:59", "1:02:03", "2 d 03 h". */
/** @param {number} ms */
export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  if (d) return `${d} d ${two(h)} h`;
  if (h) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}

/** "5 pegs · 8 colours · 10 turns" (and the rest when it differs from the usual). */
/** @param {import('./api-types').components['schemas']['SetupView'] | null | undefined} setup */
export function setupText(setup) {
  if (!setup) return '';
  const parts = [plural(setup.pegs, 'peg'), plural(setup.colours, 'colour'), plural(setup.turns, 'turn')];
  if (!setup.repetition) parts.push('no repeated colours');
  if (setup.blanks) parts.push('blanks allowed');
  if (setup.rule === 'colour-game') parts.push('colour-game rule');
  return parts.join(' · ');
}

/**
 * @typedef {{
 *   preset?: string | null, setup?: import('./api-types').components['schemas']['SetupView'],
 *   time_control?: TimeControl, rated?: boolean,
 *   rules?: { preset?: string | null, setup?: import('./api-types').components['schemas']['SetupView'],
 *     time_control?: TimeControl, rated?: boolean, players?: Partial<Names> },
 *   duel?: { rules?: { players?: Partial<Names> } } | null,
 *   white?: string | null, black?: string | null,
 * }} DuelTerms a duel's summary or its full view: both name the terms, in different places
 */
/** @typedef {{ name: string, title: string }} Preset */

/** The game's name: the preset's title, or "Custom setup".
 * @param {DuelTerms} summary
 * @param {Preset[]} [presets] */
export function gameTitle(summary, presets = []) {
  const name = summary.preset ?? summary.rules?.preset;
  const preset = presets.find((p) => p.name === name);
  if (preset) return preset.title;
  return name ? name : 'Custom setup';
}

/** The terms of a duel in one line.
 * @param {DuelTerms} summary
 * @param {Preset[]} [presets] */
export function termsText(summary, presets = []) {
  const setup = summary.setup ?? summary.rules?.setup;
  const tc = summary.time_control ?? summary.rules?.time_control;
  const rated = summary.rated ?? summary.rules?.rated;
  return [gameTitle(summary, presets), setupText(setup), timeControlText(tc), rated ? 'rated' : 'casual']
    .filter(Boolean).join(' · ');
}

/** The name of the player on `side` ("deleted player" comes from the server as is). */
/** @param {DuelTerms} summary @param {Side} side */
export function playerName(summary, side) {
  return summary[side] ?? summary.duel?.rules?.players?.[side] ?? summary.rules?.players?.[side] ?? '?';
}

/** How the duel ended, for `you` (a side, or null for a spectator).
 * @param {DuelResult | null | undefined} result
 * @param {Side | null | undefined} you */
export function outcome(result, you) {
  if (!result) return null;
  if (result.winner === null || result.winner === undefined) return 'draw';
  if (!you) return 'decided';
  return result.winner === you ? 'won' : 'lost';
}

/** The short words of a reason, as the lobby lists them.
 * @type {Record<string, string>} */
export const REASON_WORDS = {
  broken: 'code broken',
  'both-broken': 'both codes broken in the same turn',
  'rows-used': 'all rows used',
  resigned: 'resigned',
  'time-out': 'time-out',
  abandoned: 'abandoned',
};

/**
 * The result as a heading and a sentence: "You won" — "You broke bob's code
 * in turn 3 (code broken)." `names` gives each side's name.
 * @param {DuelResult} result
 * @param {Side | null | undefined} you
 * @param {Names} names
 */
export function resultWords(result, you, names) {
  const o = outcome(result, you);
  const winner = result.winner ?? null;
  const loser = winner ? otherSide(winner) : null;
  const who = (/** @type {Side | null} */ side) => (side === you ? 'you' : side ? names[side] : '?');
  const Who = (/** @type {Side | null} */ side) => (side === you ? 'You' : side ? names[side] : '?');
  let heading;
  if (o === 'draw') heading = 'Draw';
  else if (o === 'won') heading = 'You won';
  else if (o === 'lost') heading = 'You lost';
  else heading = `${who(winner)} won`;
  const inTurn = result.turns ? ` in turn ${result.turns}` : '';
  let text;
  switch (result.reason) {
    case 'broken': {
      const code = loser === you ? 'your code' : `${who(loser)}'s code`;
      text = `${Who(winner)} broke ${code}${inTurn} (code broken).`;
      break;
    }
    case 'both-broken':
      text = `Both codes broken in the same turn${result.turns ? ` (turn ${result.turns})` : ''}.`;
      break;
    case 'rows-used':
      text = `All rows used: neither code was broken in ${plural(result.turns ?? 0, 'turn')}.`;
      break;
    case 'resigned':
      text = `${Who(loser)} resigned.`;
      break;
    case 'time-out':
      text = winner
        ? `${Who(loser)} ran out of time (time-out).`
        : 'Both players ran out of time (time-out).';
      break;
    case 'abandoned':
      text = winner
        ? `${Who(loser)} left the duel (abandoned): ${who(winner)} claimed the win.`
        : 'A player left the duel (abandoned): a draw was claimed.';
      break;
    default:
      text = `${REASON_WORDS[result.reason] ?? result.reason}.`;
  }
  return { heading, text, outcome: o };
}

/** "just now", "5 min ago", "3 h ago", or the date, for a unix-ms instant.
 * @param {number | null | undefined} ms
 * @param {number} [now] */
export function formatAgo(ms, now = Date.now()) {
  if (!ms) return '';
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Two names equal as accounts compare them (without regard to case). */
/** @param {unknown} a @param {unknown} b */
export function sameName(a, b) {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}
