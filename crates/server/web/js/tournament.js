// One tournament (tournament.html?id=…): its terms; before the start a
// countdown, the players in, Join and Leave (a guest a link to log in and
// come back), and its maker's "Start now" and "Cancel"; while it runs the
// time left (arena) or the round (Swiss), the standings and the duels, live;
// at the end the podium above the final standings. When the player is
// paired, the page says so and goes to the duel. Everything drawn is the
// server's (GET /api/tournaments/{id} and its WebSocket): the page computes
// no points, no rank and no pairing. The standings and the pairings are
// tournament-standings.js's and tournament-pairings.js's.

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, loadAccount, herePath, el, say, confirmDialog } from './layout.js';
import { listen } from './live.js';
import { duelHref } from './share.js';
import { sameName } from './duel-words.js';
import { t } from './words.js';
import { tournamentDuels } from './store.js';
import {
  formatText, termsLine, durationText, startText, pointsNumber, serverClock, madeBy, arenaWaiting,
} from './tournament-words.js';
import { standingsTable, standingsKey, playersList, podiumItems, ordinal, isYours } from './tournament-standings.js';
import { pairingsList } from './tournament-pairings.js';
import { byId as $, all } from './dom.js';
import { markYourMove, tellsOwnMove } from './your-move.js';

/** @typedef {import('./tournament-words.js').Full} Full */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */

const POLL_MS = 10000; // while the socket is down
/** How long "your duel begins" is shown before the page goes to the duel. */
const GO_TO_DUEL_MS = 1200;

/**
 * @type {{
 *   id: string, me: string | null, presets: Preset[], view: Full | null,
 *   pollTimer: ReturnType<typeof setInterval> | undefined, fetching: Promise<void> | null,
 *   busy: boolean, going: string | null, lost: boolean,
 * }}
 */
const page = {
  id: '',
  me: null, // the account's name
  presets: [],
  view: null, // the tournament as last drawn
  pollTimer: undefined,
  fetching: null,
  busy: false, // a join, leave, start or cancel under way
  going: null, // the duel the page is going to
  lost: false, // the socket is down
};

tellsOwnMove();
initLayout();
start().catch(fail);

async function start() {
  page.id = new URLSearchParams(location.search).get('id') ?? '';
  if (!page.id) {
    say($('tournament-message'), t('online-no-tournament'), 'error');
    $('tournament-message').append(' ', el('a', { href: 'tournaments.html' }, t('online-see-tournaments')));
    return;
  }
  const [account, presets] = await Promise.all([loadAccount().catch(() => null), loadPresets().catch(() => [])]);
  page.me = account ? account.name : null;
  page.presets = presets;
  wireControls();
  try {
    draw(await fetchView());
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      say($('tournament-message'), t('online-no-such-tournament'), 'error');
      $('tournament-message').append(' ', el('a', { href: 'tournaments.html' }, t('online-see-tournaments')));
      return;
    }
    throw err;
  }
  listen(() => `/api/tournaments/${encodeURIComponent(page.id)}/live`, {
    onMessage(message) {
      if (message && message.type === 'tournament' && message.tournament) draw(message.tournament);
    },
    onStatus(status) {
      const lost = status === 'closed';
      $('tournament-connection').hidden = !lost;
      // Said in the page's one live region; the line stays while it lasts.
      if (lost) speak(t('online-live-lost'));
      else if (page.lost) speak(t('online-live-back'));
      page.lost = lost;
      if (lost && !page.pollTimer) page.pollTimer = setInterval(refetch, POLL_MS);
      if (!lost) {
        clearInterval(page.pollTimer);
        page.pollTimer = undefined;
      }
    },
  });
  setInterval(tick, 1000);
}

function fetchView() {
  return /** @type {Promise<Full>} */ (api(`/api/tournaments/${encodeURIComponent(page.id)}`));
}

/** The tournament again (while the socket is down); one fetch at a time. */
function refetch() {
  page.fetching ??= (async () => {
    try {
      draw(await fetchView());
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) fail(err);
    } finally {
      page.fetching = null;
    }
  })();
  return page.fetching;
}

/** Draws the tournament as the server sent it, unless it is older than what is drawn.
 * @param {Full} view */
