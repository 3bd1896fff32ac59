// The words of a duel, shared by the lobby and the duel page: the terms of a
// challenge, a time control, a clock's reading, and a result told from one
// player's side. Nothing here decides anything: the server's result says who
// won and why; these functions only put it into words.

import { t, date, lang, presetTitle } from './words.js';

// The OpenAPI document leaves a duel's result and time control as open
// objects; these are their shapes as the server writes them.
/** @typedef {'white' | 'black'} Side */
/** @typedef {{ winner?: Side | null, reason: string, turns?: number | null }} DuelResult */
/** @typedef {{ kind: string, seconds?: number }} TimeControl */
/** @typedef {Record<Side, string>} Names */

/** @type {Side[]} */
export const SIDES = ['white', 'black'];

/** How the server names the seat of an account that was deleted: its word, compared, not ours. */
// eslint-disable-next-line words/from-catalogue -- the server's data
export const DELETED = 'deleted player';

/** @param {Side} side @returns {Side} */
export function otherSide(side) {
  return side === 'white' ? 'black' : 'white';
}

/** An amount of time in its units, the largest first: "1 day 2 h 30 min".
 * @param {{ days?: number, hours?: number, minutes?: number, seconds?: number }} units */
function unitsText({ days = 0, hours = 0, minutes = 0, seconds = 0 }) {
  const parts = [];
  if (days) parts.push(t('online-days', { days }));
  if (hours) parts.push(t('online-hours', { hours }));
  if (minutes) parts.push(t('online-minutes', { minutes }));
  if (seconds) parts.push(t('online-seconds', { seconds }));
  // Units side by side, as a clock's reading is written: no sentence.
  return parts.join(' ');
}

/** An allowance in words: "30 s", "5 min", "1 h", "1 day", "1 h 30 min". */
/** @param {number | null | undefined} seconds */
export function formatAllowance(seconds) {
  const s = Math.max(0, Math.round(Number(seconds) || 0));
  if (!s) return t('online-seconds', { seconds: 0 });
  return unitsText({
    days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60,
  });
}

/** "no clock", "60 s a move", "15 min a game". */
/** @param {TimeControl | null | undefined} tc */
export function timeControlText(tc) {
  if (!tc || tc.kind === 'none') return t('online-no-clock');
  if (tc.kind === 'per-turn') return t('online-per-move', { allowance: formatAllowance(tc.seconds) });
  if (tc.kind === 'per-game') return t('online-per-game', { allowance: formatAllowance(tc.seconds) });
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
  if (days) return unitsText({ days, hours });
  if (hours) return unitsText({ hours, minutes });
  if (minutes) return unitsText({ minutes });
  return t('online-seconds', { seconds: s });
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
  if (d) return t('online-clock-days', { days: d, hours: two(h) });
  if (h) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}

/** "5 pegs · 8 colours · 10 turns" (and the rest when it differs from the usual). */
/** @param {import('./api-types').components['schemas']['SetupView'] | null | undefined} setup */
export function setupText(setup) {
  if (!setup) return '';
  const parts = [
    t('online-setup-pegs', { pegs: setup.pegs }),
    t('online-setup-colours', { colours: setup.colours }),
    t('online-setup-turns', { turns: setup.turns }),
  ];
  if (!setup.repetition) parts.push(t('online-setup-no-repetition'));
  if (setup.blanks) parts.push(t('online-setup-blanks'));
  if (setup.rule === 'colour-game') parts.push(t('online-setup-colour-game'));
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
  if (preset) return presetTitle(preset);
  return name ? name : t('online-custom-setup');
}

/** The terms of a duel in one line.
 * @param {DuelTerms} summary
 * @param {Preset[]} [presets] */
export function termsText(summary, presets = []) {
  const setup = summary.setup ?? summary.rules?.setup;
  const tc = summary.time_control ?? summary.rules?.time_control;
  const rated = summary.rated ?? summary.rules?.rated;
  return [gameTitle(summary, presets), setupText(setup), timeControlText(tc), rated ? t('online-rated') : t('online-casual')]
    .filter(Boolean).join(' · ');
}

/** The name of the player on `side`, a deleted player's in the page's language.
 * @param {DuelTerms} summary @param {Side} side */
