// Players as the pages show them: a name linking to the player's page, a
// rating with "?" while it is provisional (as the server says), counts and
// percentages as seed 003 writes them, and the duels in play anyone may
// watch. Nothing is computed here that the server did not send.

import { el } from './layout.js';
import { duelHref } from './share.js';
import { DELETED, termsText, playerName, formatAgo, sameName } from './duel-words.js';
import { t, number, date } from './words.js';

/** @typedef {import('./api-types').components['schemas']['SeatRating']} SeatRating */
/**
 * A duel in the lists, its time control, result and side as the server
 * writes them.
 * @typedef {Omit<import('./api-types').components['schemas']['DuelSummary'], 'time_control' | 'result' | 'you'>
 *   & { time_control: import('./duel-words.js').TimeControl,
 *       result?: import('./duel-words.js').DuelResult | null,
 *       you?: import('./duel-words.js').Side | null }} DuelSummary
 */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */

/** Where an element (a link, a figure in bold) goes in a message: the
 *  message is formatted with SLOT for it, then `withNode` puts it there. */
export const SLOT = '\u0001';

/** A message's text with `node` where it has SLOT.
 * @param {string} text
 * @param {Node} node */
export function withNode(text, node) {
  const [before, after = ''] = text.split(SLOT);
  return [before, node, after];
}

/** A day as the page's language writes it: "Nov 25, 2026", "25. nov. 2026".
 * @param {string | number | null | undefined} when an RFC 3339 date, or Unix milliseconds */
export function dayText(when) {
  if (!when) return '—';
  const day = new Date(when);
  if (Number.isNaN(day.getTime())) return String(when);
  return date(day, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The address of a player's page.
 * @param {string} name */
export function playerHref(name) {
  return `player.html?name=${encodeURIComponent(name)}`;
}

/** A player's name linking to their page, marked BOT for a bot account;
 *  a deleted player's is plain text.
 * @param {string | null | undefined} name
 * @param {{ className?: string, bot?: boolean }} [options] */
export function playerLink(name, { className = 'player-link', bot = false } = {}) {
  if (!name || name === DELETED || name === t('online-deleted-player')) {
    return el('span', { className: 'player-deleted' }, t('online-deleted-player'));
  }
  const link = el('a', { className, href: playerHref(name), dataset: { player: name } }, name);
  return bot ? el('span', { className: 'player-bot' }, link, ' ', botMark()) : link;
}

/** The BOT mark beside a bot account's name, its meaning in words. */
export function botMark() {
  return el('abbr', { className: 'bot-mark', title: t('accounts-bot-title') }, t('accounts-bot-mark'));
}

/** Whether `name` is a bot account's in a duel as the server lists it.
 * @param {{ bots?: string[] }} duel
 * @param {string | null | undefined} name */
export function isBot(duel, name) {
  return Boolean(name && duel.bots?.includes(name));
}

/** A player's link with their rating beside it, "ann (1532?)", when rated.
 * @param {string | null | undefined} name
 * @param {SeatRating | null | undefined} rating
 * @param {boolean} [bot] a bot account's (marked BOT) */
export function ratedPlayer(name, rating, bot = false) {
  const link = playerLink(name, { bot });
  if (!rating) return link;
  const span = el('span', { className: 'player-rated' }, link, ' ');
  span.append(el('span', { className: 'seat-rating', title: rating.provisional ? t('accounts-rating-hint-provisional') : t('accounts-rating-hint') }, `(${ratingText(rating)})`));
  return span;
}

/** "1532" or, while provisional, "1532?" (the lichess way).
 * @param {SeatRating | null | undefined} rating */
export function ratingText(rating) {
  if (!rating) return '—';
  return `${rating.rating}${rating.provisional ? '?' : ''}`;
}

/** The rating's words for a screen reader or a title.
 * @param {(SeatRating & { deviation?: number }) | null | undefined} rating */
export function ratingTitle(rating) {
  if (!rating) return t('accounts-not-rated');
  // A rating is a figure of its own, never grouped: "1532".
  const figure = String(rating.rating);
  const deviation = rating.deviation ?? '—';
  return rating.provisional
    ? t('accounts-rating-said-provisional', { rating: figure, deviation })
    : t('accounts-rating-said', { rating: figure, deviation });
}

/** 77500 as "77,500" (Danish "77.500").
 * @param {number | string | null | undefined} n */
export function countText(n) {
  return number(Number(n) || 0);
}

/** 38.8 as "38.80 %" (Danish "38,80 %").
 * @param {number | string | null | undefined} p */
export function percentText(p) {
  return t('accounts-percent', { percent: Number(p) || 0 });
}

/** "2 (66.67 %)" for a share `{count, percent}`.
 * @param {{ count: number, percent: number }} share */
export function shareText(share) {
  return t('accounts-share', { count: share.count, percent: share.percent });
}

/**
 * One duel in play as a list item to watch: both names (linking to their
 * pages), the setup and time control, and a link to the duel page. `me` is
 * the viewer's name, if logged in, so their own duels say so.
 * @param {DuelSummary} d
 * @param {Preset[]} [presets]
 * @param {string | null} [me]
 */
export function watchItem(d, presets = [], me = null) {
  const white = playerName(d, 'white');
  const black = playerName(d, 'black');
  const yours = me && (sameName(white, me) || sameName(black, me));
  return el('li', { className: 'duel-item watching' + (yours ? ' mine' : ''), dataset: { id: String(d.id) } },
    el('p', { className: 'duel-item-heading' },
      ratedPlayer(white, d.white_rating, isBot(d, white)), el('span', { className: 'duel-side-note' }, ' ', t('accounts-side', { side: 'white' })),
      ' ', t('accounts-versus'), ' ',
      ratedPlayer(black, d.black_rating, isBot(d, black)), el('span', { className: 'duel-side-note' }, ' ', t('accounts-side', { side: 'black' })),
      el('span', { className: 'duel-item-when' }, ' ', t('accounts-last-move', { ago: formatAgo(d.updated_at) }))),
    el('p', { className: 'duel-item-terms' }, termsText(d, presets)),
    el('div', { className: 'controls duel-item-actions' },
      el('a', { className: 'button watch-duel', href: duelHref(d.id), dataset: { action: 'watch' } },
        yours ? t('accounts-go-to-duel') : t('accounts-watch', { white, black }))));
}

/** Fills `box` with the duels in play, or says there are none.
 * @param {HTMLElement} box
 * @param {DuelSummary[]} duels
 * @param {Preset[]} [presets]
 * @param {string | null} [me] */
export function drawWatchList(box, duels, presets = [], me = null) {
  const key = JSON.stringify(duels.map((d) => [d.id, d.updated_at]));
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!duels.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, t('accounts-no-duels-in-play')));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of duels) list.append(watchItem(d, presets, me));
  box.replaceChildren(list);
}
