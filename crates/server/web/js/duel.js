// One duel (duel.html?id=…): the challenge while it is open, then the two
// boards, the clocks and the result; against the computer too (its level in
// `view.computer`: no claims, "Play again" for a new duel at once). Everything drawn comes from the server
// (GET /api/duels/{id}, and its WebSocket for what changes): the page holds
// no rule of the game, computes no feedback and decides no result. A reload
// draws the duel again exactly as the server has it.

import { api, ApiError, loadPresets } from './api.js';
import { formatCode, nextHole } from './code.js';
import { initLayout, loadAccount, herePath, el, say, confirmDialog } from './layout.js';
import { paletteOf, codeElement, colourName, feedbackText, plural } from './pegs.js';
import { paletteButton } from './palette.js';
import { listen } from './live.js';
import { shareBox, duelHref } from './share.js';
import { drawBoards, editingName, holeName } from './duel-board.js';
import { loadReplay, positionText } from './duel-replay.js';
import { playerLink } from './players.js';
import {
  otherSide, termsText, gameTitle, setupText, resultWords, formatClock, timeControlText, sameName,
} from './duel-words.js';

const $ = (id) => document.getElementById(id);

const OPEN_POLL_MS = 3000; // an open challenge: is it accepted yet?
const PLAY_POLL_MS = 15000; // in play: may a claim be made yet?
const WARN_MS = 10000; // the clock's warning style in the last 10 s

const page = {
  id: null,
  me: null, // the account's name, or null
  presets: [],
  view: null, // the last full view drawn
  drawnKey: '', // that view without the server's time: what makes a redraw needed
  v: -1, // the version of the duel drawn
  offset: 0, // server time minus Date.now()
  palette: [],
  paletteKey: '',
  editing: null, // { target: 'code' | 'guess', turn, draft, selected }
  busy: false,
  socket: null,
  refetching: null,
  refetchAgain: false,
  openTimer: null,
  playTimer: null,
  clockTimer: null,
  clockWarned: '',
  lastExpiryFetch: 0,
  replay: null, // once over: { turns, codes, result, step } from the replay
  replayLoading: null,
};

initLayout();
start().catch((err) => fail(err));

async function start() {
  page.id = new URLSearchParams(location.search).get('id');
  if (!page.id) {
    say($('duel-message'), 'No duel given. Find one in the lobby.', 'error');
    $('duel-message').append(' ', el('a', { href: 'duels.html' }, 'Go to the lobby'));
    return;
  }
  const [account, presets] = await Promise.all([
    loadAccount().catch(() => null),
    loadPresets().catch(() => []),
  ]);
  page.me = account ? account.name : null;
  page.presets = presets;
  wireControls();
  wireReplay();
  let view;
  try {
    view = await fetchView();
  } catch (err) {
    if (err.status === 404) {
      say($('duel-message'), 'No such duel: it does not exist (any more), or it is a duel against the computer, which only its player sees.', 'error');
      $('duel-message').append(' ', el('a', { href: 'duels.html' }, 'Go to the lobby'));
      return;
    }
    if (err.status === 401) {
      say($('duel-message'), 'Log in to see this duel.', 'error');
      $('duel-message').append(' ', el('a', { href: `account.html?next=${encodeURIComponent(herePath())}` }, 'Log in'));
      return;
    }
    throw err;
  }
  await draw(view);
  connect();
}

function fetchView() {
  return api(`/api/duels/${encodeURIComponent(page.id)}`);
}

// ------------------------------------------------------------------ live

function connect() {
  page.socket = listen(() => {
    const base = `/api/duels/${encodeURIComponent(page.id)}/live`;
    return page.v >= 0 ? `${base}?since=${page.v}` : base;
  }, {
    onMessage(message) {
      if (message.type === 'state' && message.duel) {
        draw(message.duel).catch(fail);
      } else if (message.type === 'event') {
        if (typeof message.v === 'number' && message.v <= page.v) return;
        refetch();
      }
    },
    onStatus(status) {
      const lost = status === 'closed';
      $('duel-connection').hidden = !lost;
      // Missed while away: whatever the server says now.
      if (!lost && page.view) refetch();
    },
  });
}

/** GET the duel and draw it; calls made meanwhile are folded into one more. */
function refetch() {
  if (page.refetching) {
    page.refetchAgain = true;
    return page.refetching;
  }
  page.refetching = (async () => {
    try {
      do {
        page.refetchAgain = false;
        await draw(await fetchView());
      } while (page.refetchAgain);
    } catch (err) {
      if (err.status !== 0) fail(err);
    } finally {
      page.refetching = null;
    }
  })();
  return page.refetching;
}