function draw(view) {
  const before = page.view;
  if (before && view.version < before.version) return;
  serverClock.set(view.now);
  page.view = view;
  $('tournament-body').hidden = false;
  $('tournament-title').textContent = view.name;
  document.title = t('online-page-title', { title: view.name });
  // Paired: a duel of the tournament waits for this player.
  markYourMove(view.state === 'running' && Boolean(view.you && view.you.duel));
  redraw($('tournament-terms'), [formatText(view), termsLine(view, page.presets), view.creator], () => [
    `${formatText(view)} · ${termsLine(view, page.presets)}`,
    ...(view.creator ? [' · ', ...madeBy(view.creator)] : []),
  ]);

  tick();
  drawYou(view);
  drawControls(view);
  drawSections(view);
  announce(before, view);
  goToDuel(view);
}

/** The state line: the countdown to the start, the time left, the round, the end. */
function tick() {
  const tournament = page.view;
  if (!tournament) return;
  const now = serverClock.now();
  let text;
  if (tournament.state === 'created') {
    const left = tournament.starts_at - now;
    const players = tournament.players;
    text = left > 0
      ? t('online-tournament-starts-in', { time: durationText(left), start: startText(tournament.starts_at), players })
      : t('online-tournament-starting', { players });
  } else if (tournament.state === 'running') {
    if (tournament.format === 'swiss') {
      text = tournament.round
        ? t('online-tournament-round', { round: tournament.round, rounds: tournament.rounds ?? 0 })
        : t('online-tournament-round-one');
    } else {
      const left = (tournament.ends_at ?? now) - now;
      text = left > 0
        ? t('online-tournament-running', { time: durationText(left), end: startText(tournament.ends_at ?? now) })
        : t('online-tournament-time-up');
    }
  } else if (tournament.state === 'over') {
    text = tournament.winner ? t('online-tournament-winner', { winner: tournament.winner }) : t('online-tournament-finished');
  } else {
    text = t('online-tournament-cancelled');
  }
  const line = $('tournament-state');
  if (line.textContent !== text) line.textContent = text;
}

/** Who plays whom in the viewer's duel `id`, from the pairings.
 * @param {Full} tournament @param {string} id */
function opponentIn(tournament, id) {
  const p = tournament.pairings.find((q) => q.duel === id);
  if (!p) return null;
  return sameName(p.white, page.me) ? p.black ?? null : p.white ?? null;
}

/** The viewer's own line: in, paired, paused, a bye, where they finished.
 * @param {Full} tournament */
function drawYou(tournament) {
  const box = $('tournament-you');
  const you = tournament.you;
  // Sentences, each whole: where the viewer stands, then their place.
  /** @type {string[]} */
  let words = [];
  const place = you && you.rank && you.points !== null && you.points !== undefined
    ? t('online-you-place', { place: ordinal(you.rank), points: pointsNumber(you.points) }) : '';
  if (you && you.joined) {
    if (tournament.state === 'created') {
      words = [you.active ? t('online-you-in') : t('online-you-left-before')];
    } else if (tournament.state === 'running') {
      const bye = tournament.format === 'swiss' && tournament.pairings.find((p) => p.round === tournament.round && p.state === 'bye' && sameName(p.white, page.me));
      const arena = tournament.format === 'arena';
      if (you.duel) {
        const opponent = opponentIn(tournament, you.duel) ?? t('online-your-opponent');
        words = [t('online-you-play-duel', { opponent }), place];
      } else if (bye) {
        words = [t('online-you-bye', { round: tournament.round ?? 0 }), place];
      } else if (you.paused) {
        words = [t('online-you-paused'), place];
      } else if (!you.active) {
        words = [arena ? t('online-you-left-arena') : t('online-you-left-swiss'), place];
      } else {
        words = [arena ? arenaWaiting(tournament) : t('online-you-waiting-swiss'), place];
      }
    } else if (tournament.state === 'over') {
      words = [you.rank
        ? t('online-you-finished', { place: ordinal(you.rank), points: pointsNumber(you.points ?? 0) })
        : t('online-you-played')];
    }
  } else if (!tournament.you && tournament.state !== 'over' && tournament.state !== 'cancelled') {
    words = [joinable(tournament) ? t('online-log-in-to-join') : t('online-watching-tournament')];
  }
  const text = words.filter(Boolean).join(' ');
  box.hidden = !text;
  if (box.textContent !== text) box.textContent = text;
}

