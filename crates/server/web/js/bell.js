// The notification centre's bell in the site header: shown to a player
// logged in, with the count of unread notifications kept live over
// /api/notifications/live (the server tells every open page of the account,
// whichever server made the change). The list page listens to the count
// too, to show what came in; with it come the duels owed a move, which
// every page without a move of its own tells in its title.

import { listen } from './live.js';
import { t } from './words.js';
import { markMovesOwed } from './your-move.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

/** @type {((unread: number) => void)[]} */
const watchers = [];

/** Calls `watcher(unread)` with every count the server sends.
 * @param {(unread: number) => void} watcher */
export function onUnread(watcher) {
  watchers.push(watcher);
}

/** Shows the bell and keeps its count, for a player logged in. */
export function startBell() {
  const bells = document.querySelectorAll('.notification-bell');
  if (!bells.length) return;
  for (const bell of bells) {
    if (!(bell instanceof HTMLElement)) continue;
    bell.dataset.label ??= bell.getAttribute('aria-label') ?? '';
    bell.hidden = false;
  }
  listen(() => '/api/notifications/live', {
    onMessage: (message) => {
      if (message.type !== 'unread' || typeof message.unread !== 'number') return;
      showCount(message.unread);
      if (typeof message.your_move === 'number') markMovesOwed(message.your_move);
      for (const watcher of watchers) watcher(message.unread);
    },
  });
}

/** @param {number} unread */
function showCount(unread) {
  for (const bell of document.querySelectorAll('.notification-bell')) {
    if (!(bell instanceof HTMLElement)) continue;
    const count = bell.querySelector('.bell-count');
    if (count instanceof HTMLElement) {
      count.textContent = unread > 99 ? '99+' : String(unread);
      count.hidden = unread === 0;
    }
    bell.dataset.unread = String(unread);
    bell.setAttribute('aria-label', unread ? t('notifications-bell-unread', { count: unread }) : (bell.dataset.label ?? ''));
  }
}