// ------------------------------------------------------------------ drawing

async function draw(view) {
  const duel = view.duel;
  // A view older than the one drawn (a slow answer) changes nothing.
  if (duel && page.view && page.view.duel && duel.v < page.view.duel.v) return;
  if (typeof view.now === 'number') page.offset = view.now - Date.now();
  // The same duel again (a poll, an event already drawn): nothing to redraw,
  // so a hole keeps the focus and a half-entered row stays as it is.
  const key = JSON.stringify({ ...view, now: null });
  if (key === page.drawnKey) return;
  page.drawnKey = key;
  const before = page.view;
  page.view = view;
  if (duel) page.v = duel.v;

  const names = namesOf(view);
  const computer = isComputer(view);
  let title;
  if (computer) title = `Duel against ${names.black ?? 'the computer'}`;
  else if (duel || (names.white && names.black)) title = `Duel: ${names.white} v ${names.black}`;
  else title = `Challenge from ${view.challenger ?? 'deleted player'}`;
  $('duel-title').textContent = title;
  document.title = `Mastermind — ${title}`;
  $('duel-terms').textContent = computer
    ? [gameTitle(view, page.presets), setupText(view.setup), timeControlText(view.time_control), 'never rated'].join(' · ')
    : termsText(view, page.presets);
  drawPlayers(names, computer);

  $('open-section').hidden = view.state !== 'open';
  $('cancelled-section').hidden = view.state !== 'cancelled';
  $('play-section').hidden = !duel;
  clearInterval(page.openTimer);
  page.openTimer = null;
  if (view.state === 'open') {
    drawOpen(view);
    page.openTimer = setInterval(refetch, OPEN_POLL_MS);
  }
  if (!duel) {
    stopClock();
    return;
  }
  const setup = duel.rules.setup;
  const paletteKey = JSON.stringify(setup.palette) + setup.colours;
  if (paletteKey !== page.paletteKey) {
    page.palette = await paletteOf(setup);
    page.paletteKey = paletteKey;
    drawPalette();
  }
  syncEditor();
  render();
  announce(before, view);
  schedulePlayPoll();
  if (view.state === 'over') startReplay();
}

