// The board game for two (series.html?id=N), seed 001: two people on one
// device take turns as codemaker and codebreaker over a series of games.
// The server keeps the codes, the score and the turn clock; this page never
// knows a code before its game is over. Names are always inserted as text.
//
// Screens, from the server's phase and what this page has shown:
//   secret  → hand-over ("Bob, look away. Ann, set your code") → code entry
//             → "Pass the device to Bob"
//   guess   → the board: the codebreaker places pegs in the row in play
//   answer  → the board: the codemaker sets the key pegs (manual feedback)
//   reveal  → code entry: the codemaker types the code in (companion mode)
//   a game ended or was voided → its result and the scoreboard
//   over    → the winner (or a tie) and every game with its rows

import { api } from './api.js';
import { formatCode, parseCode, nextHole } from './code.js';
import { initLayout, el, say, confirmDialog } from './layout.js';
import { paletteOf, pegElement, feedbackElement, feedbackText, colourName, plural } from './pegs.js';
import { paletteButton } from './palette.js';
import { limitName } from './name-field.js';

const $ = (id) => document.getElementById(id);

const view = {
  series: null, // the server's view
  palette: [], // colours by digit; [0] is the blank
  pass: false, // "pass the device" shown after the code is set
  codeOpen: null, // the game whose code entry the codemaker opened
  notice: '', // what the last move did, for the status line
  draft: [], // pegs being placed: digits, null for an empty hole
  selected: 0,
  draftFor: null, // the row (or code) the draft belongs to
  answer: { black: 0, white: 0, for: null },
  busy: false,
  clock: { deadline: null, key: null, warned: false, calling: false, retryAt: 0, timer: null },
};

// ------------------------------------------------------------------ start

async function start() {
  wire();
  const id = new URLSearchParams(location.search).get('id');
  if (!id) {
    await showSetup();
    return;
  }
  try {
    await apply(await api(`/api/series/${encodeURIComponent(id)}`), { focus: true });
  } catch (err) {
    if (err.status !== 404) throw err;
    say($('series-message'), 'This series does not exist (any more). Start a new one below.', 'error');
    history.replaceState(null, '', 'series.html');
    await showSetup();
  }
}

function wire() {
  $('series-form').addEventListener('submit', create);
  limitName($('first-name'));
  limitName($('second-name'));
  $('companion').addEventListener('change', () => {
    for (const radio of document.querySelectorAll('input[name="feedback"]')) radio.disabled = $('companion').checked;
  });
  $('handover-button').addEventListener('click', () => {
    const s = view.series;
    if (s.phase === 'secret') view.codeOpen = gameKey(s);
    else view.pass = false;
    render({ focus: true });
  });
  $('code-submit').addEventListener('click', submitCode);
  $('code-clear').addEventListener('click', () => {
    view.draft.fill(null);
    view.selected = 0;
    render({ focus: true });
  });
  $('challenge-button').addEventListener('click', challenge);
  $('result-next').addEventListener('click', () => {
    seen.set(view.series.history.length);
    render({ focus: true });
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (!editing()) return;
    if (handleKey(event.key)) {
      event.preventDefault();
      focusSelected();
    }
  });
}

// The names last played with, to start the next series with them.
const NAMES_KEY = 'mastermind.series.names';

/** The new-series form, with the names last used and this browser's unfinished series. */
async function showSetup() {
  showOnly('setup-section');
  try {
    const names = JSON.parse(localStorage.getItem(NAMES_KEY) || 'null');
    if (Array.isArray(names) && names.length === 2) {
      if (!$('first-name').value) $('first-name').value = String(names[0]);
      if (!$('second-name').value) $('second-name').value = String(names[1]);
    }
  } catch {
    // No saved names: the form starts empty.
  }
  await listUnfinished();
}

