// The lobby's "Friends online" and "Online now" (duels.html), for a player
// logged in: the players you follow who are online, and everyone online on
// any server, as the server lists them (GET /api/friends, GET /api/online:
// who hides being online is never there). Each has a Challenge button that
// fills the lobby's challenge form with their name.

import { api, ApiError } from './api.js';
import { el, say } from './layout.js';
import { ratedPlayer } from './players.js';
import { slot, spliced } from './duel-words.js';
import { byId as $, all } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['PlayerPresence']} PlayerPresence */

// Nobody tells the lobby who comes and goes: ask again now and then, and
// whenever the page is shown again.
const REFRESH_MS = 30000;

/** @type {{ fetching: Promise<void> | null, loggedOut: () => void, fail: (err: unknown) => void }} */
const state = {
  fetching: null,
  loggedOut: () => {},
  fail: (err) => console.error(err),
};

/** Keeps both lists.
 * @param {{ loggedOut: () => void, fail: (err: unknown) => void }} hooks */
export function initFriends(hooks) {
  Object.assign(state, hooks);
  refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  return () => clearInterval(timer);
}

/** Both lists, one fetch at a time.
 * @returns {Promise<void> | null} */
function refresh() {
  if (document.visibilityState === 'hidden') return null;
  state.fetching ??= (async () => {
    try {
      const [friends, online] = await Promise.all([
        /** @type {Promise<import('./api-types').components['schemas']['Friends']>} */ (api('/api/friends')),
        /** @type {Promise<import('./api-types').components['schemas']['Online']>} */ (api('/api/online')),
      ]);
      const here = friends.friends.filter((f) => f.online);
      draw($('friends-online-list'), here, friends.friends.length
        ? t('online-no-friends-online')
        : t('online-no-friends'));
      draw($('online-list'), online.players, t('online-nobody-online'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) state.loggedOut();
      else state.fail(err);
    } finally {
      state.fetching = null;
    }
  })();
  return state.fetching;
}

/** @param {HTMLElement} box
 * @param {PlayerPresence[]} players
 * @param {string} none */
function draw(box, players, none) {
  // Redraw only on a change: a button being pressed stays where it is.
  const key = JSON.stringify(players.map((p) => [p.name, p.rating?.rating]));
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!players.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, none));
    return;
  }
  const list = el('ul', { className: 'presence-items' });
  for (const p of players) {
    list.append(el('li', { className: 'presence-item', dataset: { player: p.name } },
      ratedPlayer(p.name, p.rating, p.bot),
      ' ',
      el('button', { type: 'button', className: 'challenge-player', onclick: () => challenge(p.name) },
        ...spliced(t('online-challenge-player', { player: slot('player') }), {
          player: el('span', { className: 'visually-hidden' }, p.name),
        }))));
  }
  box.replaceChildren(list);
}

/** Fills the lobby's challenge form for `name` (not by link) and takes the
 * player there to choose the game.
 * @param {string} name */
function challenge(name) {
  const form = $('challenge-form', HTMLFormElement);
  for (const radio of all(form, 'input[name="link"]', HTMLInputElement)) {
    radio.checked = radio.value === '';
    radio.dispatchEvent(new Event('change'));
  }
  const opponent = $('challenge-opponent', HTMLInputElement);
  opponent.value = name;
  say($('challenge-for'), t('online-challenge-for', { player: name }));
  opponent.scrollIntoView({ block: 'center' });
  $('challenge-preset').focus();
}
