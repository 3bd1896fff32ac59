// The notification centre (notifications.html): the account's
// notifications, newest first, each worded here from its kind and data
// (the server's `GET /api/notifications`) and linking to its duel or
// tournament. What the
// page shows is marked read (`POST /api/notifications/read`, up to the
// newest shown); what comes in while it is open is shown at once.

import { api } from './api.js';
import { initLayout, loadAccount, el, say } from './layout.js';
import { onUnread } from './bell.js';
import { formatTimeLeft } from './duel-words.js';
import { byId as $ } from './dom.js';
import { date, t } from './words.js';
import { oneAtATime } from './latest.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

/** Fetches the list, shows it, and marks read what it shows; asked again
 *  while it runs, it runs once more after. */
const refresh = oneAtATime(async () => {
  const list = /** @type {Schemas['NotificationList']} */ (await api('/api/notifications'));
  draw(list.notifications);
  const newest = list.notifications[0];
  if (newest && list.unread > 0) {
    await api('/api/notifications/read', { method: 'POST', body: { up_to: newest.created_at } });
  }
});

initLayout();
start().catch(fail);

/** The notifications that were new when this page first showed them: they
 *  keep their "New" mark while the page is open, though read since (the
 *  bell's count, arriving after this page read them, must not take it
 *  away under the reader's eyes). */
const shownNew = new Set();

async function start() {
  const account = await loadAccount();
  if (!account) {
    const empty = $('notifications-empty');
    empty.textContent = t('notifications-signed-out');
    empty.hidden = false;
    return;
  }
  // A count that changes is news: the list again (and read, as shown),
  // from the first reading on, so that nothing told meanwhile is missed.
  onUnread((unread) => {
    if (unread > 0) refresh().catch(fail);
  });
  await refresh();
}

/** @param {Schemas['NotificationView'][]} notifications */
function draw(notifications) {
  const list = $('notification-list');
  const empty = $('notifications-empty');
  list.replaceChildren(...notifications.map(item));
  empty.textContent = t('notifications-none');
  empty.hidden = notifications.length > 0;
}

/** @param {Schemas['NotificationView']} n */
function item(n) {
  const href = n.kind === 'friend-online' ? `player.html?name=${encodeURIComponent(n.subject)}`
    : `${n.kind === 'tournament-starting' ? 'tournament.html' : 'duel.html'}?id=${encodeURIComponent(n.subject)}`;
  const link = el('a', { href }, words(n));
  const at = new Date(n.created_at);
  const when = el('time', { className: 'notification-time', datetime: at.toISOString() },
    date(at, { dateStyle: 'medium', timeStyle: 'short' }));
  /** @type {(HTMLElement | string)[]} */
  const parts = [link, ' ', when];
  if (!n.read) shownNew.add(n.id);
  const fresh = shownNew.has(n.id);
  if (fresh) parts.unshift(el('span', { className: 'notification-new' }, t('notifications-new')), ' ');
  return el('li', { className: fresh ? 'notification unread' : 'notification', dataset: { kind: n.kind } }, ...parts);
}

/** What a notification says, in the reader's language.
 * @param {Schemas['NotificationView']} n */
function words(n) {
  const player = n.data.player ?? '';
  switch (n.kind) {
    case 'your-move':
      return typeof n.data.deadline === 'number' && n.data.deadline > Date.now()
        ? t('notification-your-move-left', { player, time: formatTimeLeft(n.data.deadline) })
        : t('notification-your-move', { player });
    case 'challenge':
      return t(n.data.rematch ? 'notification-rematch' : 'notification-challenge', { player });
    case 'challenge-accepted':
      return t('notification-accepted', { player });
    case 'duel-ended':
      return t(n.data.result === 'won' ? 'notification-won' : n.data.result === 'lost' ? 'notification-lost' : 'notification-drawn', { player });
    case 'tournament-starting': {
      const time = typeof n.data.starts_at === 'number' ? date(new Date(n.data.starts_at), { timeStyle: 'short' }) : '';
      return t('notification-tournament-starting', { tournament: n.data.tournament ?? '', time });
    }
    case 'friend-online':
      return t('notification-friend-online', { player });
    default:
      return player;
  }
}

/** @param {unknown} err */
function fail(err) {
  say($('notifications-message'), err instanceof Error ? err.message : String(err), 'error');
}