/** Both players, each name linking to the player's page (the computer has none). */
function drawPlayers(names, computer = false) {
  const box = $('duel-players');
  if (!names.white || !names.black) {
    box.hidden = true;
    return;
  }
  const key = `${names.white}\n${names.black}\n${computer}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const black = computer ? el('span', { className: 'computer-name' }, names.black) : playerLink(names.black);
  // A guest against the computer has no player's page either.
  const white = computer && !page.me ? el('span', {}, names.white) : playerLink(names.white);
  box.replaceChildren('White: ', white, ' · Black: ', black);
  box.hidden = false;
}

/** Whether the view is of a duel against the computer (its level, as the server says). */
function isComputer(view) {
  return Boolean(view && view.computer);
}

function namesOf(view) {
  const players = view.duel?.rules?.players;
  return {
    white: players?.white ?? view.white ?? null,
    black: players?.black ?? view.black ?? null,
  };
}

/** The sides as this page draws them: `you`, and `me`/`opp` for left/right. */
function sidesOf(view) {
  const you = view.duel ? view.duel.you : view.you;
  const me = you || 'white';
  return { you: you || null, me, opp: otherSide(me) };
}

function drawOpen(view) {
  const mine = sameName(view.challenger, page.me);
  const toYou = view.opponent && sameName(view.opponent, page.me);
  const whom = view.opponent ? (toYou ? 'you' : view.opponent) : 'anyone';
  $('open-heading').textContent = mine
    ? `Your challenge to ${whom}`
    : `${view.challenger ?? 'deleted player'} challenges ${whom}`;
  const tc = timeControlText(view.time_control);
  $('open-text').textContent = mine
    ? `Waiting for ${view.opponent ? view.opponent : 'someone'} to accept: ${termsText(view, page.presets)}. The duel starts here as soon as the challenge is accepted.`
    : `The terms: ${termsText(view, page.presets)}. ${tc === 'no clock' ? 'There is no clock.' : `The clock: ${tc}.`} Accept, and both of you set a code for the other to break.`;
  $('accept-button').hidden = !view.can_accept;
  $('cancel-button').hidden = !mine;
  $('open-login').hidden = Boolean(page.me);
  $('open-login').href = `account.html?next=${encodeURIComponent(herePath())}`;
  const share = $('open-share');
  if (mine) {
    if (!share.firstChild) share.replaceChildren(shareBox(view.id ?? page.id));
  } else {
    share.replaceChildren();
  }
}

function drawPalette() {
  const box = $('palette');
  box.replaceChildren();
  const setup = page.view.duel.rules.setup;
  const digits = [];
  for (let d = 1; d < page.palette.length; d++) digits.push(d);
  if (setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, page.palette[d], { draggable: true });
    button.addEventListener('click', () => {
      if (!page.editing) return warn(notEditingText());
      place(d, { focus: false });
    });
    button.addEventListener('dragstart', (event) => {
      event.dataTransfer.setData('text/plain', String(d));
      event.dataTransfer.effectAllowed = 'copy';
    });
    box.append(button);
  }
  box.append(el('p', { className: 'palette-hint', id: 'palette-hint' }));
}

/** What the player may enter now, from the phase the server sent. */
function editTarget(view) {
  const duel = view.duel;
  if (!duel || !duel.you || view.state !== 'playing') return null;
  const phase = duel.phase;
  if (phase.phase === 'codes' && phase.awaiting[duel.you]) return { target: 'code', turn: 0 };
  if (phase.phase === 'guesses' && phase.awaiting[duel.you] && !duel.your_guess) return { target: 'guess', turn: phase.turn };
  return null;
}

function syncEditor() {
  const want = editTarget(page.view);
  if (!want) {
    page.editing = null;
    clearDraft();
    return;
  }
  if (page.editing && page.editing.target === want.target && page.editing.turn === want.turn) return;
  const pegs = page.view.duel.rules.setup.pegs;
  const draft = restoreDraft(want, pegs) || new Array(pegs).fill(null);
  page.editing = { ...want, draft, selected: Math.max(0, draft.indexOf(null)) };
}

function render({ focus = false } = {}) {
  const view = page.view;
  const duel = view.duel;
  const { you, me, opp } = sidesOf(view);
  const names = namesOf(view);
  const hadFocus = document.activeElement && document.activeElement.matches('.duel-board .hole');

  const area = $('duel-area');
  area.classList.toggle('phase-codes', duel.phase.phase === 'codes');
  area.classList.toggle('spectating', !you);
  area.classList.toggle('editing', Boolean(page.editing));
  const inPlay = Boolean(you) && view.state === 'playing' && duel.phase.phase !== 'over';
  $('duel-palette-box').hidden = !inPlay;
  $('keyboard-help').hidden = !inPlay;
  if (you) {
    $('own-heading').textContent = 'Your code';
    $('own-sub').textContent = `${names[opp]}'s guesses at it`;
    $('guess-heading').textContent = 'Your guesses';
    $('guess-sub').textContent = `at ${names[opp]}'s code`;
  } else {
    $('own-heading').textContent = `${names[me]}'s code`;
    $('own-sub').textContent = `${names[opp]}'s guesses at it`;
    $('guess-heading').textContent = `${names[me]}'s guesses`;
    $('guess-sub').textContent = `at ${names[opp]}'s code`;
  }

  const replaying = page.replay && view.state === 'over';
  drawBoards($('own-board'), $('guess-board'), {
    duel: replaying ? replayDuel(duel) : duel, you, me, opp, names, palette: page.palette,
    editing: page.editing,
    on: {
      select(i) {
        page.editing.selected = i;
        render({ focus: true });
      },
      key: onHoleKey,
      drop(i, digit) {
        if (!(digit in page.palette)) return;
        page.editing.selected = i;
        place(digit, { focus: true });
      },
      submit: () => submit(),
      incomplete: () => warnIncomplete(),
      emptyClick: (side, turn) => warn(emptyRowText(side, turn)),
      warn,
    },
  });
  if (replaying) markReplayTurn();
  saveDraft();
  updatePalette();
  $('duel-status').textContent = statusText();
  drawResult();
  drawControls();
  drawClocks();
  if (focus || (hadFocus && page.editing)) focusSelected();
}

function updatePalette() {
  const on = Boolean(page.editing) && !page.busy;
  const box = $('palette');
  box.classList.toggle('palette-over', !on);
  box.setAttribute('aria-disabled', String(!on));
  for (const button of box.querySelectorAll('.palette-colour')) {
    button.disabled = !page.editing;
    button.draggable = on;
  }
  const hint = $('palette-hint');
  if (hint) {
    hint.textContent = page.editing
      ? (page.editing.target === 'code'
        ? 'Your code: click a hole of the bottom row of Your code, then a colour, or type digits.'
        : 'Your guess: click a hole of the row in play, then a colour, or type digits.')
      : notEditingText();
  }
}

