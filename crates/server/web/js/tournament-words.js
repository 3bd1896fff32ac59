// The words of a tournament, shared by the list (tournaments.html) and a
// tournament's page: its format and terms in one line, its points as the
// server counts them ("½" for a Swiss's half point), a result on a player's
// sheet, and the time to a start or an end. Nothing is decided here: the
// server says the points, the ranks and who is on fire; these functions only
// put them into words.

import { t, number, date } from './words.js';
import { gameTitle, setupText, timeControlText, slot, spliced } from './duel-words.js';
import { playerLink } from './players.js';

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

/** Its format and length: "Arena of 30 min", "Swiss of 5 rounds".
 * @param {Pick<Summary, 'format' | 'minutes' | 'rounds'>} tournament */
export function formatText(tournament) {
  if (tournament.format === 'arena') return t('online-arena-of', { length: minutesText(tournament.minutes ?? 0) });
  if (tournament.format === 'swiss') return t('online-swiss-of', { rounds: tournament.rounds ?? 0 });
  return tournament.format;
}

/** "45 min", "2 h", "1 h 30 min".
 * @param {number} minutes */
export function minutesText(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t('online-minutes', { minutes: m });
  const hours = t('online-hours', { hours: h });
  // Units side by side, as a clock's reading is written.
  return m ? `${hours} ${t('online-minutes', { minutes: m })}` : hours;
}

/** The game, its clock and whether it is rated, in one line:
 * "Logik · 5 pegs · 8 colours · 10 turns · 60 s a move · rated".
 * @param {Summary} tournament
 * @param {Preset[]} [presets] */
export function termsLine(tournament, presets = []) {
  return [
    gameTitle({ preset: tournament.preset }, presets), setupText(tournament.setup), timeControlText(tournament.time_control),
    tournament.rated ? t('online-rated') : t('online-casual'),
    tournament.bots ? t('online-bots-admitted') : '',
  ].filter(Boolean).join(' · ');
}

/** "made by alice", the name a link to the player's page.
 * @param {string} creator */
export function madeBy(creator) {
  return spliced(t('online-made-by', { creator: slot('creator') }), { creator: playerLink(creator) });
}

/** Points as the server counts them: 2, 4, 1.5 written "1½", 0.5 "½".
 * @param {number} points */
export function pointsText(points) {
  const whole = Math.floor(points);
  const half = Math.abs(points - whole - 0.5) < 1e-9;
  if (half) return whole ? `${number(whole)}½` : '½';
  return number(Math.round(points * 100) / 100);
}

/** Points as the messages take them: to two decimals at most.
 * @param {number} points */
export function pointsNumber(points) {
  return Math.round(points * 100) / 100;
}

/** Points for a screen reader: "1.5 points", "1 point".
 * @param {number} points */
export function pointsWords(points) {
  return t('online-points', { points: pointsNumber(points) });
}

/** The mark of a result on a sheet that is not its points: a bye's letter, a duel in play's ellipsis.
 * @param {string} result */
export function resultMark(result) {
  return result === 'bye' ? t('online-mark-bye') : '…';
}

/** One result of a sheet in words: "win, 4 points, on fire (doubled)".
 * @param {Sheet} s */
export function sheetWords(s) {
  if (s.result === 'playing') return t('online-sheet-playing');
  const known = ['win', 'draw', 'loss', 'bye'].includes(s.result);
  if (!known) return s.result;
  const points = pointsNumber(s.points);
  return s.fire
    ? t('online-sheet-fire', { result: s.result, points })
    : t('online-sheet', { result: s.result, points });
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
  /** @type {string[]} */
  const parts = [];
  // Units side by side, as a clock's reading is written.
  if (days) {
    parts.push(t('online-days', { days }));
    if (hours) parts.push(t('online-hours', { hours }));
  } else if (hours) {
    parts.push(t('online-hours', { hours }));
    if (minutes) parts.push(t('online-minutes', { minutes }));
  } else if (minutes >= 10) {
    parts.push(t('online-minutes', { minutes }));
  } else if (minutes) {
    parts.push(t('online-minutes', { minutes }), t('online-seconds', { seconds: String(seconds).padStart(2, '0') }));
  } else {
    parts.push(t('online-seconds', { seconds }));
  }
  return parts.join(' ');
}

/** A clock time and date in the reader's own words: "Fri 27 Nov, 14:30".
 * @param {number} ms unix milliseconds */
export function startText(ms) {
  return date(ms, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
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

/** What a free arena player waits for, in words: duels in play to end (the
 * server pairs them with whoever comes free), or, with none, a player to
 * join (an arena of two pairs its two again, which the server does at once).
 * @param {{ pairings: { state: string }[] }} tournament */
export function arenaWaiting(tournament) {
  const playing = tournament.pairings.filter((p) => p.state === 'playing').length;
  return playing > 0
    ? t('online-you-waiting-arena-duels', { duels: playing })
    : t('online-you-waiting-arena-join');
}
