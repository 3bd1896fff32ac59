// A player's page (player.html?name=NAME): member since, the record of
// finished duels (wins, losses, draws, each with its share), the average
// turns taken to break a code, the rating with its history drawn as a line
// over the rated duels (with the deviation as a band, and a table for those
// who do not see the plot), and the recent duels told from this player's
// side. Every figure is the server's (GET /api/players/{name}). A player
// logged in may follow this one (player-follow.js).

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, el, say } from './layout.js';
import { duelHref } from './share.js';
import {
  playerLink, ratingText, ratingTitle, countText, percentText, dayText, SLOT, withNode, botMark,
} from './players.js';
import { drawRatingPlot } from './rating-plot.js';
import { initFollow } from './player-follow.js';
import {
  otherSide, playerName, outcome, REASON_WORDS, gameTitle, timeControlText, formatAgo, sameName,
} from './duel-words.js';
import { byId as $ } from './dom.js';
import { t, number } from './words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {Schemas['PresetView']} Preset */
/** @typedef {import('./players.js').DuelSummary & { rating_change?: number | null }} RecentDuel */
/** A player's page as the server sends it, the duels as the lists type them.
 * @typedef {Omit<Schemas['PlayerView'], 'recent'> & { recent: RecentDuel[] }} Player */

initLayout();
start().catch(fail);

async function start() {
  const name = new URLSearchParams(location.search).get('name');
  if (!name) {
    say($('player-message'), t('accounts-no-player-given'), 'error');
    $('player-message').append(' ', el('a', { href: 'stats.html' }, t('accounts-go-to-ranking')));
    return;
  }
  /** @type {Player} */
  let player;
  /** @type {Preset[]} */
  let presets;
  try {
    [player, presets] = await Promise.all([
      /** @type {Promise<Player>} */ (api(`/api/players/${encodeURIComponent(name)}`)),
      loadPresets().catch(() => []),
    ]);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      $('player-title').textContent = name;
      say($('player-message'), err.message ? sentence(err.message) : t('accounts-no-such-player'), 'error');
      $('player-message').append(' ', el('a', { href: 'stats.html' }, t('accounts-see-ranking')));
      return;
    }
    throw err;
  }
  draw(player, presets);
  await initFollow(player.name);
}

/** A refusal as a sentence of its own: a capital first, a full stop last.
 * @param {string} text */
function sentence(text) {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** @param {Player} p
 * @param {Preset[]} presets */
function draw(p, presets) {
  document.title = t('accounts-player-document-title', { name: p.name });
  $('player-title').replaceChildren(p.name, ...(p.bot ? [' ', botMark()] : []));
  $('player-since').textContent = t('accounts-member-since', { date: dayText(p.created_at) });
  $('player-body').hidden = false;
  drawRecord(p);
  drawRating(p);
  drawRecent(p, presets);
}

/** @param {Player} p */
function drawRecord(p) {
  /** @param {string} kind @param {string} title @param {Schemas['Share']} share */
  const row = (kind, title, share) => el('tr', { dataset: { kind, count: String(share.count), percent: String(share.percent) } },
    el('th', { scope: 'row' }, title),
    el('td', { className: 'number' }, countText(share.count)),
    el('td', { className: 'number' }, p.duels ? percentText(share.percent) : '—'));
  // The server sends null before a code is broken.
  const average = p.average_turns_to_break ?? null;
  $('player-record').replaceChildren(
    el('table', { className: 'record-table', id: 'record-table' },
      el('caption', { className: 'visually-hidden' }, t('accounts-record-caption', { name: p.name })),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col' }, t('accounts-finished-duels')),
        el('th', { scope: 'col', className: 'number' }, t('accounts-duels')),
        el('th', { scope: 'col', className: 'number' }, t('accounts-share-heading')))),
      el('tbody', {},
        row('wins', t('accounts-wins'), p.wins),
        row('losses', t('accounts-losses'), p.losses),
        row('draws', t('accounts-draws'), p.draws)),
      el('tfoot', {}, el('tr', { dataset: { kind: 'total', count: String(p.duels) } },
        el('th', { scope: 'row' }, t('accounts-in-all')),
        el('td', { className: 'number' }, countText(p.duels)),
        el('td', { className: 'number' }, p.duels ? percentText(100) : '—')))),
    el('p', { id: 'player-average', className: 'player-average', dataset: { average: average === null ? '' : String(average) } },
      withNode(
        average === null ? t('accounts-average-none', { average: SLOT }) : t('accounts-average', { average: SLOT }),
        el('strong', {}, average === null ? '—' : number(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })))),
  );
}

