// A hint on the game page: how many codes still fit the answers so far and a
// good next guess, both worked out by the server's solver, with a button that
// puts the guess in the row in play. A hint that cannot be had is told in the
// player's words, not the server's.

import { api, ApiError } from './api.js';
import { parseCode } from './code.js';
import { el } from './layout.js';
import { codeElement } from './pegs.js';
import { t } from './words.js';

/** Asks the server for a hint and shows it (or why there is none) in
 *  `panel`; `use(digits)` is called with a fresh copy of the suggested code.
 *  A hint that comes once `current()` is false (a guess was sent meanwhile,
 *  or the game ended) is for a position gone, and not shown.
 * @param {HTMLElement} panel
 * @param {{ id: string }} game
 * @param {import('./pegs.js').Colour[]} palette
 * @param {(digits: number[]) => void} use
 * @param {() => boolean} current */
export async function showHint(panel, game, palette, use, current) {
  try {
    /** @type {import('./api-types').components['schemas']['HintView']} */
    const hint = await api(`/api/games/${encodeURIComponent(game.id)}/hint`, { method: 'POST' });
    if (!current()) return;
    const suggestion = parseCode(hint.suggestion);
    const button = el('button', { type: 'button' }, t('play-hint-use'));
    button.addEventListener('click', () => use(suggestion.slice()));
    panel.replaceChildren(
      el('p', {}, t('play-hint-remaining', { remaining: hint.remaining })),
      el('p', {}, t('play-hint-next'), ' ', codeElement(suggestion, palette, { label: t('play-hint-suggested') })),
      button,
    );
  } catch (err) {
    console.error(err);
    if (!current()) return;
    panel.replaceChildren(el('p', { className: 'message', dataset: { kind: 'error' } }, hintTrouble(err)));
  }
  panel.hidden = false;
}

/** What a player is told when no hint comes back, instead of the server's words.
 * @param {unknown} err */
function hintTrouble(err) {
  switch (err instanceof ApiError ? err.status : -1) {
    case 0:
      return t('play-hint-unreachable');
    case 400:
      return t('play-hint-setup-too-big');
    case 404:
      return t('play-hint-gone');
    case 409:
      return t('play-hint-game-over');
    case 429:
      return t('play-hint-pending');
    case 503:
      return t('play-hint-solver-busy');
    default:
      return t('play-hint-failed');
  }
}
