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
import { plural } from './pegs.js';
import { playerLink } from './players.js';
import { tournamentDuels } from './store.js';
import {
  formatText, termsLine, durationText, startText, pointsWords, serverClock,
} from './tournament-words.js';
import { standingsTable, standingsKey, playersList, podiumItems, ordinal, isYours } from './tournament-standings.js';
import { pairingsList } from './tournament-pairings.js';
import { byId as $, all } from './dom.js';

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

initLayout();
start().catch(fail);

async function start() {
  page.id = new URLSearchParams(location.search).get('id') ?? '';
  if (!page.id) {
    say($('tournament-message'), 'No tournament given.', 'error');
    $('tournament-message').append(' ', el('a', { href: 'tournaments.html' }, 'See the tournaments'));
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
      say($('tournament-message'), 'No such tournament.', 'error');
      $('tournament-message').append(' ', el('a', { href: 'tournaments.html' }, 'See the tournaments'));
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
      if (lost) speak('The live page is disconnected: reconnecting…');
      else if (page.lost) speak('The live page is connected again.');
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
  document.title = `Mastermind — ${view.name}`;
  redraw($('tournament-terms'), [formatText(view), termsLine(view, page.presets), view.creator], () => [
    `${formatText(view)} · ${termsLine(view, page.presets)}`, ...(view.creator ? [' · made by ', playerLink(view.creator)] : []),
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
  const t = page.view;
  if (!t) return;
  const now = serverClock.now();
  let text;
  if (t.state === 'created') {
    const left = t.starts_at - now;
    text = left > 0
      ? `Starts in ${durationText(left)} (${startText(t.starts_at)}). ${plural(t.players, 'player')} in.`
      : `Starting: the players are being paired. ${plural(t.players, 'player')} in.`;
  } else if (t.state === 'running') {
    if (t.format === 'swiss') {
      text = t.round ? `Round ${t.round} of ${t.rounds}.` : 'Round 1 is being paired.';
    } else {
      const left = (t.ends_at ?? now) - now;
      text = left > 0 ? `Running: ${durationText(left)} left (it ends at ${startText(t.ends_at ?? now)}).` : 'Time is up: ending.';
    }
  } else if (t.state === 'over') {
    text = t.winner ? `Finished. The winner: ${t.winner}.` : 'Finished.';
  } else {
    text = 'Cancelled: its maker withdrew it, or fewer than two players were in at its start.';
  }
  const line = $('tournament-state');
  if (line.textContent !== text) line.textContent = text;
}

/** Who plays whom in the viewer's duel `id`, from the pairings.
 * @param {Full} t @param {string} id */
function opponentIn(t, id) {
  const p = t.pairings.find((q) => q.duel === id);
  if (!p) return null;
  return sameName(p.white, page.me) ? p.black ?? null : p.white ?? null;
}

/** The viewer's own line: in, paired, paused, a bye, where they finished.
 * @param {Full} t */
function drawYou(t) {
  const box = $('tournament-you');
  const you = t.you;
  /** @type {(Node | string)[]} */
  let words = [];
  const place = you && you.rank && you.points !== null && you.points !== undefined
    ? `You are ${ordinal(you.rank)} with ${pointsWords(you.points)}.` : '';
  if (you && you.joined) {
    if (t.state === 'created') {
      words = [you.active ? 'You are in: you are paired as soon as it starts.' : 'You left this tournament. Join again before it starts to play.'];
    } else if (t.state === 'running') {
      const bye = t.format === 'swiss' && t.pairings.find((p) => p.round === t.round && p.state === 'bye' && sameName(p.white, page.me));
      if (you.duel) {
        const opponent = opponentIn(t, you.duel);
        words = [`You play ${opponent ?? 'your opponent'}: your duel is in play. `, place];
      } else if (bye) {
        words = [`Round ${t.round}: you have a bye, 1 point (as for a win). You are paired again in the next round. `, place];
      } else if (you.paused) {
        words = ['You are paused: you are not paired until you join again. Your points stay. ', place];
      } else if (!you.active) {
        words = [t.format === 'arena' ? 'You left: your points stay. Join again to be paired. ' : 'You left this tournament: your points stay. ', place];
      } else {
        words = [t.format === 'arena'
          ? 'You are in, waiting for an opponent: you are paired as soon as another player is free. '
          : 'You are in: the next round is paired when every duel of this one is over. ', place];
      }
    } else if (t.state === 'over') {
      words = [you.rank ? `You finished ${ordinal(you.rank)} with ${pointsWords(you.points ?? 0)}.` : 'You played in this tournament.'];
    }
  } else if (!t.you && t.state !== 'over' && t.state !== 'cancelled') {
    words = [joinable(t) ? 'Log in to join: watching needs no account.' : 'Watching: anyone may, with or without an account.'];
  }
  const text = words.join('').trim();
  box.hidden = !text;
  if (box.textContent !== text) box.textContent = text;
}

/** Whether players may join now: before the start, or during an arena.
 * @param {Full} t */
function joinable(t) {
  return t.state === 'created' || (t.state === 'running' && t.format === 'arena');
}

/** @param {Full} t */
function drawControls(t) {
  const you = t.you;
  const link = $('duel-link', HTMLAnchorElement);
  if (you && you.duel && t.state === 'running') {
    link.href = duelHref(you.duel);
    const opponent = opponentIn(t, you.duel);
    link.textContent = opponent ? `Go to your duel against ${opponent}` : 'Go to your duel';
    link.hidden = false;
  } else {
    link.hidden = true;
  }
  const join = $('join-button', HTMLButtonElement);
  join.hidden = !(you && joinable(t) && (!you.active || you.paused));
  join.textContent = you && you.joined ? 'Join again' : 'Join the tournament';
  const leave = $('leave-button', HTMLButtonElement);
  leave.hidden = !(you && you.active && !you.paused && (t.state === 'created' || t.state === 'running'));
  const login = $('login-link', HTMLAnchorElement);
  login.hidden = Boolean(page.me) || !joinable(t);
  login.href = `account.html?next=${encodeURIComponent(herePath())}`;
  $('start-button').hidden = !t.can_start;
  $('cancel-button').hidden = !t.can_start;
  for (const button of all(document, '#tournament-controls button', HTMLButtonElement)) button.disabled = page.busy;

  let help = '';
  if (t.can_start) {
    help = 'You made this tournament: it starts by itself at its time with the players in then (two at least, or it is cancelled), or start it now.';
  } else if (t.state === 'created') {
    help = t.format === 'swiss' ? 'A Swiss takes players until it starts.' : 'Players may join until it ends.';
  } else if (t.state === 'running' && t.format === 'arena' && you && you.active) {
    help = 'Leave when you like: you are no longer paired, your points stay, and you may join again.';
  }
  $('tournament-help').textContent = help;
}

/** The podium, the players, the standings and the pairings, each drawn again
 * only when its part of the view changed (a link keeps the focus).
 * @param {Full} t */
function drawSections(t) {
  const started = t.state === 'running' || t.state === 'over';
  $('podium-section').hidden = t.state !== 'over';
  $('players-section').hidden = t.state !== 'created';
  $('standings-section').hidden = !started;
  $('pairings-section').hidden = !started;
  if (t.state === 'over') redraw($('podium'), [t.standings.slice(0, 3), page.me], () => podiumItems(t, page.me));
  if (t.state === 'created') {
    redraw($('players-list'), [t.standings.map((l) => [l.name, l.active, l.rating]), page.me], () => [playersList(t, page.me)]);
  }
  if (started) {
    redraw($('standings'), [t.name, t.format, t.standings, page.me], () => [standingsTable(t, page.me)]);
    redraw($('standings-key'), [t.format], () => standingsKey(t));
    redraw($('pairings'), [t.pairings, page.me], () => [pairingsList(t, page.me)]);
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
 * @param {Full | null} before @param {Full} t */
function announce(before, t) {
  if (!before) return;
  const said = [];
  if (before.state !== t.state) {
    if (t.state === 'running') said.push('The tournament has begun.');
    else if (t.state === 'over') said.push(`The tournament is over${t.winner ? `: ${t.winner} won` : ''}.`);
    else if (t.state === 'cancelled') said.push('The tournament was cancelled.');
  } else if (t.state === 'created' && before.players !== t.players) {
    said.push(`${plural(t.players, 'player')} in.`);
  }
  if (t.state === 'running' && t.format === 'swiss' && t.round !== before.round && t.round > 1) {
    said.push(`Round ${t.round} has begun.`);
  }
  const order = (/** @type {Full} */ v) => JSON.stringify(v.standings.map((l) => [l.name, l.rank, l.points]));
  if (t.state !== 'created' && before.state !== 'created' && order(before) !== order(t) && t.standings.length) {
    const leader = t.standings[0];
    const mine = t.standings.find((l) => isYours(l, page.me));
    const you = mine && mine !== leader ? ` You are ${ordinal(mine.rank)} with ${pointsWords(mine.points)}.` : '';
    const lead = mine === leader ? `You lead with ${pointsWords(leader.points)}.` : `${leader.name} leads with ${pointsWords(leader.points)}.`;
    said.push(`The standings changed: ${lead}${you}`);
  }
  if (said.length) speak(said.join(' '));
}

/** @param {string} text */
function speak(text) {
  $('tournament-announcer').textContent = text;
}

/** A duel of the viewer's that this tab has not gone to yet: say so, then go.
 * @param {Full} t */
function goToDuel(t) {
  const id = t.you && t.you.duel;
  if (!id || t.state !== 'running' || page.going || tournamentDuels.seen(id)) return;
  tournamentDuels.add(id);
  page.going = id;
  const opponent = opponentIn(t, id);
  speak(`You play ${opponent ?? 'your next opponent'}: your duel begins.`);
  $('tournament-you').textContent = `You play ${opponent ?? 'your next opponent'}: your duel begins…`;
  setTimeout(() => location.assign(duelHref(id)), GO_TO_DUEL_MS);
}

function wireControls() {
  /** @param {string} action */
  const post = (action) => api(`/api/tournaments/${encodeURIComponent(page.id)}/${action}`, { method: 'POST' });
  $('join-button').addEventListener('click', () => act(() => post('join')));
  $('leave-button').addEventListener('click', async () => {
    const t = page.view;
    if (t && t.state === 'running') {
      const question = t.format === 'arena'
        ? 'Leave the arena? You are no longer paired; your points stay, and you may join again while it runs.'
        : 'Leave this Swiss? You are not paired in the rounds to come, and may not join again.';
      if (!(await confirmDialog(question, 'Leave', 'Stay'))) return;
    }
    await act(() => post('leave'));
  });
  $('start-button').addEventListener('click', () => act(() => post('start')));
  $('cancel-button').addEventListener('click', async () => {
    if (!(await confirmDialog('Cancel this tournament? Nobody will be able to play in it.', 'Cancel the tournament', 'Keep it'))) return;
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
