// A hint on the game page: how many codes still fit the answers so far and a
// good next guess, both worked out by the server's solver, with a button that
// puts the guess in the row in play. A hint that cannot be had is told in the
// player's words, not the server's.

import { api, ApiError } from './api.js';
import { parseCode } from './code.js';
import { el } from './layout.js';
import { codeElement, plural } from './pegs.js';

/** Asks the server for a hint and shows it (or why there is none) in
 *  `panel`; `use(digits)` is called with a fresh copy of the suggested code.
 * @param {HTMLElement} panel
 * @param {{ id: string }} game
 * @param {import('./pegs.js').Colour[]} palette
 * @param {(digits: number[]) => void} use */
export async function showHint(panel, game, palette, use) {
  try {
    /** @type {import('./api-types').components['schemas']['HintView']} */
    const hint = await api(`/api/games/${encodeURIComponent(game.id)}/hint`, { method: 'POST' });
    const suggestion = parseCode(hint.suggestion);
    const button = el('button', { type: 'button' }, 'Use this guess');
    button.addEventListener('click', () => use(suggestion.slice()));
    panel.replaceChildren(
      el('p', {}, `${plural(hint.remaining, 'code still fits', 'codes still fit')} the answers so far.`),
      el('p', {}, 'A good next guess: ', codeElement(suggestion, palette, { label: 'suggested guess' })),
      button,
    );
  } catch (err) {
    console.error(err);
    panel.replaceChildren(el('p', { className: 'message', dataset: { kind: 'error' } }, hintTrouble(err)));
  }
  panel.hidden = false;
}

/** What a player is told when no hint comes back, instead of the server's words.
 * @param {unknown} err */
function hintTrouble(err) {
  switch (err instanceof ApiError ? err.status : -1) {
    case 0:
      return 'No hint: the server cannot be reached. Check your connection and try again.';
    case 400:
      return 'No hint for this setup: it has too many codes for the solver to work through. Hints work on every level of the Introduction and on smaller setups.';
    case 404:
      return 'No hint: this game is no longer on the server. Start a new one.';
    case 409:
      return 'No hint: the game is over.';
    case 429:
      return 'A hint is already being worked out: wait for it.';
    case 503:
      return 'The solver is busy just now. Try the hint again in a moment.';
    default:
      return 'No hint just now: something went wrong on the server. Try again in a moment.';
  }
}