function notEditingText() {
  const view = page.view;
  if (!view || !view.duel) return 'The duel has not started.';
  const duel = view.duel;
  const names = namesOf(view);
  if (!duel.you) return 'You are watching: the players place the pegs.';
  if (view.state !== 'playing' || duel.phase.phase === 'over') return 'The duel is over.';
  const opp = names[otherSide(duel.you)];
  if (duel.phase.phase === 'codes') return `Your code is set. Waiting for ${opp}'s code.`;
  if (isComputer(view)) return `Your guess is in: ${opp} is thinking.`;
  return `Your guess is in. Waiting for ${opp}.`;
}

function statusText() {
  const view = page.view;
  const duel = view.duel;
  const names = namesOf(view);
  const phase = duel.phase;
  if (phase.phase === 'over' || view.state === 'over') return '';
  const you = duel.you;
  if (!you) {
    const owing = ['white', 'black'].filter((s) => phase.awaiting[s]).map((s) => names[s]);
    const what = phase.phase === 'codes' ? 'Setting the codes' : `Turn ${phase.turn} of ${duel.rules.setup.turns}`;
    return owing.length ? `${what}: waiting for ${owing.join(' and ')}.` : `${what}.`;
  }
  const opp = otherSide(you);
  const oppName = names[opp];
  if (phase.phase === 'codes') {
    if (phase.awaiting[you]) {
      const other = phase.awaiting[opp] ? `${oppName} is setting a code too.` : `${oppName} has set a code.`;
      return `Set your code: the code ${oppName} will try to break. ${other}`;
    }
    return `Waiting for ${oppName}'s code.`;
  }
  const head = `Turn ${phase.turn} of ${duel.rules.setup.turns}`;
  if (isComputer(view)) {
    // The computer guesses as a turn begins: its guess is always in, shown
    // with yours in the answer to it.
    return phase.awaiting[you]
      ? `${head}: your guess at ${oppName}'s code. It has guessed: both guesses show as soon as yours is in.`
      : `${head}: your guess is in; ${oppName} is thinking.`;
  }
  if (phase.awaiting[you]) {
    return phase.awaiting[opp]
      ? `${head}: your guess at ${oppName}'s code.`
      : `${head}: ${oppName} has guessed. Your guess at ${oppName}'s code.`;
  }
  return phase.awaiting[opp]
    ? `${head}: your guess is in, waiting for ${oppName}.`
    : `${head}: both guesses are in.`;
}

function emptyRowText(side, turn) {
  const view = page.view;
  const duel = view.duel;
  if (view.state !== 'playing') return 'The duel is over.';
  if (!duel.you) return 'You are watching: the players place the pegs.';
  if (side !== duel.you) {
    return `Row ${turn} of ${namesOf(view)[side]}'s guesses: ${isComputer(view) ? 'it places' : 'they place'} those pegs.`;
  }
  if (duel.phase.phase === 'codes') return 'First set your code, in the bottom row of Your code.';
  if (page.editing) return `Row ${turn} is not in play. Place your pegs in row ${duel.phase.turn}.`;
  return notEditingText();
}

function drawResult() {
  const view = page.view;
  const duel = view.duel;
  const result = duel.result || view.result;
  const box = $('result-box');
  if (!result) {
    box.hidden = true;
    delete box.dataset.outcome;
    return;
  }
  const names = namesOf(view);
  const { you, me, opp } = sidesOf(view);
  const words = resultWords(result, you, names);
  box.hidden = false;
  box.dataset.outcome = words.outcome;
  $('result-heading').textContent = words.heading;
  $('result-text').textContent = words.text;
  const codes = el('div', { className: 'duel-codes' });
  for (const side of [me, opp]) {
    const code = duel.codes ? duel.codes[side] : null;
    const title = side === you ? 'Your code' : `${names[side]}'s code`;
    codes.append(el('p', { className: 'duel-code', dataset: { side, code: code ?? '' } },
      el('span', { className: 'duel-code-label' }, `${title}: `),
      code ? codeElement(code, page.palette, { label: title }) : el('span', {}, 'never set')));
  }
  $('result-codes').replaceChildren(codes);
}

