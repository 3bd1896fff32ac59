// What this browser remembers: the game in progress, the colour-blind mode,
// the dark mode and the sound chosen in the header.

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