/** Whether players may join now: before the start, or during an arena.
 * @param {Full} tournament */
function joinable(tournament) {
  return tournament.state === 'created' || (tournament.state === 'running' && tournament.format === 'arena');
}

/** @param {Full} tournament */
function drawControls(tournament) {
  const you = tournament.you;
  const link = $('duel-link', HTMLAnchorElement);
  if (you && you.duel && tournament.state === 'running') {
    link.href = duelHref(you.duel);
    const opponent = opponentIn(tournament, you.duel);
    link.textContent = opponent ? t('online-go-to-your-duel-against', { opponent }) : t('online-go-to-your-duel');
    link.hidden = false;
  } else {
    link.hidden = true;
  }
  const join = $('join-button', HTMLButtonElement);
  join.hidden = !(you && joinable(tournament) && (!you.active || you.paused));
  join.textContent = you && you.joined ? t('online-join-again') : t('online-join');
  const leave = $('leave-button', HTMLButtonElement);
  leave.hidden = !(you && you.active && !you.paused && (tournament.state === 'created' || tournament.state === 'running'));
  const login = $('login-link', HTMLAnchorElement);
  login.hidden = Boolean(page.me) || !joinable(tournament);
  login.href = `account.html?next=${encodeURIComponent(herePath())}`;
  $('start-button').hidden = !tournament.can_start;
  $('cancel-button').hidden = !tournament.can_start;
  for (const button of all(document, '#tournament-controls button', HTMLButtonElement)) button.disabled = page.busy;

  let help = '';
  if (tournament.can_start) {
    help = t('online-help-maker');
  } else if (tournament.state === 'created') {
    help = tournament.format === 'swiss' ? t('online-help-swiss') : t('online-help-arena');
  } else if (tournament.state === 'running' && tournament.format === 'arena' && you && you.active) {
    help = t('online-help-leave');
  }
  $('tournament-help').textContent = help;
}

/** The podium, the players, the standings and the pairings, each drawn again
 * only when its part of the view changed (a link keeps the focus).
 * @param {Full} tournament */
function drawSections(tournament) {
  const started = tournament.state === 'running' || tournament.state === 'over';
  $('podium-section').hidden = tournament.state !== 'over';
  $('players-section').hidden = tournament.state !== 'created';
  $('standings-section').hidden = !started;
  $('pairings-section').hidden = !started;
  if (tournament.state === 'over') redraw($('podium'), [tournament.standings.slice(0, 3), page.me], () => podiumItems(tournament, page.me));
  if (tournament.state === 'created') {
    redraw($('players-list'), [tournament.standings.map((l) => [l.name, l.active, l.rating]), page.me], () => [playersList(tournament, page.me)]);
  }
  if (started) {
    redraw($('standings'), [tournament.name, tournament.format, tournament.standings, page.me], () => [standingsTable(tournament, page.me)]);
    redraw($('standings-key'), [tournament.format], () => standingsKey(tournament));
    redraw($('pairings'), [tournament.pairings, page.me], () => [pairingsList(tournament, page.me)]);
  }
}

/** Fills `box` anew when `key` changed, the focus kept on the same link.
 * @param {HTMLElement} box @param {unknown} key @param {() => (Node | string)[]} make */
function redraw(box, key, make) {
  const text = JSON.stringify(key);
  if (box.dataset.key === text) return;
  box.dataset.key = text;
  const active = document.activeElement;
  const href = active instanceof HTMLAnchorElement && box.contains(active) ? active.getAttribute('href') : null;
  box.replaceChildren(...make());
  if (href) {
    const again = [...box.querySelectorAll('a')].find((a) => a.getAttribute('href') === href);
    if (again) again.focus();
  }
}

/** What changed since the last view, said in the page's one live region:
 * the start, a round, the standings, the end.
 * @param {Full | null} before @param {Full} tournament */