function drawControls() {
  const view = page.view;
  const duel = view.duel;
  const playing = view.state === 'playing' && duel.phase.phase !== 'over';
  const player = Boolean(duel.you);
  $('resign-button').hidden = !(playing && player);
  $('resign-button').disabled = page.busy;
  const claim = playing && player && view.can_claim === true && !isComputer(view);
  $('claim-win-button').hidden = !claim;
  $('claim-draw-button').hidden = !claim;
  const over = !playing;
  const again = isComputer(view) ? 'Play again' : 'Rematch';
  if ($('rematch-button').textContent !== again) $('rematch-button').textContent = again;
  $('rematch-button').title = isComputer(view)
    ? 'A new duel against the same level, on the same terms, at once'
    : 'Offer your opponent a return duel on the same terms, colours swapped';
  $('rematch-button').hidden = !(over && player && !view.rematch);
  $('rematch-link').hidden = !view.rematch;
  if (view.rematch) $('rematch-link').href = duelHref(view.rematch);
}

// ------------------------------------------------------------------ clocks

function timeLeft(clock, side) {
  const deadline = clock.deadlines ? clock.deadlines[side] : null;
  if (deadline !== null && deadline !== undefined) return { ms: deadline - (Date.now() + page.offset), running: true };
  if (clock.time_control && clock.time_control.kind === 'per-game' && clock.left_ms) return { ms: clock.left_ms[side], running: false };
  return null;
}

function drawClocks() {
  const view = page.view;
  const duel = view.duel;
  const clock = duel.clock;
  const box = $('duel-clocks');
  if (!clock || !clock.time_control || clock.time_control.kind === 'none') {
    box.hidden = true;
    stopClock();
    return;
  }
  box.hidden = false;
  const names = namesOf(view);
  const { you, me, opp } = sidesOf(view);
  const over = view.state !== 'playing' || duel.phase.phase === 'over';
  box.replaceChildren(...[me, opp].map((side) => {
    const who = side === you ? 'Your time' : `${names[side]}'s time`;
    return el('div', { className: 'series-clock duel-clock', role: 'timer', dataset: { side }, 'aria-label': who },
      el('span', { className: 'clock-label' }, `${who}:`),
      el('span', { className: 'clock-time' }, ''),
      el('span', { className: 'clock-note' }, ''));
  }));
  tickClocks();
  stopClock();
  if (!over) page.clockTimer = setInterval(tickClocks, 250);
}

function tickClocks() {
  const view = page.view;
  if (!view || !view.duel || !view.duel.clock) return;
  const duel = view.duel;
  const over = view.state !== 'playing' || duel.phase.phase === 'over';
  let expired = false;
  for (const box of document.querySelectorAll('#duel-clocks .duel-clock')) {
    const side = box.dataset.side;
    const left = timeLeft(duel.clock, side);
    const time = box.querySelector('.clock-time');
    const note = box.querySelector('.clock-note');
    if (!left) {
      time.textContent = over ? '—' : 'moved';
      note.textContent = '';
      box.classList.remove('clock-warning');
      box.classList.remove('clock-running');
      continue;
    }
    const { ms } = left;
    time.textContent = formatClock(ms);
    const warning = !over && left.running && ms <= WARN_MS;
    box.classList.toggle('clock-warning', warning);
    box.classList.toggle('clock-running', !over && left.running);
    note.textContent = over || !left.running ? '' : ms <= 0 ? ' time is up' : warning ? ' hurry!' : '';
    if (warning && side === duel.you) {
      // Once a deadline: not again each tick, nor when the opponent moves.
      const key = `${duel.clock.deadlines?.[side] ?? duel.v}`;
      if (page.clockWarned !== key) {
        page.clockWarned = key;
        $('duel-announcer').textContent = 'Ten seconds left!';
      }
    }
    if (!over && left.running && ms <= 0) expired = true;
  }
  // The server calls time: ask it once the clock shows zero, every 3 s.
  if (expired && Date.now() - page.lastExpiryFetch > 3000) {
    page.lastExpiryFetch = Date.now();
    setTimeout(refetch, 300);
  }
}

function stopClock() {
  clearInterval(page.clockTimer);
  page.clockTimer = null;
}

/** While a duel with a clock is in play, ask now and then whether a claim may be made. */
function schedulePlayPoll() {
  const view = page.view;
  const active = view && view.state === 'playing' && view.duel && view.duel.you
    && view.duel.clock && view.duel.clock.time_control && view.duel.clock.time_control.kind !== 'none';
  if (active && !page.playTimer) page.playTimer = setInterval(refetch, PLAY_POLL_MS);
  if (!active && page.playTimer) {
    clearInterval(page.playTimer);
    page.playTimer = null;
  }
}

// ------------------------------------------------------------------ the replay of a finished duel

