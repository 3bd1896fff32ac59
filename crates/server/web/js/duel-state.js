// The duel page's state, shared by its modules (duel.js ties them): the
// duel as the server last sent it, what is being entered, the timers; and
// the few readings of the view every part needs (the names, the sides, the
// computer). The page holds no rule of the game: all it draws comes from the
// server.

import { api } from './api.js';
import { byId } from './dom.js';
import { say } from './layout.js';
import { otherSide } from './duel-words.js';

/** @typedef {import('./duel-words.js').Side} Side */
/** @typedef {import('./duel-words.js').Names} Names */
/** @typedef {import('./duel-words.js').DuelResult} DuelResult */
/** @typedef {import('./duel-words.js').TimeControl} TimeControl */
/** @typedef {import('./pegs.js').Colour} Colour */
/** @typedef {import('./api-types').components['schemas']['SetupView']} Setup */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {{ guess: string, black: number, white: number }} Row */
/** @typedef {{ phase: string, turn: number, awaiting: Record<Side, boolean> }} Phase */
/**
 * A duel's clock as the server sends it: the deadline of each side whose
 * time runs (server time, ms), the time left of each on a chess clock, the
 * time given back while the server could take no moves, and until when a
 * player on vacation is away.
 * @typedef {{ time_control?: TimeControl | null, deadlines?: Partial<Record<Side, number | null>> | null,
 *   left_ms?: Record<Side, number> | null, given_back_ms?: number,
 *   away_until?: Partial<Record<Side, number | null>> | null }} Clock
 */
/**
 * The board of a duel, which the OpenAPI document leaves open.
 * @typedef {{ v: number, you?: Side | null, rules: { setup: Setup, players?: Partial<Names> },
 *   phase: Phase, codes?: Partial<Record<Side, string | null>> | null, turns: Record<Side, Row>[],
 *   your_guess?: string | null, clock?: Clock | null, result?: DuelResult | null }} Duel
 */
/**
 * One duel as the caller may see it.
 * @typedef {Omit<import('./api-types').components['schemas']['DuelFull'], 'duel' | 'you' | 'result' | 'time_control'>
 *   & { duel?: Duel | null, you?: Side | null, result?: DuelResult | null, time_control: TimeControl }} DuelView
 */
/** @typedef {{ target: 'code' | 'guess', turn: number, draft: (number | null)[], selected: number }} Editing */

export const page = {
  /** @type {string} */
  id: '',
  /** @type {string | null} the account's name */
  me: null,
  /** @type {Preset[]} */
  presets: [],
  /** @type {DuelView | null} the last full view drawn */
  view: null,
  /** that view without the server's time: what makes a redraw needed */
  drawnKey: '',
  /** the version of the duel drawn */
  v: -1,
  /** server time minus Date.now() */
  offset: 0,
  /** @type {Colour[]} */
  palette: [],
  paletteKey: '',
  /** @type {Editing | null} */
  editing: null,
  busy: false,
  /** @type {ReturnType<typeof setInterval> | null} */
  openTimer: null,
  /** @type {ReturnType<typeof setInterval> | null} */
  playTimer: null,
};

/** The element of the page with this id (an HTMLElement).
 * @param {string} id */
export const $ = (id) => byId(id);

/** The duel drawn: the page draws it only once the server has sent it. */
export function shown() {
  const view = page.view;
  if (!view || !view.duel) throw new Error('no duel drawn yet');
  return { view, duel: view.duel };
}

export function fetchView() {
  return /** @type {Promise<DuelView>} */ (api(`/api/duels/${encodeURIComponent(page.id)}`));
}

/** Whether the view is of a duel against the computer (its level, as the server says).
 * @param {DuelView | null} view */
export function isComputer(view) {
  return Boolean(view && view.computer);
}

/** @param {DuelView} view @returns {Record<Side, string | null>} */
export function namesOf(view) {
  const players = view.duel?.rules?.players;
  return {
    white: players?.white ?? view.white ?? null,
    black: players?.black ?? view.black ?? null,
  };
}

/** The sides as this page draws them: `you`, and `me`/`opp` for left/right.
 * @param {DuelView} view */
export function sidesOf(view) {
  const you = view.duel ? view.duel.you : view.you;
  /** @type {Side} */
  const me = you || 'white';
  return { you: you || null, me, opp: otherSide(me) };
}

/** @param {unknown} err */
export function fail(err) {
  console.error(err);
  say($('duel-message'), err instanceof Error ? err.message : String(err), 'error');
}
