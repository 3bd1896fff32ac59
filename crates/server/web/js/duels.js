// The lobby (duels.html): start a duel against the computer (anyone, no
// account needed) and find those duels; make a challenge (in the lobby, to a
// player named, or by link), accept one, and find your duels in play and
// finished. The open challenges come live over the lobby's WebSocket; while
// it is closed the page fetches them every 10 s. A challenge by link made
// here shows its link, and says so when it is accepted. Who is online, with
// a button to challenge them, is duels-friends.js's.

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, loadAccount, el, say } from './layout.js';
import { listen } from './live.js';
import { shareBox, duelHref } from './share.js';
import { playerLink, ratedPlayer, drawWatchList, isBot } from './players.js';
import { fillPresets, wireTimeChoice, wireLinkChoice } from './lobby-form.js';
import { initComputer } from './duels-computer.js';
import { initFriends } from './duels-friends.js';
import {
  termsText, gameTitle, playerName, otherSide, resultWords, shortResult, formatAgo, formatTimeLeft, sameName,
  whomKind, slot, spliced,
} from './duel-words.js';
import { t } from './words.js';
import { byId as $, one } from './dom.js';
import { oneAtATime } from './latest.js';

/** @typedef {import('./players.js').DuelSummary} DuelSummary */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./duel-words.js').Side} Side */

const POLL_MS = 10000;
// Lists of your own duels change without a word to the lobby (a duel ends):
// fetch them again now and then.
const OWN_LISTS_MS = 30000;
// The duels in play anywhere, to watch: no word comes of them either.
const WATCH_MS = 20000;

/**
 * @type {{
 *   me: string | null, presets: Preset[], open: DuelSummary[],
 *   pollTimer: ReturnType<typeof setInterval> | undefined,
 *   ownTimer: ReturnType<typeof setInterval> | undefined,
 *   openDrawn: number,
 *   timeControl: (() => import('./duel-words.js').TimeControl) | null,
 *   link: string | null,
 * }}
 */
const lobby = {
  me: null, // the account's name
  presets: [],
  open: [], // the open challenges as last drawn
  pollTimer: undefined,
  ownTimer: undefined,
  openDrawn: 0, // how many times the open challenges were drawn
  timeControl: null, // the challenge form's time control
  link: null, // the challenge by link made here, until it is accepted
};

initLayout();
start().catch((err) => fail(err));

async function start() {
  const [account, presets] = await Promise.all([loadAccount(), loadPresets().catch(() => [])]);
  lobby.presets = presets;
  lobby.me = account ? account.name : null;
  initComputer(presets, fail);
  refreshWatch();
  setInterval(refreshWatch, WATCH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshWatch();
  });
  if (!account) {
    $('lobby-guest').hidden = false;
    return;
  }
  $('lobby-player').hidden = false;
  fillPresets($('challenge-preset', HTMLSelectElement), $('challenge-setup'), lobby.presets);
  wireForm();
  initFriends({ loggedOut, fail });
  await Promise.all([refreshOpen(), refreshOwn()]);
  listen(() => '/api/lobby/live', {
    onMessage(message) {
      if (message.type !== 'lobby' || !Array.isArray(message.duels)) return;
      drawOpen(message.duels);
      refreshOwn();
      refreshWatch();
    },
    onStatus(status) {
      if (status === 'open') {
        stopPolling();
        say($('lobby-connection'), '');
      } else {
        say($('lobby-connection'), t('online-lobby-disconnected'), 'info');
        startPolling();
      }
    },
  });
  lobby.ownTimer = setInterval(refreshOwn, OWN_LISTS_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshOwn();
  });
}

function startPolling() {
  if (lobby.pollTimer) return;
  lobby.pollTimer = setInterval(() => {
    refreshOpen();
    refreshOwn();
  }, POLL_MS);
}

function stopPolling() {
  clearInterval(lobby.pollTimer);
  lobby.pollTimer = undefined;
}

/** The open challenges, unless the socket drew newer ones meanwhile. */
const refreshOpen = oneAtATime(async () => {
  const drawn = lobby.openDrawn;
  try {
    const { duels } = /** @type {{ duels: DuelSummary[] }} */ (await api('/api/duels?state=open'));
    if (lobby.openDrawn === drawn) drawOpen(duels);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return loggedOut();
    fail(err);
  }
});