/** Fetches the replay once the duel is over; the boards then follow its position. */
function startReplay() {
  if (page.replay || page.replayLoading) return;
  const box = $('replay-box');
  box.hidden = false;
  $('replay-position').textContent = 'Loading the replay…';
  setReplayButtons();
  page.replayLoading = loadReplay(page.id)
    .then((replay) => {
      page.replay = { ...replay, step: replay.turns.length };
      showReplayStep();
    })
    .catch((err) => {
      $('replay-position').textContent = `The replay cannot be shown: ${err.message}`;
    })
    .finally(() => {
      page.replayLoading = null;
    });
}

/** The finished duel as it stood at the replay's position: the turns up to it, both codes. */
function replayDuel(duel) {
  const r = page.replay;
  if (r.step >= r.turns.length) return duel;
  return { ...duel, turns: r.turns.slice(0, r.step), codes: r.codes ?? duel.codes };
}

function markReplayTurn() {
  const step = page.replay.step;
  for (const row of document.querySelectorAll('.duel-board .board-row.replay-current')) row.classList.remove('replay-current');
  if (step < 1) return;
  for (const row of document.querySelectorAll(`.duel-board .board-row[data-turn="${step}"]`)) row.classList.add('replay-current');
}

function setReplayButtons() {
  const r = page.replay;
  const n = r ? r.turns.length : 0;
  const step = r ? r.step : 0;
  $('replay-first').disabled = !r || step === 0;
  $('replay-prev').disabled = !r || step === 0;
  $('replay-next').disabled = !r || step >= n;
  $('replay-last').disabled = !r || step >= n;
}

function showReplayStep() {
  const r = page.replay;
  const view = page.view;
  const box = $('replay-box');
  box.dataset.step = String(r.step);
  box.dataset.turns = String(r.turns.length);
  const { you } = sidesOf(view);
  $('replay-position').textContent = positionText(r, r.step, you, namesOf(view));
  setReplayButtons();
  render();
}

function replayTo(step) {
  const r = page.replay;
  if (!r) return;
  const to = Math.max(0, Math.min(r.turns.length, step));
  if (to === r.step) return;
  const had = document.activeElement;
  r.step = to;
  showReplayStep();
  // A button that just went disabled would drop the focus: keep it in the box.
  if (had && had.closest && had.closest('#replay-box') && had.disabled) {
    const other = to === 0 ? $('replay-next') : $('replay-prev');
    if (!other.disabled) other.focus();
  }
}