async function listUnfinished() {
  const box = $('unfinished-series');
  const list = await api('/api/series');
  box.hidden = list.length === 0;
  $('unfinished-list').replaceChildren(...list.map((s) => {
    const score = s.players.map((p) => `${p} ${s.scores[p]}`).join(', ');
    const where = s.game ? `game ${s.game} of ${s.games}` : `${s.games} games`;
    const resume = el('a', { href: `series.html?id=${encodeURIComponent(s.id)}`, className: 'button' }, 'Resume');
    const abandon = el('button', { type: 'button', className: 'abandon-series' }, 'Abandon');
    abandon.addEventListener('click', async () => {
      const sure = await confirmDialog(`Abandon the series of ${s.players[0]} and ${s.players[1]}? It will be deleted.`, 'Abandon it', 'Keep it');
      if (!sure) return;
      try {
        await api(`/api/series/${encodeURIComponent(s.id)}`, { method: 'DELETE' });
        await listUnfinished();
      } catch (err) {
        say($('series-message'), err.message, 'error');
      }
    });
    return el('li', { dataset: { series: s.id } },
      el('span', { className: 'unfinished-text' }, `${s.players[0]} and ${s.players[1]}: ${s.title}, ${where} (${score})${s.to_move ? `; ${s.to_move} to move` : ''}`),
      ' ', resume, ' ', abandon);
  }));
}

async function create(event) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const limit = data.get('time_limit');
  const body = {
    players: [data.get('first'), data.get('second')],
    games: Number(data.get('games')),
    variant: data.get('variant'),
    feedback: data.get('companion') === 'on' ? 'manual' : data.get('feedback') || 'computed',
    companion: data.get('companion') === 'on',
    time_limit: limit ? Number(limit) : null,
  };
  try {
    const series = await api('/api/series', { method: 'POST', body });
    localStorage.setItem(NAMES_KEY, JSON.stringify(series.players));
    history.replaceState(null, '', `series.html?id=${encodeURIComponent(series.id)}`);
    say($('series-message'), '');
    await apply(series, { focus: true });
  } catch (err) {
    say($('series-message'), err.message, 'error');
  }
}

// ------------------------------------------------------------------ state

/** Results acknowledged in this tab, so that a reload shows an unseen one again. */
const seen = {
  key: () => `mastermind.series.${view.series.id}.seen`,
  get() {
    try {
      const n = sessionStorage.getItem(this.key());
      return n === null ? null : Number(n);
    } catch {
      return null;
    }
  },
  set(n) {
    try {
      sessionStorage.setItem(this.key(), String(n));
    } catch {
      /* storage disabled: results are shown once per page load */
    }
    this.fallback = n;
  },
  fallback: null,
};

async function apply(series, { focus = false } = {}) {
  const first = !view.series;
  view.series = series;
  if (first) {
    view.palette = await paletteOf(series.setup);
    // A page opened on a series shows no result it has not seen played,
    // except after a reload of this tab.
    if (seen.get() === null) seen.set(series.history.length);
  }
  syncClock();
  render({ focus });
}

function gameKey(s) {
  return `${s.history.length}`;
}

function rowKey(s) {
  return s.game ? `${gameKey(s)}:${s.game.rows.length}:${s.phase}` : null;
}

function seenCount() {
  const n = seen.get();
  return n === null ? seen.fallback ?? 0 : n;
}

function editing() {
  const s = view.series;
  if (!s || view.busy) return false;
  const screen = currentScreen();
  return screen === 'code' || (screen === 'play' && s.phase === 'guess');
}

function currentScreen() {
  const s = view.series;
  if (!s) return 'setup';
  if (s.history.length > seenCount()) return 'result';
  switch (s.phase) {
    case 'over':
      return 'over';
    case 'secret':
      return view.codeOpen === gameKey(s) ? 'code' : 'handover';
    case 'reveal':
      return 'code';
    default:
      return view.pass ? 'handover' : 'play';
  }
}

/** A fresh draft whenever the row (or code) being placed changes. */
function syncDraft() {
  const s = view.series;
  const key = currentScreen() === 'code' ? `code:${gameKey(s)}:${s.phase}` : rowKey(s);
  if (view.draftFor !== key) {
    view.draftFor = key;
    view.draft = new Array(s.setup.pegs).fill(null);
    view.selected = 0;
  }
  if (view.answer.for !== key) view.answer = { black: 0, white: 0, for: key };
}

// ------------------------------------------------------------------ render

const SECTIONS = ['setup-section', 'handover-section', 'code-section', 'play-section', 'result-section', 'over-section'];