/** @param {Player} p */
function drawRating(p) {
  const box = $('player-rating');
  const rating = p.rating;
  if (!rating) {
    box.replaceChildren(t('accounts-no-rating', { name: p.name }));
    box.dataset.rating = '';
    $('player-history').replaceChildren();
    return;
  }
  box.dataset.rating = String(rating.rating);
  box.dataset.provisional = String(rating.provisional);
  box.replaceChildren(
    el('strong', { className: 'player-rating-value', title: ratingTitle(rating) }, ratingText(rating)),
    ' ', t('accounts-rating-after', { deviation: rating.deviation, duels: rating.duels }),
    rating.provisional ? el('span', { className: 'field-help' }, ' ', t('accounts-provisional-note')) : '',
  );
  $('player-history').replaceChildren(...drawRatingPlot(p.history, { name: p.name }));
}

/** @param {Player} p
 * @param {Preset[]} presets */
function drawRecent(p, presets) {
  const box = $('player-recent');
  if (!p.recent.length) {
    box.replaceChildren(el('p', { className: 'empty-table' }, t('accounts-no-duel-yet', { name: p.name })));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of p.recent) list.append(recentItem(p.name, d, presets));
  box.replaceChildren(list);
}

/** One duel, told from the side of the player whose page this is.
 * @param {string} name
 * @param {RecentDuel} d
 * @param {Preset[]} presets */
function recentItem(name, d, presets) {
  /** @type {import('./duel-words.js').Side | null} */
  const side = sameName(d.white, name) ? 'white' : sameName(d.black, name) ? 'black' : null;
  const opponent = side ? playerName(d, otherSide(side)) : null;
  let short;
  let kind;
  if (d.state === 'playing') {
    short = t('accounts-in-play');
    kind = 'playing';
  } else if (d.result) {
    kind = outcome(d.result, side) ?? 'none';
    const reason = REASON_WORDS[d.result.reason] ?? d.result.reason;
    short = d.result.turns
      ? t('accounts-outcome-reason-turn', { outcome: kind, reason, turn: d.result.turns })
      : t('accounts-outcome-reason', { outcome: kind, reason });
  } else {
    short = t('accounts-outcome', { outcome: 'none' });
    kind = 'none';
  }
  const terms = [gameTitle(d, presets), timeControlText(d.time_control), d.rated ? t('accounts-rated') : t('accounts-casual')];
  return el('li', { className: `duel-item ${d.state} outcome-${kind}`, dataset: { id: String(d.id), outcome: kind, state: d.state } },
    el('p', { className: 'duel-item-heading' },
      el('span', { className: 'duel-outcome' }, short),
      opponent ? [' ', t('accounts-against'), ' ', playerLink(opponent)] : '',
      side ? el('span', { className: 'duel-side-note' }, ' ', t('accounts-played-side', { side })) : '',
      el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.updated_at)}`)),
    el('p', { className: 'duel-item-terms' }, terms.join(' · ')),
    el('div', { className: 'controls duel-item-actions' },
      el('a', { href: duelHref(d.id) }, d.state === 'playing' ? t('accounts-watch-duel') : t('accounts-replay-duel'))));
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('player-message'), (err instanceof Error && err.message) || String(err), 'error');
}
