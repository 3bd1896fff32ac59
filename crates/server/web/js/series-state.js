// The series page's state, shared by its modules (series.js ties them):
// the series as the server last sent it, which screen this tab shows (the
// results it has acknowledged, the hand-over), the pegs being placed and the
// key pegs being set. The server keeps the codes, the score and the turn
// clock; this page never knows a code before its game is over.

import { byId } from './dom.js';
import { say } from './layout.js';

/** @typedef {import('./api-types').components['schemas']['SeriesView']} SeriesView */
/** @typedef {import('./api-types').components['schemas']['PlayedGameView']} PlayedGame */
/** @typedef {import('./pegs.js').Colour} Colour */
/** @typedef {'setup' | 'result' | 'over' | 'code' | 'handover' | 'play'} Screen */

export const view = {
  /** @type {SeriesView | null} the server's view */
  series: null,
  /** @type {Colour[]} colours by digit; [0] is the blank */
  palette: [],
  /** "pass the device" shown after the code is set */
  pass: false,
  /** @type {string | null} the game whose code entry the codemaker opened */
  codeOpen: null,
  /** what the last move did, for the status line */
  notice: '',
  /** @type {(number | null)[]} pegs being placed: digits, null for an empty hole */
  draft: [],
  selected: 0,
  /** @type {string | null} the row (or code) the draft belongs to */
  draftFor: null,
  /** @type {{ black: number, white: number, for: string | null }} */
  answer: { black: 0, white: 0, for: null },
  busy: false,
};

/** The element of the page with this id (an HTMLElement).
 * @param {string} id */
export const $ = (id) => byId(id);

/** The series shown: the page draws nothing of it before the server has sent it. */
export function shownSeries() {
  if (!view.series) throw new Error('no series drawn yet');
  return view.series;
}

/** Results acknowledged in this tab, so that a reload shows an unseen one again. */
export const seen = {
  key: () => `mastermind.series.${shownSeries().id}.seen`,
  get() {
    try {
      const n = sessionStorage.getItem(this.key());
      return n === null ? null : Number(n);
    } catch {
      return null;
    }
  },
  /** @param {number} n */
  set(n) {
    try {
      sessionStorage.setItem(this.key(), String(n));
    } catch {
      /* storage disabled: results are shown once per page load */
    }
    this.fallback = n;
  },
  /** @type {number | null} */
  fallback: null,
};

/** @param {SeriesView} s */
export function gameKey(s) {
  return `${s.history.length}`;
}

/** @param {SeriesView} s */
export function rowKey(s) {
  return s.game ? `${gameKey(s)}:${s.game.rows.length}:${s.phase}` : null;
}

function seenCount() {
  const n = seen.get();
  return n === null ? seen.fallback ?? 0 : n;
}

/** Whether pegs are being placed: a code, or a guess in the row in play. */
export function editing() {
  const s = view.series;
  if (!s || view.busy) return false;
  const screen = currentScreen();
  return screen === 'code' || (screen === 'play' && s.phase === 'guess');
}

/** @returns {Screen} */
export function currentScreen() {
  const s = view.series;
  if (!s) return 'setup';
  if (s.history.length > seenCount()) return 'result';
  switch (s.phase) {
    case 'over':
      return 'over';
    case 'secret':
      return view.codeOpen === gameKey(s) ? 'code' : 'handover';
    case 'reveal':
      return 'code';
    default:
      return view.pass ? 'handover' : 'play';
  }
}

/** A fresh draft whenever the row (or code) being placed changes. */
export function syncDraft() {
  const s = shownSeries();
  const key = currentScreen() === 'code' ? `code:${gameKey(s)}:${s.phase}` : rowKey(s);
  if (view.draftFor !== key) {
    view.draftFor = key;
    view.draft = new Array(s.setup.pegs).fill(null);
    view.selected = 0;
  }
  if (view.answer.for !== key) view.answer = { black: 0, white: 0, for: key };
}

/** @param {SeriesView} s */
export function names(s) {
  const game = s.game;
  return game ? { maker: game.codemaker, breaker: game.codebreaker } : { maker: '', breaker: '' };
}

/** @param {unknown} err */
export function fail(err) {
  console.error(err);
  say($('series-message'), err instanceof Error ? err.message : String(err), 'error');
}
