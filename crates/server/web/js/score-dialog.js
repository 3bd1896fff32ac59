// The high-score dialog after a win that places: a name (counted as the
// server counts it), saved to the tables; closed, it can be opened again
// from the "Enter your score" button, and stays closed across a reload.

import { api, ApiError } from './api.js';
import { byId } from './dom.js';
import { say, formatSeconds } from './layout.js';
import { t } from './words.js';
import { limitName } from './name-field.js';

/** @typedef {import('./api-types').components['schemas']['GameView']} GameView */

/** The element of the page with this id (an HTMLElement).
 * @param {string} id */
const $ = (id) => byId(id);
/** @param {string} id */
const closedKey = (id) => `mastermind.score-closed.${id}`;
let countName = () => {};
const dialog = () => byId('score-dialog', HTMLDialogElement);

/** `game()` is the game shown now; `reopen()` offers the score again.
 * @param {() => GameView} game
 * @param {() => void} reopen */
export function wireScoreDialog(game, reopen) {
  countName = limitName(byId('score-name', HTMLInputElement), $('score-name-count'));
  $('score-button').addEventListener('click', () => {
    sessionStorage.removeItem(closedKey(game().id));
    reopen();
  });
  // Closed (Close, Escape, or saved), the dialog gives the focus back to the
  // button that opens it again, or else to Play again: the hole that had it
  // before the win is gone.
  dialog().addEventListener('close', () => {
    const back = $('score-button').hidden ? $('play-again-button') : $('score-button');
    back.focus();
  });
  $('score-close').addEventListener('click', () => {
    sessionStorage.setItem(closedKey(game().id), '1');
    dialog().close();
    // A daily code's day's table asks for its name now, the dialog gone.
    if (game().daily) reopen();
  });
  $('score-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = byId('score-name', HTMLInputElement).value;
    const error = $('score-error');
    if (!name.trim()) {
      say(error, t('play-score-name-missing'), 'error');
      return;
    }
    const { id, preset, daily } = game();
    try {
      /** @type {{ rank: number, scope?: string | null }} */
      const result = await api(`/api/games/${encodeURIComponent(id)}/score`, { method: 'POST', body: { name } });
      // A daily code's win: the same name for the day's table, asked once.
      if (daily) {
        await api(`/api/daily/${encodeURIComponent(daily.preset)}/name`, { method: 'POST', body: { name } }).catch(() => {});
      }
      dialog().close();
      const params = new URLSearchParams({ preset: preset ?? '', rank: String(result.rank), scope: String(result.scope ?? '') });
      location.assign(`scores.html?${params}`);
    } catch (err) {
      say(error, err instanceof Error ? err.message : String(err), 'error');
      if (err instanceof ApiError && err.status === 409) byId('score-save', HTMLButtonElement).disabled = true;
    }
  });
}

/** Whether the dialog asks for a name for `game` (a win that places, not
 *  recorded, the dialog not closed): then it is the one name asked for.
 * @param {GameView} game */
export function scoreAsked(game) {
  return game.state === 'won' && Boolean(game.qualifies) && !game.score_recorded && !sessionStorage.getItem(closedKey(game.id));
}

/** Offers `game`'s win for the tables of `level` when it places there.
 * @param {GameView} game
 * @param {string} level */
export function offerScore(game, level) {
  const canRecord = game.state === 'won' && game.qualifies && !game.score_recorded;
  $('score-button').hidden = !canRecord;
  if (!canRecord || sessionStorage.getItem(closedKey(game.id))) return;
  const turns = game.turns.length;
  $('score-dialog-text').textContent = game.seconds != null
    ? t('play-score-offer-timed', { turns, time: formatSeconds(game.seconds), level })
    : t('play-score-offer', { turns, level });
  $('score-error').hidden = true;
  byId('score-save', HTMLButtonElement).disabled = false;
  countName();
  if (!dialog().open) dialog().showModal();
}