function showOnly(id) {
  for (const section of SECTIONS) $(section).hidden = section !== id;
}

function names(s) {
  const game = s.game;
  return game ? { maker: game.codemaker, breaker: game.codebreaker } : { maker: '', breaker: '' };
}

function render({ focus = false } = {}) {
  const s = view.series;
  syncDraft();
  renderClock();
  const screen = currentScreen();
  const where = s.game ? `, game ${s.game.number} of ${s.games}` : '';
  $('series-title').textContent = `${s.players[0]} and ${s.players[1]}: the board game (${s.title})${where}`;
  document.title = `${s.players[0]} and ${s.players[1]} — Mastermind`;
  renderHistory(screen);
  switch (screen) {
    case 'result':
      return renderResult(focus);
    case 'over':
      return renderOver(focus);
    case 'handover':
      return renderHandover(focus);
    case 'code':
      return renderCode(focus);
    default:
      return renderPlay(focus);
  }
}

function gameLine(s) {
  const g = s.game;
  return g.replay
    ? `Game ${g.number} of ${s.games}, replayed after wrong information`
    : `Game ${g.number} of ${s.games}`;
}

function renderHandover(focus) {
  const s = view.series;
  const { maker, breaker } = names(s);
  showOnly('handover-section');
  $('handover-game').textContent = gameLine(s);
  if (s.phase === 'secret') {
    $('handover-heading').textContent = `${breaker}, look away. ${maker}, set your code.`;
    $('handover-help').textContent = `Only ${maker} should see the next screen. The code disappears as soon as it is set.`;
    $('handover-button').textContent = `I am ${maker}: set the code`;
  } else {
    $('handover-heading').textContent = `The code is set. Pass the device to ${breaker}.`;
    $('handover-help').textContent = s.time_limit
      ? `${breaker} has ${formatLimit(s.time_limit)} for each row; the clock is running.`
      : `${breaker} has ${s.setup.turns} rows to break it.`;
    $('handover-button').textContent = `I am ${breaker}: break the code`;
  }
  if (focus) $('handover-button').focus();
}

function renderCode(focus) {
  const s = view.series;
  const { maker } = names(s);
  showOnly('code-section');
  if (s.phase === 'reveal') {
    $('code-heading').textContent = `${maker}, reveal your code`;
    $('code-help').textContent = 'Copy the code from the shielded holes of the board: every row\'s key pegs are checked against it.';
    $('code-submit').textContent = 'Reveal the code';
  } else {
    $('code-heading').textContent = `${maker}, set your code`;
    $('code-help').textContent = s.setup.blanks
      ? 'Choose a colour for each hole, or leave holes vacant (the crossed-out hole). Colours may repeat.'
      : 'Choose a colour for each hole. Colours may repeat.';
    $('code-submit').textContent = 'Set the code';
  }
  const row = $('code-row');
  row.replaceChildren(el('span', { className: 'turn-number' }, 'key'), editableHoles('code'), el('span', { className: 'row-result' }));
  renderPalette($('code-palette'));
  $('code-submit').disabled = view.busy || view.draft.some((d) => d === null);
  if (focus) focusSelected();
}

function renderPlay(focus) {
  const s = view.series;
  const g = s.game;
  const { maker, breaker } = names(s);
  showOnly('play-section');
  $('game-heading').textContent = `${gameLine(s)}: ${maker} makes the code, ${breaker} breaks it.`;
  $('board').style.setProperty('--pegs', String(s.setup.pegs));
  $('board-rows').replaceChildren(...boardRows({
    rows: g.rows,
    pending: g.pending_guess,
    live: true,
    secret: null,
    wrong: [],
  }));
  renderPalette($('palette'));
  $('palette').hidden = s.phase !== 'guess';
  const turn = g.rows.length + 1;
  let status;
  if (s.phase === 'answer') {
    status = s.companion
      ? `${maker}, copy your key pegs for row ${turn} from the board, then press Answer.`
      : `${maker}, answer row ${turn}: set the key pegs with + and −, then press Answer.`;
  } else {
    status = `${breaker}, place your pegs in row ${turn} of ${s.setup.turns}.`;
  }
  $('play-status').textContent = view.notice ? `${view.notice} ${status}` : status;
  const manual = s.feedback === 'manual' || s.companion;
  $('challenge-button').parentElement.hidden = !manual;
  $('computed-note').hidden = manual;
  $('challenge-button').disabled = view.busy || !g.rows.some((r) => r.guess !== null);
  $('play-scores').replaceChildren(scoreTable(s));
  if (focus) {
    if (s.phase === 'guess') focusSelected();
    else {
      const button = document.querySelector('#board-rows .answer-button');
      if (button) button.focus();
    }
  }
}