function announce(before, tournament) {
  if (!before) return;
  const said = [];
  if (before.state !== tournament.state) {
    if (tournament.state === 'running') said.push(t('online-said-begun'));
    else if (tournament.state === 'over') {
      said.push(tournament.winner ? t('online-said-over-winner', { winner: tournament.winner }) : t('online-said-over'));
    } else if (tournament.state === 'cancelled') said.push(t('online-said-cancelled'));
  } else if (tournament.state === 'created' && before.players !== tournament.players) {
    said.push(t('online-said-players-in', { players: tournament.players }));
  }
  if (tournament.state === 'running' && tournament.format === 'swiss' && tournament.round !== before.round && tournament.round > 1) {
    said.push(t('online-said-round', { round: tournament.round }));
  }
  const order = (/** @type {Full} */ v) => JSON.stringify(v.standings.map((l) => [l.name, l.rank, l.points]));
  if (tournament.state !== 'created' && before.state !== 'created' && order(before) !== order(tournament) && tournament.standings.length) {
    const leader = tournament.standings[0];
    const mine = tournament.standings.find((l) => isYours(l, page.me));
    const points = pointsNumber(leader.points);
    if (mine === leader) said.push(t('online-said-standings-you-lead', { points }));
    else if (mine) {
      said.push(t('online-said-standings-and-you', {
        leader: leader.name, points, place: ordinal(mine.rank), your_points: pointsNumber(mine.points),
      }));
    } else said.push(t('online-said-standings', { leader: leader.name, points }));
  }
  if (said.length) speak(said.join(' '));
}

/** @param {string} text */
function speak(text) {
  $('tournament-announcer').textContent = text;
}

/** A duel of the viewer's that this tab has not gone to yet: say so, then go.
 * @param {Full} tournament */
function goToDuel(tournament) {
  const id = tournament.you && tournament.you.duel;
  if (!id || tournament.state !== 'running' || page.going || tournamentDuels.seen(id)) return;
  tournamentDuels.add(id);
  page.going = id;
  const opponent = opponentIn(tournament, id);
  const against = opponent ?? t('online-your-next-opponent');
  speak(t('online-said-duel-begins', { opponent: against }));
  $('tournament-you').textContent = t('online-duel-begins', { opponent: against });
  setTimeout(() => location.assign(duelHref(id)), GO_TO_DUEL_MS);
}

function wireControls() {
  /** @param {string} action */
  const post = (action) => api(`/api/tournaments/${encodeURIComponent(page.id)}/${action}`, { method: 'POST' });
  $('join-button').addEventListener('click', () => act(() => post('join')));
  $('leave-button').addEventListener('click', async () => {
    const tournament = page.view;
    if (tournament && tournament.state === 'running') {
      const question = tournament.format === 'arena'
        ? t('online-leave-arena-question')
        : t('online-leave-swiss-question');
      if (!(await confirmDialog(question, t('online-leave'), t('online-stay')))) return;
    }
    await act(() => post('leave'));
  });
  $('start-button').addEventListener('click', () => act(() => post('start')));
  $('cancel-button').addEventListener('click', async () => {
    const question = t('online-cancel-tournament-question');
    if (!(await confirmDialog(question, t('online-cancel-tournament'), t('online-keep-it')))) return;
    await act(async () => {
      await api(`/api/tournaments/${encodeURIComponent(page.id)}`, { method: 'DELETE' });
      return fetchView();
    });
  });
}

/** Runs a join, leave, start or cancel; draws the tournament it answers.
 * @param {() => Promise<unknown>} run */
async function act(run) {
  if (page.busy) return;
  page.busy = true;
  if (page.view) drawControls(page.view);
  say($('tournament-message'), '');
  try {
    const view = /** @type {Full} */ (await run());
    page.busy = false;
    // The controls come back whether or not this answer is drawn: a newer
    // one heard meanwhile, drawn while busy, keeps its place.
    if (page.view) drawControls(page.view);
    draw(view);
  } catch (err) {
    page.busy = false;
    if (page.view) drawControls(page.view);
    say($('tournament-message'), err instanceof Error ? err.message : String(err), 'error');
    refetch();
  }
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('tournament-message'), err instanceof Error ? err.message : String(err), 'error');
}
