// The coach's review of a finished game of the series (GET
// /api/series/{id}/review?game=N): the codebreaker's guesses judged against
// the best play, in the table a game's review uses, asked for by a button
// under the game in the history (the review is solver work).

import { api } from './api.js';
import { el } from './layout.js';
import { renderReview } from './review.js';
import { t } from './words.js';
import { view } from './series-state.js';

/**
 * The button that shows the review of game `game` (its place in the
 * history, from 1) of series `id`, and the place the review goes.
 * @param {string} id
 * @param {number} game
 */
export function coachButton(id, game) {
  const box = el('div', { className: 'series-coach', 'aria-live': 'polite' });
  const button = el('button', { type: 'button', className: 'series-coach-button' }, t('series-coach-button'));
  button.addEventListener('click', async () => {
    button.disabled = true;
    box.replaceChildren(el('p', {}, t('series-coach-loading')));
    try {
      /** @type {import('./api-types').components['schemas']['ReviewView']} */
      const review = await api(`/api/series/${encodeURIComponent(id)}/review?game=${game}`);
      box.replaceChildren(el('div', { className: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('series-coach-region', { game }) },
        renderReview(review, view.palette)));
      button.hidden = true;
    } catch (err) {
      button.disabled = false;
      box.replaceChildren(el('p', { className: 'message error', role: 'alert' }, err instanceof Error ? err.message : String(err)));
    }
  });
  return el('div', {}, button, box);
}