function renderResult(focus) {
  const s = view.series;
  const played = s.history[s.history.length - 1];
  const o = played.outcome;
  showOnly('result-section');
  if (o.kind === 'wrong-information') {
    $('result-heading').textContent = `Wrong information in game ${played.number}!`;
    const rows = o.turns.length === 1 ? `The key pegs of row ${o.turns[0]} are` : `The key pegs of rows ${listText(o.turns)} cannot all be`;
    $('result-text').textContent = `${rows} true (highlighted). ${played.codebreaker} scores ${plural(o.points, 'point')}, and game ${played.number} is replayed: ${played.codemaker} makes a new code.`;
  } else if (o.kind === 'broken') {
    $('result-heading').textContent = `${played.codebreaker} broke the code in ${plural(o.rows, 'row')}`;
    $('result-text').textContent = `${played.codemaker} scores ${plural(o.points, 'point')}, one for each row played.`;
  } else {
    $('result-heading').textContent = `${played.codebreaker} did not break the code`;
    $('result-text').textContent = `${played.codemaker} scores ${plural(o.points, 'point')}: ${o.rows} rows and the bonus point.`;
  }
  $('result-board').replaceChildren(staticBoard(played, s));
  $('result-scores').replaceChildren(scoreTable(s));
  const next = $('result-next');
  if (s.phase === 'over') next.textContent = 'See who won the series';
  else if (o.kind === 'wrong-information') next.textContent = `Replay game ${played.number}`;
  else next.textContent = `Next game: ${s.game.codemaker} makes the code`;
  if (focus) next.focus();
}

function renderOver(focus) {
  const s = view.series;
  showOnly('over-section');
  const [a, b] = s.players;
  $('winner-heading').textContent = s.winner
    ? `${s.winner} wins the series, ${s.scores[s.winner]} to ${s.scores[s.winner === a ? b : a]}`
    : `A tie: ${s.scores[a]} points each`;
  $('final-scores').replaceChildren(scoreTable(s));
  $('history-section').open = true;
  if (focus) $('winner-heading').setAttribute('tabindex', '-1');
  if (focus) $('winner-heading').focus();
}

function renderHistory(screen) {
  const s = view.series;
  const section = $('history-section');
  const shown = ['play', 'result', 'over'].includes(screen) && s.history.length > 0;
  section.hidden = !shown;
  if (!shown) return;
  $('history-summary').textContent = s.phase === 'over' ? 'Every game of the series' : `Games played so far (${s.history.length})`;
  $('history').replaceChildren(...s.history.map((played, i) => {
    const o = played.outcome;
    const what = o.kind === 'broken'
      ? `broken in ${plural(o.rows, 'row')}: ${played.codemaker} +${o.points}`
      : o.kind === 'unbroken'
        ? `not broken: ${played.codemaker} +${o.points}`
        : `void, wrong information in ${o.turns.length === 1 ? 'row' : 'rows'} ${listText(o.turns)}: ${played.codebreaker} +${o.points}`;
    return el('section', { className: 'history-game', dataset: { game: String(i + 1), outcome: o.kind } },
      el('h3', {}, `Game ${played.number}: ${played.codemaker}'s code, ${what}`),
      staticBoard(played, s));
  }));
}

