// What this browser remembers: the game in progress and the colour-blind mode.

const CURRENT_GAME = 'mastermind.current-game';
const COLOUR_BLIND = 'mastermind.colour-blind';

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

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
  set: (id) => write(CURRENT_GAME, String(id)),
  clear: (id) => {
    if (id === undefined || read(CURRENT_GAME) === String(id)) write(CURRENT_GAME, null);
  },
};

export const colourBlind = {
  get: () => read(COLOUR_BLIND) === 'on',
  set: (on) => write(COLOUR_BLIND, on ? 'on' : null),
};
