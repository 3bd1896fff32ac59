// The game page's state, shared by its modules (game.js ties them): the
// game as the server last sent it, the row being entered and where the next
// peg goes. The page never knows the secret before the game ends: it only
// comes from the server.

import { byId } from './dom.js';
import { say } from './layout.js';

/** @typedef {import('./api-types').components['schemas']['GameView']} GameView */
/** @typedef {import('./api-types').components['schemas']['TurnView']} TurnView */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./pegs.js').Colour} Colour */

export const view = {
  /** @type {GameView | null} the server's view of the game */
  game: null,
  /** @type {Colour[]} colours by digit; [0] is the blank */
  palette: [],
  /** @type {Preset | null} the preset's entry from /api/presets, if any */
  preset: null,
  /** @type {(number | null)[]} the row being played: digits, or null for an empty hole */
  draft: [],
  /** the hole the next colour goes into */
  selected: 0,
  busy: false,
  /** a hint is being worked out */
  hintBusy: false,
};

/** The element of the page with this id (an HTMLElement).
 * @param {string} id */
export const $ = (id) => byId(id);

/** The game shown: the page draws nothing before the server has sent it. */
export function shownGame() {
  if (!view.game) throw new Error('no game drawn yet');
  return view.game;
}

export function isPlaying() {
  return Boolean(view.game && view.game.state === 'playing');
}

export function currentTurn() {
  return shownGame().turns.length + 1;
}

// The pegs placed in the row in play survive a reload (this tab only).
/** @param {GameView} game */
function draftKey(game) {
  return `mastermind.draft.${game.id}`;
}

/** The row in play as it was left, if this tab saved it.
 * @param {GameView} game
 * @returns {(number | null)[]} */
export function restoreDraft(game) {
  const empty = new Array(game.setup.pegs).fill(null);
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(game)) || 'null');
    if (saved && saved.turn === game.turns.length + 1 && Array.isArray(saved.draft)
        && saved.draft.length === game.setup.pegs) return saved.draft;
  } catch {
    /* nothing saved */
  }
  return empty;
}

export function saveDraft() {
  const game = shownGame();
  try {
    if (game.state === 'playing' && view.draft.some((d) => d !== null)) {
      sessionStorage.setItem(draftKey(game), JSON.stringify({ turn: currentTurn(), draft: view.draft }));
    } else {
      sessionStorage.removeItem(draftKey(game));
    }
  } catch {
    /* storage disabled */
  }
}

/** @param {unknown} err */
export function fail(err) {
  console.error(err);
  say($('game-message'), err instanceof Error ? err.message : String(err), 'error');
}