function scoreTable(s) {
  const table = el('table', { className: 'series-scores' },
    el('caption', {}, s.phase === 'over'
      ? `Final score after ${plural(s.games_scored, 'game')}`
      : `Score after ${s.games_scored} of ${plural(s.games, 'game')}`),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Player'), el('th', { scope: 'col', className: 'number' }, 'Points'))));
  const body = el('tbody');
  for (const name of s.players) {
    body.append(el('tr', { className: s.winner === name ? 'highlight' : undefined },
      el('th', { scope: 'row', className: 'player-name' }, name),
      el('td', { className: 'number', dataset: { score: name } }, String(s.scores[name]))));
  }
  table.append(body);
  return table;
}

function listText(numbers) {
  if (numbers.length < 2) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

function formatLimit(seconds) {
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

// ------------------------------------------------------------------ boards

function staticBoard(played, s) {
  const board = el('div', { className: 'board series-static-board', role: 'group', 'aria-label': `The board of game ${played.number}` });
  board.style.setProperty('--pegs', String(s.setup.pegs));
  board.append(...boardRows({
    rows: played.rows,
    pending: null,
    live: false,
    secret: played.secret,
    wrong: played.outcome.turns || [],
  }));
  return board;
}

/** The secret row and the rows of a board (the live one takes input). */
function boardRows({ rows, pending, live, secret, wrong }) {
  const s = view.series;
  const out = [secretRow(secret)];
  const limit = live ? s.setup.turns : Math.max(rows.length, 1);
  for (let turn = 1; turn <= s.setup.turns && (live || turn <= limit); turn++) {
    const row = rows[turn - 1];
    if (row) out.push(playedRow(row, wrong.includes(turn)));
    else if (live && turn === rows.length + 1 && pending !== null && pending !== undefined) out.push(pendingRow(turn, pending));
    else if (live && turn === rows.length + 1 && s.phase === 'guess') out.push(currentRow(turn));
    else if (live) out.push(futureRow(turn));
  }
  return out;
}

function secretRow(secret) {
  const pegs = view.series.setup.pegs;
  const row = el('div', { className: 'board-row secret-row' }, el('span', { className: 'turn-number' }, 'key'));
  const holes = el('div', { className: 'row-pegs secret', role: 'img' });
  if (secret) {
    const digits = parseCode(secret);
    holes.setAttribute('aria-label', `the code: ${describe(digits)}`);
    for (const d of digits) holes.append(pegElement(view.palette[d]));
  } else {
    holes.setAttribute('aria-label', 'the code: hidden behind the shield');
    for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  row.append(holes, el('span', { className: 'row-result' }));
  return row;
}

function describe(digits) {
  return digits.map((d) => colourName(view.palette, d)).join(', ');
}

function playedRow(row, wrong) {
  const pegs = view.series.setup.pegs;
  const classes = ['board-row', 'played'];
  if (wrong) classes.push('inconsistent');
  const tr = el('div', { className: classes.join(' '), dataset: { turn: String(row.turn), guess: row.guess ?? '' } },
    el('span', { className: 'turn-number' }, String(row.turn)));
  const holes = el('div', { className: 'row-pegs', role: 'img' });
  if (row.guess === null) {
    tr.classList.add('timed-out');
    holes.setAttribute('aria-label', `row ${row.turn}: the time ran out`);
    for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'hole' }));
    tr.append(holes, el('span', { className: 'row-result timed-out-label' }, 'time'));
    return tr;
  }
  const digits = parseCode(row.guess);
  holes.setAttribute('aria-label', `row ${row.turn}: ${describe(digits)}${wrong ? ' (wrong key pegs)' : ''}`);
  for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(view.palette[d])));
  const result = el('span', { className: 'row-result', title: feedbackText(row.black, row.white) },
    feedbackElement(row.black, row.white, pegs));
  tr.append(holes, result);
  return tr;
}

function futureRow(turn) {
  const pegs = view.series.setup.pegs;
  const holes = el('div', { className: 'row-pegs' });
  for (let i = 0; i < pegs; i++) holes.append(el('span', { className: 'hole', 'aria-hidden': 'true' }));
  return el('div', { className: 'board-row future', dataset: { turn: String(turn) } },
    el('span', { className: 'turn-number' }, String(turn)), holes, el('span', { className: 'row-result' }));
}