/** Your duels in play and finished. */
const refreshOwn = oneAtATime(async () => {
  try {
    const [playing, over] = await Promise.all([
      /** @type {Promise<{ duels: DuelSummary[] }>} */ (api('/api/duels?state=playing')),
      /** @type {Promise<{ duels: DuelSummary[] }>} */ (api('/api/duels?state=over')),
    ]);
    drawPlaying(playing.duels);
    drawOver(over.duels);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) loggedOut();
    else fail(err);
  }
});

const readWatch = oneAtATime(async () => {
  try {
    const { duels } = /** @type {{ duels: DuelSummary[] }} */ (await api('/api/duels?state=watch'));
    drawWatchList($('watch-list'), duels, lobby.presets, lobby.me);
  } catch (err) {
    fail(err);
  }
});

/** The duels in play anywhere, for anyone to watch, while the page shows.
 * @returns {Promise<void> | null} */
function refreshWatch() {
  return document.visibilityState === 'hidden' ? null : readWatch();
}

function loggedOut() {
  stopPolling();
  clearInterval(lobby.ownTimer);
  $('lobby-player').hidden = true;
  $('lobby-guest').hidden = false;
  say($('lobby-message'), t('online-logged-out'), 'error');
}

// ------------------------------------------------------------ the challenge form

function wireForm() {
  const timeControl = wireTimeChoice($('challenge-form', HTMLFormElement), {
    choice: 'time-choice', preset: 'time-preset', seconds: 'time-seconds', secondsLabel: 'time-seconds-label',
  });
  lobby.timeControl = timeControl;
  const linkChoice = wireLinkChoice($('challenge-form', HTMLFormElement), $('challenge-opponent', HTMLInputElement));
  $('challenge-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('challenge-submit', HTMLButtonElement);
    if (button.disabled) return;
    const error = $('challenge-error');
    say(error, '');
    const opponent = $('challenge-opponent', HTMLInputElement).value.trim();
    const link = linkChoice();
    /** @type {import('./api-types').components['schemas']['NewDuelRequest']} */
    const body = {
      preset: $('challenge-preset', HTMLSelectElement).value,
      time_control: timeControl(),
      rated: $('challenge-rated', HTMLInputElement).checked,
    };
    if (link) body.link = link;
    else if (opponent) body.opponent = opponent;
    button.disabled = true;
    try {
      /** @type {import('./api-types').components['schemas']['CreatedDuel']} */
      const created = await api('/api/duels', { method: 'POST', body });
      if (created.link_url) {
        button.disabled = false;
        showLink(created.id, created.link_url);
        refreshOpen();
      } else {
        location.assign(duelHref(created.id));
      }
    } catch (err) {
      say(error, err instanceof Error ? err.message : String(err), 'error');
      button.disabled = false;
    }
  });
}

/** The challenge by link just made: its link to copy, and word when it is
 * accepted (the lobby's socket tells the page; `drawPlaying` finds it).
 * @param {string} id
 * @param {string} url */
function showLink(id, url) {
  lobby.link = id;
  const box = $('link-created');
  $('link-created-share').replaceChildren(shareBox(id, url, 'link-created-'));
  $('link-created-duel').setAttribute('href', duelHref(id));
  $('link-created-duel').textContent = t('online-wait-on-page');
  box.hidden = false;
  say($('link-created-status'), t('online-link-made'));
  box.focus();
}

/** Says on the link's box that its challenge was accepted, once.
 * @param {DuelSummary} d */
function linkAccepted(d) {
  lobby.link = null;
  const { opponent } = sides(d);
  say($('link-created-status'), t('online-link-accepted', { opponent }), 'success');
  $('link-created-share').replaceChildren();
  $('link-created-duel').setAttribute('href', duelHref(d.id));
  $('link-created-duel').textContent = t('online-go-to-duel', { opponent });
  $('link-created-duel').classList.add('button-primary');
}

// ------------------------------------------------------------ the lists

/** @param {DuelSummary} summary */
function isMine(summary) {
  return sameName(summary.challenger, lobby.me);
}

