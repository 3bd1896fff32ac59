// The coach's review of a finished duel (GET /api/duels/{id}/review): each
// player's guesses at the other's code, judged against the best play, in
// the table a game's review uses. Asked for once, when the duel is over
// and the player opens it: the review is solver work.

import { api } from './api.js';
import { el, say } from './layout.js';
import { byId as $ } from './dom.js';
import { renderReview } from './review.js';
import { t } from './words.js';
import { page } from './duel-state.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

let asked = false;

/** Shows the coach's box once the duel is over; its button asks for the review. */
export function offerCoach() {
  const box = $('coach-box');
  if (!box.hidden) return;
  box.hidden = false;
  $('coach-button').addEventListener('click', () => load());
}

async function load() {
  if (asked) return;
  asked = true;
  const button = /** @type {HTMLButtonElement} */ ($('coach-button'));
  button.disabled = true;
  say($('coach-message'), t('online-coach-loading'));
  try {
    /** @type {Schemas['DuelReview']} */
    const review = await api(`/api/duels/${encodeURIComponent(page.id)}/review`);
    $('coach-reviews').replaceChildren(...review.sides.map((s) => {
      const headingId = `coach-${s.side}-heading`;
      return el('section', { className: 'coach-side', 'aria-labelledby': headingId, dataset: { side: s.side } },
        el('h3', { id: headingId }, t('online-coach-side', { name: s.name ?? t('online-coach-computer') })),
        // A scrolling region on a narrow screen: the keyboard reaches it.
        el('div', { className: 'table-scroll', tabindex: '0', role: 'region', 'aria-labelledby': headingId },
          renderReview(s.review, page.palette)));
    }));
    say($('coach-message'), '');
    button.hidden = true;
  } catch (err) {
    asked = false;
    button.disabled = false;
    say($('coach-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}