function currentRow(turn) {
  const tr = el('div', { className: 'board-row current', dataset: { turn: String(turn) } },
    el('span', { className: 'turn-number' }, String(turn)), editableHoles(`row ${turn}`));
  const result = el('span', { className: 'row-result' });
  if (view.draft.every((d) => d !== null)) {
    result.append(el('button', {
      type: 'button',
      className: 'submit-turn',
      'aria-label': `Play row ${turn}`,
      title: 'Play this row (Enter)',
      onclick: () => submitGuess(),
    }, '✓'));
  }
  tr.append(result);
  return tr;
}

/** The holes being filled: the row in play, or the code. */
function editableHoles(label) {
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': `${label}: place a colour in each hole` });
  view.draft.forEach((d, i) => {
    const colour = d === null ? 'empty' : colourName(view.palette, d);
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === view.selected ? ' selected' : ''),
      'aria-label': `${label}, peg ${i + 1}, ${colour}`,
      tabindex: i === view.selected ? '0' : '-1',
      dataset: { index: String(i) },
      onclick: () => {
        view.selected = i;
        render({ focus: true });
      },
      onkeydown: (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (handleKey(event.key)) event.preventDefault();
      },
    });
    if (d !== null) hole.append(pegElement(view.palette[d]));
    holes.append(hole);
  });
  return holes;
}

/** The guess waiting for its key pegs: the codemaker sets them (manual feedback). */
function pendingRow(turn, guess) {
  const s = view.series;
  const pegs = s.setup.pegs;
  const digits = parseCode(guess);
  const tr = el('div', { className: 'board-row current pending', dataset: { turn: String(turn), guess } },
    el('span', { className: 'turn-number' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'img', 'aria-label': `row ${turn}: ${describe(digits)}, waiting for the key pegs` });
  for (const d of digits) holes.append(el('span', { className: 'hole' }, pegElement(view.palette[d])));
  tr.append(holes);
  const a = view.answer;
  const setter = el('span', { className: 'key-setter series-key-setter', role: 'group', 'aria-label': `key pegs of row ${turn}` });
  const keys = el('span', { className: 'feedback', role: 'group', 'aria-label': `key pegs of row ${turn}: ${feedbackText(a.black, a.white)}` });
  keys.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    const kind = i < a.black ? 'black' : i < a.black + a.white ? 'white' : 'none';
    keys.append(el('button', {
      type: 'button',
      className: `key-peg key-peg-hole ${kind}`,
      'aria-label': `key peg ${i + 1}: ${kind === 'none' ? 'empty' : kind}`,
      dataset: { control: `key-${i}` },
      onclick: () => {
        if (kind === 'black') {
          a.black -= 1;
          a.white += 1;
        } else if (kind === 'white') {
          a.white -= 1;
        } else {
          a.black += 1;
        }
        rerenderAnswer(`key-${i}`);
      },
    }));
  }
  const counter = (colour) => el('span', { className: `key-count key-count-${colour}` },
    el('span', { className: 'label' }, colour === 'black' ? 'Black' : 'White'),
    el('button', {
      type: 'button',
      'aria-label': `one ${colour} key peg fewer`,
      dataset: { control: `${colour}-minus` },
      disabled: a[colour] === 0,
      onclick: () => {
        a[colour] = Math.max(0, a[colour] - 1);
        rerenderAnswer(`${colour}-minus`);
      },
    }, '−'),
    el('output', { className: 'count', dataset: { count: colour }, 'aria-label': `${colour} key pegs` }, String(a[colour])),
    el('button', {
      type: 'button',
      'aria-label': `one ${colour} key peg more`,
      dataset: { control: `${colour}-plus` },
      disabled: a.black + a.white >= pegs,
      onclick: () => {
        if (a.black + a.white < pegs) a[colour] += 1;
        rerenderAnswer(`${colour}-plus`);
      },
    }, '+'));
  setter.append(keys, counter('black'), counter('white'),
    el('button', {
      type: 'button',
      className: 'answer-button button-primary',
      'aria-label': `Answer row ${turn}: ${feedbackText(a.black, a.white)}`,
      disabled: view.busy,
      onclick: () => submitAnswer(),
    }, 'Answer'));
  tr.append(el('div', { className: 'codebreaker-row-result' }, setter));
  return tr;
}

