// The rematch offered after a duel, on the finished duel's page: the
// opponent's offer with Accept and Decline, one's own offer leading to its
// challenge, and an offer declined said in words to both players. The offer
// is a challenge of its own (GET /api/duels/{id}); the finished duel's
// socket says when it changed, and it is read again then.

import { api } from './api.js';
import { byId } from './dom.js';
import { duelHref } from './share.js';
import { sameName } from './duel-words.js';
import { t } from './words.js';
import { page, $ } from './duel-state.js';

/** @typedef {import('./api-types').components['schemas']['DuelFull']} Challenge */
/** @typedef {Challenge | 'asking' | 'gone'} Rematch */
/** @type {Map<string, Rematch>} */
const rematches = new Map();
/** @type {() => void} */
let redraw = () => {};

/** The rematch challenge `id` as the server has it (who offered it, whether
 *  this player may accept it, whether it was declined); 'asking' until it
 *  has come, when the controls are drawn again; 'gone' if it cannot be read
 *  (the link to it then says what became of it).
 * @param {string} id
 * @returns {Rematch} */
function rematchOffer(id) {
  const known = rematches.get(id);
  if (known !== undefined) return known;
  rematches.set(id, 'asking');
  ask(id);
  return 'asking';
}

/** How many times each offer was asked for: an answer to an earlier ask
 *  that comes after a later one's is older, and dropped.
 * @type {Map<string, number>} */
const asks = new Map();

/** @param {string} id */
function ask(id) {
  const nth = (asks.get(id) ?? 0) + 1;
  asks.set(id, nth);
  /** @param {Rematch} offer */
  const keep = (offer) => {
    if (asks.get(id) !== nth) return;
    rematches.set(id, offer);
    if (page.view && page.view.duel) redraw();
  };
  /** @type {Promise<Challenge>} */
  const asked = api(`/api/duels/${encodeURIComponent(id)}`);
  asked.then((challenge) => keep(challenge), () => keep('gone'));
}

/** The duel's socket said it changed: the offer it shows is read again
 *  (declined, or accepted, since), keeping what is drawn meanwhile.
 * @param {{ rematch?: string | null }} view */
export function rematchChanged(view) {
  if (view.rematch && rematches.has(view.rematch)) ask(view.rematch);
}

/** Draws the offer's controls of the finished duel `view`.
 * @param {import('./duel-state.js').DuelView} view @param {boolean} mine whether the viewer plays in it, and it is over */
export function drawRematch(view, mine) {
  const offer = view.rematch && mine ? rematchOffer(view.rematch) : 'gone';
  const challenge = typeof offer === 'object' ? offer : null;
  const declined = Boolean(challenge && challenge.state === 'declined');
  const theirs = Boolean(challenge && !declined && challenge.can_accept && !sameName(challenge.challenger, page.me));
  $('rematch-link').hidden = !view.rematch || theirs || declined || offer === 'asking';
  $('rematch-offer').hidden = !theirs;
  $('rematch-declined').hidden = !declined;
  if (challenge && declined) {
    const said = sameName(challenge.opponent, page.me)
      ? t('online-rematch-you-declined')
      : t('online-rematch-declined', { player: challenge.opponent ?? t('online-your-opponent') });
    sayOnce('rematch-declined', said, said);
  } else if (challenge && theirs) {
    const said = t('online-rematch-offer', { player: challenge.challenger ?? t('online-your-opponent') });
    sayOnce('rematch-offer-text', said, `${said} ${t('page-duel-rematch-accept')} / ${t('page-duel-decline')}`);
  }
  if (view.rematch) byId('rematch-link', HTMLAnchorElement).href = duelHref(view.rematch);
}

/** Writes `text` into the element `id`, and `announced` into the live
 *  region, only when the text changes: said once.
 * @param {string} id @param {string} text @param {string} announced */
function sayOnce(id, text, announced) {
  if ($(id).textContent === text) return;
  $(id).textContent = text;
  $('duel-announcer').textContent = announced;
}

/** Accept and Decline of an offer; `draw` draws the controls again, `warn`
 *  shows what went wrong, `refetch` asks for the duel again.
 * @param {{ draw: () => void, warn: (text: string) => void, refetch: () => void }} hooks */
export function wireRematch({ draw, warn, refetch }) {
  redraw = draw;
  /** @param {string} buttonId @param {(id: string) => Promise<void>} act */
  const on = (buttonId, act) => $(buttonId).addEventListener('click', async () => {
    const id = page.view?.rematch;
    if (!id) return;
    const button = byId(buttonId, HTMLButtonElement);
    button.disabled = true;
    try {
      await act(id);
    } catch (err) {
      warn(err instanceof Error ? err.message : String(err));
      rematches.set(id, 'gone');
      refetch();
    } finally {
      button.disabled = false;
    }
  });
  on('rematch-accept', async (id) => {
    await api(`/api/duels/${encodeURIComponent(id)}/accept`, { method: 'POST' });
    location.assign(duelHref(id));
  });
  on('rematch-decline', async (id) => {
    await api(`/api/duels/${encodeURIComponent(id)}/decline`, { method: 'POST' });
    ask(id);
  });
}