function wireReplay() {
  $('replay-first').addEventListener('click', () => replayTo(0));
  $('replay-prev').addEventListener('click', () => replayTo(page.replay.step - 1));
  $('replay-next').addEventListener('click', () => replayTo(page.replay.step + 1));
  $('replay-last').addEventListener('click', () => replayTo(Infinity));
  document.addEventListener('keydown', (event) => {
    if (!page.replay || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    if (active && active.closest('input, textarea, select, [contenteditable="true"]')) return;
    const inBox = Boolean(active && active.closest('#replay-box'));
    const step = page.replay.step;
    let to = null;
    if (event.key === 'ArrowLeft') to = step - 1;
    else if (event.key === 'ArrowRight') to = step + 1;
    else if (event.key === 'Home' && inBox) to = 0;
    else if (event.key === 'End' && inBox) to = Infinity;
    if (to === null) return;
    event.preventDefault();
    replayTo(to);
  });
}

// ------------------------------------------------------------------ announcements

/** Tells a screen reader what changed between two views: reveals, the opponent's moves, the result. */
function announce(before, after) {
  if (!before || !before.duel || !after.duel) return;
  const b = before.duel;
  const a = after.duel;
  const names = namesOf(after);
  const { you, me, opp } = sidesOf(after);
  const said = [];
  if (b.phase.phase === 'codes' && a.phase.phase === 'codes' && you && b.phase.awaiting[opp] && !a.phase.awaiting[opp]) {
    said.push(`${names[opp]} has set a code.`);
  }
  if (b.phase.phase === 'guesses' && a.phase.phase === 'guesses' && b.phase.turn === a.phase.turn
      && b.phase.awaiting[opp] && !a.phase.awaiting[opp] && you) {
    said.push(`${names[opp]} has guessed.`);
  }
  if (b.phase.phase === 'codes' && a.phase.phase === 'guesses') said.push('Both codes are set: turn 1.');
  for (let i = b.turns.length; i < a.turns.length; i++) {
    const t = a.turns[i];
    const first = you ? 'your guess' : `${names[me]}'s guess`;
    const second = you ? `${names[opp]}'s guess at your code` : `${names[opp]}'s guess`;
    said.push(`Turn ${i + 1} revealed: ${first} scores ${feedbackText(t[me].black, t[me].white)}; ${second} scores ${feedbackText(t[opp].black, t[opp].white)}.`);
  }
  if (!b.result && a.result) {
    const words = resultWords(a.result, you, names);
    said.push(`${words.heading}. ${words.text}`);
  } else if (a.turns.length > b.turns.length && a.phase.phase === 'guesses') {
    said.push(`${plural(a.rules.setup.turns - a.turns.length, 'turn')} left: ${nextMove(after)}.`);
  }
  if (said.length) $('duel-announcer').textContent = said.join(' ');
}

/** Whose move it is in a turn of guesses, in words. */
function nextMove(view) {
  const duel = view.duel;
  const names = namesOf(view);
  const turn = duel.phase.turn;
  if (!duel.you) return `${names.white} and ${names.black} guess turn ${turn}`;
  const opp = names[otherSide(duel.you)];
  if (duel.phase.awaiting[duel.you]) return `your guess for turn ${turn}`;
  return `waiting for ${opp}'s guess for turn ${turn}`;
}

// ------------------------------------------------------------------ entering a code or a guess

function focusSelected() {
  if (!page.editing) return;
  const hole = document.querySelector(`.duel-board .board-row.current .hole[data-index="${page.editing.selected}"]`);
  if (hole) hole.focus();
}

function place(digit, { focus = true } = {}) {
  const ed = page.editing;
  if (!ed || page.busy) return;
  const setup = page.view.duel.rules.setup;
  if (digit === 0 && !setup.blanks) return warn('This game has no blanks: every hole takes a colour.');
  if (!(digit in page.palette) || digit < 0) return warn(`This game has ${setup.colours} colours: there is no colour ${digit}.`);
  const placed = ed.selected;
  ed.draft[placed] = digit;
  ed.selected = nextHole(ed.draft, placed);
  render({ focus });
  // Said once: the focus has moved on to the next hole, which says itself.
  $('duel-announcer').textContent = holeName(editingName(ed), placed, colourName(page.palette, digit));
}

function warnIncomplete() {
  const ed = page.editing;
  if (!ed) return;
  const missing = ed.draft.filter((d) => d === null).length;
  const what = ed.target === 'code' ? 'Your code' : `Row ${ed.turn}`;
  warn(`${what} needs ${plural(missing, 'more peg', 'more pegs')} before it can be sent.`);
}

let warningTimer = null;
function warn(text) {
  clearTimeout(warningTimer);
  const box = $('duel-warning');
  box.textContent = text;
  box.classList.add('shown');
  warningTimer = setTimeout(() => {
    box.textContent = '';
    box.classList.remove('shown');
  }, 6000);
}

function onHoleKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (handleKey(event.key)) event.preventDefault();
}

/** Keyboard play, as on the single-player board; true when the key was used. */
function handleKey(key) {
  const ed = page.editing;
  if (!ed) return false;
  const n = ed.draft.length;
  if (/^[0-9]$/.test(key)) {
    place(Number(key));
    return true;
  }
  if (key === '.') {
    place(0);
    return true;
  }
  if (/^[a-z]$/i.test(key)) {
    const digit = page.palette.findIndex((c, d) => d > 0 && c.letter.toUpperCase() === key.toUpperCase());
    if (digit > 0) place(digit);
    else warn(`No colour of this game has the letter ${key.toUpperCase()}.`);
    return true;
  }
  const move = (to) => {
    ed.selected = to;
    render({ focus: true });
    return true;
  };
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return move((ed.selected + n - 1) % n);
    case 'ArrowRight':
    case 'ArrowDown':
      return move((ed.selected + 1) % n);
    case 'Home':
      return move(0);
    case 'End':
      return move(n - 1);
    case 'Backspace':
      if (ed.draft[ed.selected] === null && ed.selected > 0) ed.selected -= 1;
      ed.draft[ed.selected] = null;
      render({ focus: true });
      return true;
    case 'Delete':
      ed.draft[ed.selected] = null;
      render({ focus: true });
      return true;
    case 'Enter':
      if (ed.draft.every((d) => d !== null)) submit();
      else warnIncomplete();
      return true;
    default:
      return false;
  }
}

