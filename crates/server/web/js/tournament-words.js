// The words of a tournament, shared by the list (tournaments.html) and a
// tournament's page: its format and terms in one line, its points as the
// server counts them ("½" for a Swiss's half point), a result on a player's
// sheet, and the time to a start or an end. Nothing is decided here: the
// server says the points, the ranks and who is on fire; these functions only
// put them into words.

import { plural } from './pegs.js';
import { gameTitle, setupText, timeControlText } from './duel-words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {import('./duel-words.js').TimeControl} TimeControl */
/** @typedef {import('./duel-words.js').Preset} Preset */
/**
 * A tournament in a list, its time control as the server writes it.
 * @typedef {Omit<Schemas['TournamentView'], 'time_control'> & { time_control: TimeControl }} Summary
 */
/**
 * A tournament whole (GET /api/tournaments/{id}, and the live socket's
 * message), its time control as the server writes it.
 * @typedef {Omit<Schemas['TournamentFull'], 'time_control'> & { time_control: TimeControl }} Full
 */
/** @typedef {Schemas['StandingView']} Standing */
/** @typedef {Schemas['SheetView']} Sheet */
/** @typedef {Schemas['PairingView']} Pairing */
/** @typedef {Schemas['YouView']} You */

/** The address of a tournament's page.
 * @param {string} id */
export function tournamentHref(id) {
  return `tournament.html?id=${encodeURIComponent(id)}`;
}

/** "Arena" or "Swiss".
 * @param {string} format */
export function formatName(format) {
  return format === 'swiss' ? 'Swiss' : format === 'arena' ? 'Arena' : format;
}

/** Its format and length: "Arena of 30 min", "Swiss of 5 rounds".
 * @param {Pick<Summary, 'format' | 'minutes' | 'rounds'>} t */
export function formatText(t) {
  if (t.format === 'arena') return `Arena of ${minutesText(t.minutes ?? 0)}`;
  if (t.format === 'swiss') return `Swiss of ${plural(t.rounds ?? 0, 'round')}`;
  return t.format;
}

/** "45 min", "2 h", "1 h 30 min".
 * @param {number} minutes */
export function minutesText(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The game, its clock and whether it is rated, in one line:
 * "Logik · 5 pegs · 8 colours · 10 turns · 60 s a move · rated".
 * @param {Summary} t
 * @param {Preset[]} [presets] */
export function termsLine(t, presets = []) {
  return [gameTitle({ preset: t.preset }, presets), setupText(t.setup), timeControlText(t.time_control), t.rated ? 'rated' : 'casual']
    .filter(Boolean).join(' · ');
}

/** Points as the server counts them: 2, 4, 1.5 written "1½", 0.5 "½".
 * @param {number} points */
export function pointsText(points) {
  const whole = Math.floor(points);
  const half = Math.abs(points - whole - 0.5) < 1e-9;
  if (half) return whole ? `${whole}½` : '½';
  return String(Math.round(points * 100) / 100);
}

/** Points for a screen reader: "1.5 points", "1 point".
 * @param {number} points */
export function pointsWords(points) {
  const n = Math.round(points * 100) / 100;
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** The letter and words of one result on a sheet.
 * @type {Record<string, { mark: string, words: string }>} */
export const RESULT_MARKS = {
  win: { mark: 'W', words: 'win' },
  draw: { mark: 'D', words: 'draw' },
  loss: { mark: 'L', words: 'loss' },
  bye: { mark: 'B', words: 'bye' },
  playing: { mark: '…', words: 'in play' },
};

/** One result of a sheet in words: "win, 4 points, on fire (doubled)".
 * @param {Sheet} s */
export function sheetWords(s) {
  const words = RESULT_MARKS[s.result]?.words ?? s.result;
  if (s.result === 'playing') return words;
  return `${words}, ${pointsWords(s.points)}${s.fire ? ', on fire (doubled)' : ''}`;
}

/** "in 3 min", "in 2 h 5 min", "in 1 day 3 h"; "now" once it is past.
 * A countdown: seconds below ten minutes.
 * @param {number} ms the time left */
export function durationText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days) return hours ? `${plural(days, 'day')} ${hours} h` : plural(days, 'day');
  if (hours) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes >= 10) return `${minutes} min`;
  if (minutes) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}

/** A clock time and date in the reader's own words: "Fri 27 Nov, 14:30".
 * @param {number} ms unix milliseconds */
export function startText(ms) {
  return new Date(ms).toLocaleString(undefined, {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit',
  });
}

/** The server's clock, kept as an offset from this one: countdowns count
 * against the server's time, not a browser's that may be off. */
export const serverClock = {
  offset: 0,
  /** @param {number | null | undefined} now the server's time of an answer */
  set(now) {
    if (typeof now === 'number') this.offset = now - Date.now();
  },
  now() {
    return Date.now() + this.offset;
  },
};