/** @param {string} text */
function empty(text) {
  return el('p', { className: 'empty-table' }, text);
}

/** @param {DuelSummary[]} duels */
function drawOpen(duels) {
  lobby.open = duels;
  lobby.openDrawn += 1;
  const box = $('open-list');
  // Keep a link being copied or a button being pressed where it is: redraw
  // only when the list changed.
  const key = JSON.stringify(duels.map((d) => [d.id, d.updated_at, d.can_accept, d.state]));
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focused = active && box.contains(active)
    ? [/** @type {HTMLElement | null} */ (active.closest('[data-id]'))?.dataset.id, active.dataset.action] : null;
  if (!duels.length) {
    box.replaceChildren(empty(t('online-no-open')));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of duels) list.append(openItem(d));
  box.replaceChildren(list);
  if (focused && focused[0]) {
    const again = box.querySelector(`[data-id="${CSS.escape(focused[0])}"] [data-action="${focused[1]}"]`);
    if (again instanceof HTMLElement) again.focus();
  }
}

/** @param {DuelSummary} d */
function openItem(d) {
  const mine = isMine(d);
  const toYou = d.opponent && sameName(d.opponent, lobby.me);
  const whom = d.opponent && !toYou
    ? playerLink(d.opponent, { bot: isBot(d, d.opponent) })
    : t('online-whom', { to: whomKind(d.opponent, toYou, d.link) });
  const heading = mine
    ? t('online-item-challenge-mine', { challenger: slot('challenger'), whom: slot('whom') })
    : t('online-item-challenge', { challenger: slot('challenger'), whom: slot('whom') });
  const item = el('li', {
    className: 'duel-item open-challenge' + (mine ? ' mine' : '') + (toYou ? ' to-you' : ''),
    dataset: { id: String(d.id), challenger: d.challenger ?? '' },
  });
  item.append(
    el('p', { className: 'duel-item-heading' },
      ...spliced(heading, {
        challenger: el('strong', {}, mine ? t('online-item-you') : ratedPlayer(d.challenger, d.challenger_rating, isBot(d, d.challenger))),
        whom: el('strong', {}, whom),
      }),
      el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.created_at)}`)),
    el('p', { className: 'duel-item-terms' }, termsText(d, lobby.presets)),
  );
  const actions = el('div', { className: 'controls duel-item-actions' });
  if (mine) {
    actions.append(
      el('button', { type: 'button', className: 'cancel-challenge', dataset: { action: 'cancel' }, onclick: () => cancel(d, item) }, t('online-cancel')),
      el('a', { href: duelHref(d.id), dataset: { action: 'open' } }, t('online-wait-on-page')),
    );
    item.append(actions, shareBox(d.id, d.link_url));
  } else if (d.can_accept) {
    actions.append(
      el('button', { type: 'button', className: 'button-primary accept-challenge', dataset: { action: 'accept' }, onclick: () => accept(d, item) }, t('online-accept')),
      el('a', { href: duelHref(d.id), dataset: { action: 'open' } }, t('online-details')),
    );
    item.append(actions);
  } else {
    actions.append(el('a', { href: duelHref(d.id), dataset: { action: 'open' } }, t('online-details')));
    item.append(actions);
  }
  item.append(el('p', { className: 'message duel-item-error', dataset: { kind: 'error' }, role: 'alert', hidden: true }));
  return item;
}

/** @param {DuelSummary} d
 * @param {HTMLElement} item */
async function accept(d, item) {
  const button = one(item, '.accept-challenge', HTMLButtonElement);
  button.disabled = true;
  try {
    /** @type {{ id?: string }} */
    const view = await api(`/api/duels/${encodeURIComponent(d.id)}/accept`, { method: 'POST' });
    location.assign(duelHref(view.id ?? d.id));
  } catch (err) {
    button.disabled = false;
    say(one(item, '.duel-item-error'), err instanceof Error ? err.message : String(err), 'error');
    refreshOpen();
  }
}

/** @param {DuelSummary} d
 * @param {HTMLElement} item */
async function cancel(d, item) {
  const button = one(item, '.cancel-challenge', HTMLButtonElement);
  button.disabled = true;
  try {
    await api(`/api/duels/${encodeURIComponent(d.id)}`, { method: 'DELETE' });
    drawOpen(lobby.open.filter((o) => o.id !== d.id));
    refreshOpen();
  } catch (err) {
    button.disabled = false;
    say(one(item, '.duel-item-error'), err instanceof Error ? err.message : String(err), 'error');
  }
}

/** The opponent of a duel of yours and your side in it.
 * @param {DuelSummary} d */
function sides(d) {
  /** @type {Side | null} */
  const you = d.you ?? (sameName(d.white, lobby.me) ? 'white' : sameName(d.black, lobby.me) ? 'black' : null);
  const other = you ? otherSide(you) : 'black';
  return { you, opponent: playerName(d, other), opponentRating: other === 'white' ? d.white_rating : d.black_rating };
}

/** @param {DuelSummary[]} duels */
function drawPlaying(duels) {
  const accepted = lobby.link ? duels.find((d) => d.id === lobby.link) : undefined;
  if (accepted) linkAccepted(accepted);
  const box = $('playing-list');
  if (!duels.length) {
    box.replaceChildren(empty(t('online-no-playing')));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of duels) {
    const { you, opponent, opponentRating } = sides(d);
    list.append(el('li', { className: 'duel-item playing', dataset: { id: String(d.id) } },
      el('p', { className: 'duel-item-heading' },
        ...spliced(t('online-item-against', { opponent: slot('opponent') }), {
          opponent: el('strong', {}, ratedPlayer(opponent, opponentRating, isBot(d, opponent))),
        }),
        you ? ` · ${t('online-you-play', { side: you })}` : '',
        el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.updated_at)}`)),
      moveLine(d, opponent),
      el('p', { className: 'duel-item-terms' }, termsText(d, lobby.presets)),
      el('div', { className: 'controls duel-item-actions' },
        el('a', { className: 'button button-primary', href: duelHref(d.id) }, t('online-go-to-duel', { opponent })))));
  }
  box.replaceChildren(list);
}