function rerenderAnswer(control) {
  render();
  const again = document.querySelector(`#board-rows [data-control="${control}"]`);
  if (again && !again.disabled) again.focus();
  else {
    const answer = document.querySelector('#board-rows .answer-button');
    if (answer) answer.focus();
  }
}

function renderPalette(box) {
  const s = view.series;
  box.replaceChildren();
  const digits = [];
  for (let d = 1; d < view.palette.length; d++) digits.push(d);
  if (s.setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, view.palette[d], { blank: 'vacant hole' });
    button.addEventListener('click', () => place(d, { focus: false }));
    box.append(button);
  }
}

// ------------------------------------------------------------------ input

function focusSelected() {
  const screen = currentScreen();
  const scope = screen === 'code' ? '#code-row' : '#board-rows .board-row.current';
  const hole = document.querySelector(`${scope} .hole[data-index="${view.selected}"]`);
  if (hole) hole.focus();
}

function place(digit, { focus = true } = {}) {
  if (!editing()) return;
  const s = view.series;
  if (digit === 0 && !s.setup.blanks) return flag('Game No. 1 has no vacant holes: every hole takes a colour.');
  if (!(digit in view.palette)) return flag(`There is no colour ${digit}: the colours are 1 to ${s.setup.colours}.`);
  view.draft[view.selected] = digit;
  view.selected = nextHole(view.draft, view.selected);
  render({ focus });
}

