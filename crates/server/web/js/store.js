// What this browser remembers: the game in progress, the colour-blind mode,
// the dark mode and the sound chosen in the header; and, for one tab, the
// tournament duels it has gone to.

const CURRENT_GAME = 'mastermind.current-game';
const COLOUR_BLIND = 'mastermind.colour-blind';
const THEME = 'mastermind.theme';
const SOUND = 'mastermind.sound';

/** @param {string} key */
function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** @param {string} key @param {string | null} value */
function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the URL still carries the game id */
  }
}

export const currentGame = {
  get: () => read(CURRENT_GAME),
  set: (/** @type {string | number} */ id) => write(CURRENT_GAME, String(id)),
  clear: (/** @type {string | number | undefined} */ id) => {
    if (id === undefined || read(CURRENT_GAME) === String(id)) write(CURRENT_GAME, null);
  },
};

export const colourBlind = {
  get: () => read(COLOUR_BLIND) === 'on',
  set: (/** @type {boolean} */ on) => write(COLOUR_BLIND, on ? 'on' : null),
};

/** 'dark', 'light', or null: the system's choice (prefers-color-scheme). */
export const theme = {
  /** @returns {'dark' | 'light' | null} */
  get: () => {
    const value = read(THEME);
    return value === 'dark' || value === 'light' ? value : null;
  },
  set: (/** @type {string | null} */ value) => write(THEME, value === 'dark' || value === 'light' ? value : null),
};

/** Off unless the player turned it on: a page never starts making noise. */
export const sound = {
  get: () => read(SOUND) === 'on',
  set: (/** @type {boolean} */ on) => write(SOUND, on ? 'on' : null),
};

/** A tournament's duels this tab has gone to (sessionStorage: one tab's
 *  own): the tournament's page sends a player to a duel of theirs once, when
 *  it is new, and leaves them on the page when they come back to it. */
const TOURNAMENT_DUELS = 'mastermind.tournament-duels';
const TOURNAMENT_DUELS_KEPT = 50;

/** @returns {string[]} */
function seenDuels() {
  try {
    const list = JSON.parse(sessionStorage.getItem(TOURNAMENT_DUELS) ?? '[]');
    return Array.isArray(list) ? list.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const tournamentDuels = {
  /** @param {string} id */
  seen: (id) => seenDuels().includes(id),
  /** @param {string} id */
  add: (id) => {
    const list = seenDuels().filter((d) => d !== id);
    list.push(id);
    try {
      sessionStorage.setItem(TOURNAMENT_DUELS, JSON.stringify(list.slice(-TOURNAMENT_DUELS_KEPT)));
    } catch {
      /* storage disabled: the page still links the duel */
    }
  },
};