// Typing with nothing focused enters pegs too, as does typing after a click
// on the palette or a board (Enter and Space there keep clicking the button).
const PEG_KEYS = /^([0-9a-z.]|Backspace|Delete)$/i;

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (document.querySelector('dialog[open]')) return;
  if (!page.editing) return;
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  const onBoard = !onBody && (active.closest('#palette') || active.closest('.duel-board'));
  if (!onBody && !(onBoard && PEG_KEYS.test(event.key))) return;
  if (handleKey(event.key)) {
    event.preventDefault();
    focusSelected();
  }
});

async function submit() {
  const ed = page.editing;
  if (!ed || page.busy) return;
  if (!ed.draft.every((d) => d !== null)) return warnIncomplete();
  const text = formatCode(ed.draft);
  const path = ed.target === 'code' ? 'code' : 'guesses';
  // A guess names its turn: sent again after a lost answer, it is refused
  // as played rather than taken as the next turn's.
  const body = ed.target === 'code' ? { code: text } : { guess: text, turn: ed.turn };
  if (ed.target === 'guess' && isComputer(page.view)) {
    $('duel-status').textContent = `Turn ${ed.turn}: your guess is sent; ${namesOf(page.view).black} reveals its own with it…`;
  }
  await act(() => api(`/api/duels/${encodeURIComponent(page.id)}/${path}`, { method: 'POST', body }));
}

/** Sends a move; the answer is the full view, drawn at once. */
async function act(send) {
  if (page.busy) return;
  page.busy = true;
  updatePalette();
  try {
    const view = await send();
    page.busy = false;
    if (view && view.duel !== undefined) await draw(view);
    else await refetch();
    if (page.editing) focusSelected();
  } catch (err) {
    page.busy = false;
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      warn(err.message);
      // The duel may have moved on meanwhile (a clock, the other tab).
      refetch();
    } else {
      fail(err);
    }
  } finally {
    page.busy = false;
    if (page.view && page.view.duel) {
      updatePalette();
      // Whatever was said while the move was on its way gives way to the duel as it is.
      $('duel-status').textContent = statusText();
    }
  }
}

// ------------------------------------------------------------------ the draft survives a reload (this tab)

function draftKey() {
  return `mastermind.duel-draft.${page.id}`;
}

function restoreDraft(want, pegs) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey()) || 'null');
    if (saved && saved.target === want.target && saved.turn === want.turn
        && Array.isArray(saved.draft) && saved.draft.length === pegs) return saved.draft;
  } catch {
    /* nothing saved */
  }
  return null;
}

function saveDraft() {
  const ed = page.editing;
  try {
    if (ed && ed.draft.some((d) => d !== null)) {
      sessionStorage.setItem(draftKey(), JSON.stringify({ target: ed.target, turn: ed.turn, draft: ed.draft }));
    }
  } catch {
    /* storage disabled */
  }
}

function clearDraft() {
  try {
    sessionStorage.removeItem(draftKey());
  } catch {
    /* storage disabled */
  }
}

// ------------------------------------------------------------------ buttons

function wireControls() {
  const post = (path, body) => api(`/api/duels/${encodeURIComponent(page.id)}/${path}`, { method: 'POST', body });
  $('accept-button').addEventListener('click', () => act(() => post('accept')));
  $('cancel-button').addEventListener('click', async () => {
    if (!(await confirmDialog('Cancel this challenge? Nobody will be able to accept it any more.', 'Cancel the challenge', 'Keep it'))) return;
    try {
      await api(`/api/duels/${encodeURIComponent(page.id)}`, { method: 'DELETE' });
      location.assign('duels.html');
    } catch (err) {
      say($('duel-message'), err.message, 'error');
      refetch();
    }
  });
  $('resign-button').addEventListener('click', async () => {
    const opp = page.view && page.view.duel && page.view.duel.you
      ? namesOf(page.view)[otherSide(page.view.duel.you)] : 'your opponent';
    if (!(await confirmDialog(`Resign this duel? ${opp} wins it.`, 'Resign', 'Keep playing'))) return;
    await act(() => post('resign'));
  });
  $('claim-win-button').addEventListener('click', () => act(() => post('claim', { claim: 'win' })));
  $('claim-draw-button').addEventListener('click', () => act(() => post('claim', { claim: 'draw' })));
  $('rematch-button').addEventListener('click', async () => {
    const button = $('rematch-button');
    button.disabled = true;
    try {
      const { id } = await post('rematch');
      location.assign(duelHref(id));
    } catch (err) {
      button.disabled = false;
      warn(err.message);
      refetch();
    }
  });
}

function fail(err) {
  console.error(err);
  say($('duel-message'), err.message || String(err), 'error');
}