/** Whose move a duel in play waits for, and the time left for yours:
 * the server lists the duels waiting for you first, the nearest deadline first.
 * @param {DuelSummary} d @param {string} opponent */
function moveLine(d, opponent) {
  if (!d.your_move) return el('p', { className: 'duel-item-move' }, t('online-waiting-for', { opponent }));
  const move = el('strong', {}, t('online-your-move'));
  if (d.deadline === null || d.deadline === undefined) return el('p', { className: 'duel-item-move your-move' }, move);
  return el('p', { className: 'duel-item-move your-move' },
    ...spliced(t('online-your-move-left', { move: slot('move'), time: formatTimeLeft(d.deadline) }), { move }));
}

/** @param {DuelSummary[]} duels */
function drawOver(duels) {
  const box = $('over-list');
  if (!duels.length) {
    box.replaceChildren(empty(t('online-no-over')));
    return;
  }
  const list = el('ul', { className: 'duel-items' });
  for (const d of duels) {
    const { you, opponent, opponentRating } = sides(d);
    const names = { white: playerName(d, 'white'), black: playerName(d, 'black') };
    const words = d.result ? resultWords(d.result, you, names) : null;
    const short = d.result && words ? shortResult(d.result, words) : t('online-finished');
    list.append(el('li', { className: `duel-item over outcome-${words ? words.outcome : 'none'}`, dataset: { id: String(d.id), outcome: words ? words.outcome : '' } },
      el('p', { className: 'duel-item-heading' },
        ...spliced(t('online-item-over', { outcome: slot('outcome'), opponent: slot('opponent') }), {
          outcome: el('span', { className: 'duel-outcome' }, short),
          opponent: el('strong', {}, ratedPlayer(opponent, opponentRating, isBot(d, opponent))),
        }),
        el('span', { className: 'duel-item-when' }, ` · ${formatAgo(d.updated_at)}`)),
      el('p', { className: 'duel-item-terms' }, gameTitle(d, lobby.presets), words ? ` · ${words.text}` : ''),
      el('div', { className: 'controls duel-item-actions' },
        el('a', { href: duelHref(d.id) }, t('online-see-board')))));
  }
  box.replaceChildren(list);
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('lobby-message'), (err instanceof Error && err.message) || String(err), 'error');
}