function handleKey(key) {
  if (!editing()) return false;
  const n = view.draft.length;
  if (/^[0-9]$/.test(key)) {
    place(Number(key));
    return true;
  }
  if (key === '.') {
    place(0);
    return true;
  }
  if (/^[a-z]$/i.test(key)) {
    const digit = view.palette.findIndex((c, d) => d > 0 && c.letter.toUpperCase() === key.toUpperCase());
    if (digit > 0) place(digit);
    else flag(`No colour has the letter ${key.toUpperCase()}.`);
    return true;
  }
  const move = (to) => {
    view.selected = (to + n) % n;
    render({ focus: true });
    return true;
  };
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return move(view.selected - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return move(view.selected + 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(n - 1);
    case 'Backspace':
      if (view.draft[view.selected] === null && view.selected > 0) view.selected -= 1;
      view.draft[view.selected] = null;
      render({ focus: true });
      return true;
    case 'Delete':
      view.draft[view.selected] = null;
      render({ focus: true });
      return true;
    case 'Enter':
      if (view.draft.some((d) => d === null)) {
        flag(`${plural(view.draft.filter((d) => d === null).length, 'hole is', 'holes are')} still empty.`);
      } else if (currentScreen() === 'code') submitCode();
      else submitGuess();
      return true;
    default:
      return false;
  }
}

/** A short warning: on the board's flag, or beside the code entry. */
function flag(text) {
  if (currentScreen() === 'code') {
    $('code-status').textContent = text;
    return;
  }
  const area = $('flag-area');
  area.replaceChildren(el('span', { className: 'flag flag-warning', dataset: { flag: 'warning' } }, el('span', { className: 'flag-text' }, text)));
  clearTimeout(flag.timer);
  flag.timer = setTimeout(() => area.replaceChildren(), 5000);
}

// ------------------------------------------------------------------ moves

function path(what) {
  return `/api/series/${encodeURIComponent(view.series.id)}/${what}`;
}

/** Sends a move; the answer's events say what happened. */
async function move(what, body) {
  if (view.busy) return null;
  view.busy = true;
  try {
    const result = await api(path(what), { method: 'POST', body });
    view.busy = false;
    view.notice = noticeOf(result.events);
    await apply(result.series, { focus: true });
    return result;
  } catch (err) {
    view.busy = false;
    if (err.status === 400 || err.status === 409) {
      flag(err.message);
      // The series may have moved on (the clock, another tab): show it as it is.
      if (err.status === 409) await apply(await api(`/api/series/${encodeURIComponent(view.series.id)}`));
    } else {
      fail(err);
    }
    return null;
  }
}

function noticeOf(events) {
  const parts = [];
  for (const e of events || []) {
    if (e.event === 'feedback') parts.push(`Row ${e.turn}: ${feedbackText(e.black, e.white)}.`);
    else if (e.event === 'timeout') parts.push(`Time is up: row ${e.turn} counts as played.`);
    else if (e.event === 'challenge') parts.push('Challenge refused: the key pegs so far fit at least one code. Play on.');
  }
  return parts.join(' ');
}

async function submitCode() {
  if (view.draft.some((d) => d === null)) return flag('Choose a colour for every hole first.');
  const code = formatCode(view.draft);
  const revealing = view.series.phase === 'reveal';
  // The code leaves the screen at once.
  view.draft.fill(null);
  view.selected = 0;
  $('code-row').replaceChildren();
  $('code-status').textContent = '';
  // Then the device goes to the codebreaker.
  if (!revealing) view.pass = true;
  // The game (and below, the row) names the move, so that one sent again
  // is refused as made rather than made twice.
  const result = await move(revealing ? 'reveal' : 'secret', revealing ? { code } : { code, game: view.series.game.number });
  if (!result && view.pass) {
    view.pass = false;
    render({ focus: true });
  }
}

async function submitGuess() {
  if (view.draft.some((d) => d === null)) return flag('Every hole needs a peg before the row is played.');
  const game = view.series.game;
  const turn = game.rows.length + 1;
  await move('guesses', { guess: formatCode(view.draft), turn });
}

async function submitAnswer() {
  const { black, white } = view.answer;
  await move('answers', { black, white });
}

async function challenge() {
  await move('challenge');
}

// ------------------------------------------------------------------ clock

function syncClock() {
  const s = view.series;
  const c = view.clock;
  const key = s.phase === 'guess' && s.seconds_left !== null && s.seconds_left !== undefined ? rowKey(s) : null;
  if (!key) {
    c.deadline = null;
    c.key = null;
    clearInterval(c.timer);
    c.timer = null;
    return;
  }
  c.deadline = performance.now() + s.seconds_left * 1000;
  if (c.key !== key) {
    c.key = key;
    c.warned = false;
  }
  if (!c.timer) c.timer = setInterval(tick, 250);
}

/** When the server's clock warns, in seconds before the end. */
function warnBefore() {
  return view.series.warning_seconds ?? 0;
}

function secondsLeft() {
  return Math.max(0, (view.clock.deadline - performance.now()) / 1000);
}

function renderClock() {
  const c = view.clock;
  const box = $('clock');
  if (c.deadline === null || !view.series || view.series.phase !== 'guess') {
    box.hidden = true;
    return;
  }
  const left = secondsLeft();
  const whole = Math.ceil(left);
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  box.hidden = false;
  box.classList.toggle('clock-warning', left <= warnBefore());
  box.replaceChildren(
    el('span', { className: 'clock-label' }, `${view.series.game.codebreaker}, row ${view.series.game.rows.length + 1}:`),
    ' ',
    el('span', { className: 'clock-time' }, text),
    left <= warnBefore() ? el('span', { className: 'clock-note' }, left > 0 ? ' hurry!' : ' time is up') : '');
}

function tick() {
  const c = view.clock;
  if (c.deadline === null) return;
  renderClock();
  const left = secondsLeft();
  if (!c.warned && left <= warnBefore() && left > 0) {
    c.warned = true;
    $('clock-alert').textContent = `${plural(Math.ceil(left), 'second')} left for row ${view.series.game.rows.length + 1}!`;
  }
  if (left <= 0 && !c.calling && performance.now() >= c.retryAt) callTime();
}

async function callTime() {
  const c = view.clock;
  c.calling = true;
  try {
    const result = await api(path('timeout'), { method: 'POST' });
    view.notice = noticeOf(result.events);
    $('clock-alert').textContent = view.notice;
    await apply(result.series, { focus: currentScreen() === 'play' });
  } catch (err) {
    if (err.status === 409) {
      // Not up yet by the server's clock, or the row was played meanwhile.
      c.retryAt = performance.now() + 1000;
      await apply(await api(`/api/series/${encodeURIComponent(view.series.id)}`));
    } else {
      fail(err);
    }
  } finally {
    c.calling = false;
  }
}

function fail(err) {
  console.error(err);
  say($('series-message'), (err && err.message) || String(err), 'error');
}

initLayout();
start().catch(fail);