export function playerName(summary, side) {
  const name = summary[side] ?? summary.duel?.rules?.players?.[side] ?? summary.rules?.players?.[side] ?? '?';
  return name === DELETED ? t('online-deleted-player') : name;
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
  get broken() { return t('online-reason-broken'); },
  get 'both-broken'() { return t('online-reason-both-broken'); },
  get 'rows-used'() { return t('online-reason-rows-used'); },
  get resigned() { return t('online-reason-resigned'); },
  get 'time-out'() { return t('online-reason-time-out'); },
  get abandoned() { return t('online-reason-abandoned'); },
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
  const side = result.winner ?? null;
  const other = side ? otherSide(side) : null;
  const winner = side ? names[side] : '?';
  const loser = other ? names[other] : '?';
  // Whose side the reader is on, as the messages tell it.
  const role = you && side === you ? 'winner' : you && other === you ? 'loser' : 'none';
  let heading;
  if (o === 'draw') heading = t('online-result-draw');
  else if (o === 'won') heading = t('online-result-won');
  else if (o === 'lost') heading = t('online-result-lost');
  else heading = t('online-result-winner', { winner });
  const turn = result.turns ?? 0;
  let text;
  switch (result.reason) {
    case 'broken':
      text = turn
        ? t('online-result-broken-in-turn', { you: role, winner, loser, turn })
        : t('online-result-broken', { you: role, winner, loser });
      break;
    case 'both-broken':
      text = turn ? t('online-result-both-broken-in-turn', { turn }) : t('online-result-both-broken');
      break;
    case 'rows-used':
      text = t('online-result-rows-used', { turns: turn });
      break;
    case 'resigned':
      text = t('online-result-resigned', { you: role, loser });
      break;
    case 'time-out':
      text = side ? t('online-result-time-out', { you: role, loser }) : t('online-result-both-time-out');
      break;
    case 'abandoned':
      text = side ? t('online-result-abandoned', { you: role, winner, loser }) : t('online-result-abandoned-draw');
      break;
    default:
      text = t('online-result-other', { reason: REASON_WORDS[result.reason] ?? result.reason });
  }
  return { heading, text, outcome: o };
}

/** A result in one short line, as the lists show it: "You won: code broken, turn 3".
 * @param {DuelResult} result
 * @param {{ heading: string }} words */
export function shortResult(result, words) {
  const reason = REASON_WORDS[result.reason] ?? result.reason;
  return result.turns
    ? t('online-result-short-turn', { heading: words.heading, reason, turn: result.turns })
    : t('online-result-short', { heading: words.heading, reason });
}

/** "just now", "5 min ago", "3 h ago", or the date, for a unix-ms instant.
 * @param {number | null | undefined} ms
 * @param {number} [now] */
export function formatAgo(ms, now = Date.now()) {
  if (!ms) return '';
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return t('online-just-now');
  if (s < 3600) return t('online-minutes-ago', { minutes: Math.floor(s / 60) });
  if (s < 86400) return t('online-hours-ago', { hours: Math.floor(s / 3600) });
  return date(ms, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** To whom a challenge is, as its heading names it: the reader, a player
 * named, whoever has its link (first or anyone), or anyone.
 * @param {string | null | undefined} opponent
 * @param {unknown} toYou
 * @param {string | null | undefined} link */
export function whomKind(opponent, toYou, link) {
  if (opponent) return toYou ? 'you' : 'player';
  if (link) return link === 'single-use' ? 'single-use' : 'link';
  return 'anyone';
}

/** Names side by side as the language lists them: "alice and bob".
 * @param {string[]} names */
export function namesList(names) {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}

/** A variable of a message that an element takes the place of (a link, a
 * name in bold): the message is formatted with this mark, then `spliced`.
 * @param {string} name */
export function slot(name) {
  return `\u{E000}${name}\u{E001}`;
}

/** A message's text with each `slot` put back as its element (or elements).
 * @param {string} text
 * @param {Record<string, Node | string | (Node | string)[]>} nodes
 * @returns {(Node | string)[]} */
export function spliced(text, nodes) {
  return text.split(/\u{E000}(\w+)\u{E001}/u)
    .flatMap((part, i) => (i % 2 ? nodes[part] ?? '' : part))
    .filter((part) => part !== '');
}

/** Two names equal as accounts compare them (without regard to case). */
/** @param {unknown} a @param {unknown} b */
export function sameName(a, b) {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}
