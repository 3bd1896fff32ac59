// The board (game.html?id=…): the hidden secret on top, one row per turn from
// top to bottom, the key pegs of each turn on the right. The page never knows
// the secret before the game ends: it only comes from the server.

import { api, loadPresets } from './api.js';
import { formatCode, parseCode, nextHole } from './code.js';
import { initLayout, el, say, formatSeconds, confirmDialog } from './layout.js';
import { paletteOf, pegElement, feedbackElement, feedbackText, colourName, plural } from './pegs.js';
import { currentGame } from './store.js';
import { renderReview } from './review.js';
import { showHint } from './game-hint.js';
import { paletteButton } from './palette.js';
import { gameClock } from './game-clock.js';
import { initSound, pegSound, resultSound, winSound } from './sound.js';
import { popPeg, revealRow, revealSecret } from './board-motion.js';
import { wireScoreDialog, offerScore } from './score-dialog.js';
import { showDaily } from './daily.js';

const $ = (id) => document.getElementById(id);

const view = {
  game: null, // the server's view of the game
  palette: [], // colours by digit; [0] is the blank
  preset: null, // the preset's entry from /api/presets, if any
  draft: [], // the row being played: digits, or null for an empty hole
  selected: 0, // the hole the next colour goes into
  busy: false,
  hintBusy: false, // a hint is being worked out
};

let warningTimer = null;
const clock = gameClock($('game-clock'));

initLayout();
initSound();
start().catch((err) => fail(err));

async function start() {
  const params = new URLSearchParams(location.search);
  let id = params.get('id');
  if (!id && params.get('preset')) {
    const game = await api('/api/games', { method: 'POST', body: { preset: params.get('preset') } });
    id = String(game.id);
    history.replaceState(null, '', `game.html?id=${encodeURIComponent(id)}`);
  }
  if (!id) {
    const current = currentGame.get();
    if (current) {
      history.replaceState(null, '', `game.html?id=${encodeURIComponent(current)}`);
      id = current;
    }
  }
  if (!id) {
    say($('game-message'), 'No game is in progress. Choose a game and a level on the Introduction page.', 'info');
    $('game-message').append(' ', el('a', { href: './' }, 'Go to the Introduction'));
    return;
  }
  let game;
  try {
    game = await api(`/api/games/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err.status === 404) {
      currentGame.clear(id);
      say($('game-message'), 'This game does not exist (any more). Start a new one from the Introduction.', 'error');
      $('game-message').append(' ', el('a', { href: './' }, 'Go to the Introduction'));
      return;
    }
    throw err;
  }
  await load(game);
  wireControls();
}

async function load(game) {
  view.game = game;
  view.palette = await paletteOf(game.setup);
  const presets = await loadPresets().catch(() => []);
  view.preset = presets.find((p) => p.name === game.preset) || null;
  view.draft = restoreDraft(game);
  view.selected = Math.max(0, view.draft.indexOf(null));
  if (game.state === 'playing') currentGame.set(game.id);
  else currentGame.clear(game.id);
  document.getElementById('board').style.setProperty('--pegs', String(game.setup.pegs));
  $('board-area').hidden = false;
  renderHeading();
  renderPalette();
  render();
  afterGameOver();
}

function isPlaying() {
  return view.game && view.game.state === 'playing';
}

function currentTurn() {
  return view.game.turns.length + 1;
}

function renderHeading() {
  const { game, preset } = view;
  const s = game.setup;
  const ruleName = s.rule === 'colour-game' ? 'the colour game' : 'Mastermind';
  const title = preset ? preset.title : `Custom game (${ruleName} rule)`;
  $('game-title').textContent = title;
  document.title = `${title} — Mastermind`;
  const parts = [
    plural(s.pegs, 'peg'),
    plural(s.colours, 'colour'),
    plural(s.turns, 'turn'),
    s.repetition ? 'colours may repeat' : 'no repeated colours',
  ];
  if (s.blanks) parts.push('blanks allowed');
  $('game-level').textContent = `${parts.join(' · ')}. White pegs by the ${s.rule === 'colour-game' ? 'colour game' : 'Mastermind'} rule.`;
  $('rules-link').href = s.rule === 'colour-game' ? 'rules-colour.html' : 'rules-mastermind.html';
  $('scores-link').href = game.preset ? `scores.html?preset=${encodeURIComponent(game.preset)}` : 'scores.html';
}

function renderPalette() {
  const box = $('palette');
  box.replaceChildren();
  const digits = [];
  for (let d = 1; d < view.palette.length; d++) digits.push(d);
  if (view.game.setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, view.palette[d], { draggable: true });
    button.addEventListener('click', () => {
      if (!isPlaying()) return warn('The game is over: press Play again for a new game.');
      place(d, { focus: false });
    });
    button.addEventListener('dragstart', (event) => {
      event.dataTransfer.setData('text/plain', String(d));
      event.dataTransfer.effectAllowed = 'copy';
    });
    box.append(button);
  }
  box.append(el('p', { className: 'palette-hint', id: 'palette-hint' }, 'Click a hole, then a colour — or drag a colour onto a hole.'));
}

/** Once the game is over the palette is visibly out of play: no clicks, no drags. */
function updatePalette() {
  const playing = isPlaying();
  const box = $('palette');
  box.classList.toggle('palette-over', !playing);
  box.setAttribute('aria-disabled', String(!playing));
  for (const button of box.querySelectorAll('.palette-colour')) {
    button.disabled = !playing;
    button.draggable = playing;
  }
  const hint = $('palette-hint');
  if (hint) {
    hint.textContent = playing
      ? 'Click a hole, then a colour — or drag a colour onto a hole.'
      : 'The game is over: press Play again for a new game.';
  }
}

// The pegs placed in the row in play survive a reload (this tab only).
function draftKey(game) {
  return `mastermind.draft.${game.id}`;
}

function restoreDraft(game) {
  const empty = new Array(game.setup.pegs).fill(null);
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(game)) || 'null');
    if (saved && saved.turn === game.turns.length + 1 && Array.isArray(saved.draft)
        && saved.draft.length === game.setup.pegs) return saved.draft;
  } catch {
    /* nothing saved */
  }
  return empty;
}

function saveDraft() {
  const { game } = view;
  try {
    if (game.state === 'playing' && view.draft.some((d) => d !== null)) {
      sessionStorage.setItem(draftKey(game), JSON.stringify({ turn: currentTurn(), draft: view.draft }));
    } else {
      sessionStorage.removeItem(draftKey(game));
    }
  } catch {
    /* storage disabled */
  }
}

/** Draws the game; `status` is what the status line says instead of its
 *  usual text (the answer to a guess, said once). */
function render({ focus = false, status = statusText() } = {}) {
  const { game } = view;
  saveDraft();
  const s = game.setup;
  const rows = $('board-rows');
  rows.replaceChildren(renderSecretRow());
  for (let turn = 1; turn <= s.turns; turn++) {
    const played = game.turns.find((t) => t.turn === turn);
    if (played) rows.append(renderPlayedRow(played));
    else if (turn === currentTurn() && isPlaying()) rows.append(renderCurrentRow(turn));
    else rows.append(renderFutureRow(turn));
  }
  renderFlag();
  renderStatus(status);
  renderControls();
  updatePalette();
  clock.show(game);
  if (focus) focusSelected();
}

/**
 * The buttons beside the board. While a game is in progress no button
 * stands out (Play again would abandon it); once it is over, Play again is
 * the one to press. Hints only where the server says its solver can give
 * them.
 */
function renderControls() {
  const playing = isPlaying();
  const hint = $('hint-button');
  if (!playing) {
    hint.disabled = true;
    hint.title = 'The game is over: no more hints.';
  } else if (view.game.daily) {
    hint.disabled = true;
    hint.title = 'No hints on the daily code.';
  } else if (!view.game.hints) {
    hint.disabled = true;
    hint.title = 'No hints for this setup: it has too many codes for the solver. Try a smaller setup or a level from the Introduction.';
  } else {
    hint.disabled = view.hintBusy;
    hint.title = 'How many codes still fit, and a good next guess';
  }
  $('hint-note').hidden = !playing || (view.game.hints && !view.game.daily);
  $('quit-button').disabled = !playing;
  $('play-again-button').classList.toggle('button-primary', !playing);
}

function renderSecretRow() {
  const { game } = view;
  const row = el('div', { className: 'board-row secret-row', role: 'listitem', tabindex: '-1' });
  row.addEventListener('keydown', onRowKey);
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, 'key'));
  const pegs = el('div', { className: 'row-pegs secret' });
  if (game.secret !== undefined && game.secret !== null) {
    const digits = parseCode(game.secret);
    pegs.setAttribute('aria-label', `secret: ${digits.map((d) => colourName(view.palette, d)).join(', ')}`);
    pegs.setAttribute('role', 'img');
    for (const d of digits) pegs.append(pegElement(view.palette[d]));
  } else {
    pegs.setAttribute('role', 'img');
    pegs.setAttribute('aria-label', 'secret: hidden until the game ends');
    for (let i = 0; i < game.setup.pegs; i++) pegs.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  pegs.addEventListener('click', () => {
    if (isPlaying()) warn('The secret stays hidden until the game ends.');
  });
  row.append(pegs, el('span', { className: 'row-result' }));
  return row;
}

function holeLabel(turn, index, digit) {
  const colour = digit === null || digit === undefined ? 'empty' : colourName(view.palette, digit);
  return `row ${turn}, peg ${index + 1}: ${colour}`;
}

/**
 * A played row is one item to a screen reader, its guess and its key pegs in
 * words, reached from the row in play with the arrow keys (onRowKey); once
 * the game is over the last one takes Tab.
 */
function renderPlayedRow(played) {
  const pegs = view.game.setup.pegs;
  const digits = parseCode(played.guess);
  const last = played.turn === view.game.turns.length;
  const row = el('div', {
    className: 'board-row played',
    role: 'listitem',
    tabindex: last && !isPlaying() ? '0' : '-1',
    'aria-label': `row ${played.turn}: ${digits.map((d) => colourName(view.palette, d)).join(', ')}; ${feedbackText(played.black, played.white)}`,
    dataset: { turn: String(played.turn), guess: played.guess },
  });
  row.addEventListener('keydown', onRowKey);
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(played.turn)));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  digits.forEach((d) => {
    const hole = el('span', { className: 'hole' });
    hole.append(pegElement(view.palette[d]));
    holes.append(hole);
  });
  holes.addEventListener('click', () => warnPastRow(played.turn));
  const result = el('span', { className: 'row-result', 'aria-hidden': 'true' }, feedbackElement(played.black, played.white, pegs));
  result.title = feedbackText(played.black, played.white);
  row.append(holes, result);
  return row;
}

/** The rows a screen reader steps through: the secret, the rows played. */
function reviewRows() {
  return [...document.querySelectorAll('#board-rows .secret-row, #board-rows .board-row.played')];
}

/** ↑ ↓ from row to row; ↓ past the last row played goes back to the row in play. */
function onRowKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = reviewRows();
  const at = rows.indexOf(event.currentTarget);
  if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
    if (at > 0) rows[at - 1].focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
    if (at < rows.length - 1) rows[at + 1].focus();
    else focusSelected();
  } else if (event.key === 'Home') {
    rows[0].focus();
  } else if (event.key === 'End') {
    if (isPlaying()) focusSelected();
    else rows[rows.length - 1].focus();
  } else {
    return;
  }
  event.preventDefault();
}

function warnPastRow(turn) {
  if (isPlaying()) warn(`Row ${turn} has been played. Place your pegs in row ${currentTurn()}.`);
  else warn('The game is over: press Play again for a new game.');
}

function renderFutureRow(turn) {
  const row = el('div', { className: 'board-row future', role: 'listitem', 'aria-label': `row ${turn}: to come`, dataset: { turn: String(turn) } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', 'aria-hidden': 'true' });
  for (let i = 0; i < view.game.setup.pegs; i++) holes.append(el('span', { className: 'hole' }));
  holes.addEventListener('click', () => {
    if (isPlaying()) warn(`Row ${turn} is not in play yet. Place your pegs in row ${currentTurn()}.`);
    else warn('The game is over: press Play again for a new game.');
  });
  row.append(holes, el('span', { className: 'row-result', 'aria-hidden': 'true' }));
  return row;
}

function renderCurrentRow(turn) {
  const row = el('div', { className: 'board-row current', role: 'listitem', dataset: { turn: String(turn) } });
  row.append(el('span', { className: 'turn-number', 'aria-hidden': 'true' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'group', 'aria-label': `row ${turn}, the turn in play` });
  view.draft.forEach((d, i) => {
    const hole = el('button', {
      type: 'button',
      className: 'hole' + (i === view.selected ? ' selected' : ''),
      'aria-label': holeLabel(turn, i, d),
      tabindex: i === view.selected ? '0' : '-1',
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(view.palette[d]));
    hole.addEventListener('click', () => {
      view.selected = i;
      render({ focus: true });
    });
    hole.addEventListener('keydown', onHoleKey);
    hole.addEventListener('dragover', (event) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      hole.classList.add('drop-target');
    });
    hole.addEventListener('dragleave', () => hole.classList.remove('drop-target'));
    hole.addEventListener('drop', (event) => {
      event.preventDefault();
      const digit = Number(event.dataTransfer.getData('text/plain'));
      if (!Number.isInteger(digit) || !(digit in view.palette)) return;
      view.selected = i;
      place(digit, { focus: true });
    });
    holes.append(hole);
  });
  const result = el('span', { className: 'row-result' });
  const full = view.draft.every((d) => d !== null);
  if (full) {
    const submit = el('button', {
      type: 'button',
      className: 'submit-turn',
      'aria-label': `Submit row ${turn}`,
      title: 'Submit this row (Enter)',
    }, '✓');
    submit.addEventListener('click', () => submitTurn());
    result.append(submit);
  } else {
    result.addEventListener('click', () => warnIncomplete());
  }
  row.append(holes, result);
  return row;
}

function focusSelected() {
  const hole = document.querySelector(`.board-row.current .hole[data-index="${view.selected}"]`);
  if (hole) hole.focus();
}

function place(digit, { focus = true } = {}) {
  if (!isPlaying() || view.busy) return;
  if (digit === 0 && !view.game.setup.blanks) return warn('This level has no blanks: every hole takes a colour.');
  if (!(digit in view.palette)) return warn(`This level has ${view.game.setup.colours} colours: there is no colour ${digit}.`);
  const placed = view.selected;
  view.draft[placed] = digit;
  view.selected = nextHole(view.draft, placed);
  render({ focus });
  // Said once: the focus has moved on to the next hole, which says itself.
  $('game-announcer').textContent = holeLabel(currentTurn(), placed, digit);
  popPeg(document.querySelector(`.board-row.current .hole[data-index="${placed}"]`));
  pegSound();
}

function warnIncomplete() {
  const missing = view.draft.filter((d) => d === null).length;
  warn(`Row ${currentTurn()} needs ${plural(missing, 'more peg', 'more pegs')} before it can be submitted.`);
}

function onHoleKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (handleKey(event.key)) event.preventDefault();
}

/** Keyboard play; true when the key was used. */
function handleKey(key) {
  if (!isPlaying()) return false;
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
    else warn(`No colour of this level has the letter ${key.toUpperCase()}.`);
    return true;
  }
  switch (key) {
    case 'ArrowLeft':
      view.selected = Math.max(0, view.selected - 1);
      render({ focus: true });
      return true;
    case 'ArrowRight':
      view.selected = Math.min(n - 1, view.selected + 1);
      render({ focus: true });
      return true;
    case 'ArrowUp': {
      // Up from the row in play: the rows played, one by one.
      const rows = reviewRows();
      rows[rows.length - 1].focus();
      return true;
    }
    case 'ArrowDown':
      return true;
    case 'Home':
      view.selected = 0;
      render({ focus: true });
      return true;
    case 'End':
      view.selected = n - 1;
      render({ focus: true });
      return true;
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
      if (view.draft.every((d) => d !== null)) submitTurn();
      else warnIncomplete();
      return true;
    default:
      return false;
  }
}

// Typing with nothing focused plays at the selected hole too; so does typing
// after a click on the palette or the board, which leaves the focus on the
// clicked button. There Enter and Space keep clicking that button, and the
// arrows are the page's.
const PEG_KEYS = /^([0-9a-z.]|Backspace|Delete)$/i;

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (document.querySelector('dialog[open]')) return;
  if (!isPlaying()) return;
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  const onBoard = !onBody && (active.closest('#palette') || active.closest('#board'));
  if (!onBody && !(onBoard && PEG_KEYS.test(event.key))) return;
  if (handleKey(event.key)) {
    event.preventDefault();
    focusSelected();
  }
});

async function submitTurn() {
  if (view.busy || !isPlaying()) return;
  if (!view.draft.every((d) => d !== null)) return warnIncomplete();
  view.busy = true;
  const turn = currentTurn();
  try {
    const answer = await api(`/api/games/${encodeURIComponent(view.game.id)}/guesses`, {
      method: 'POST',
      // The turn names the move: sent again after a lost answer, it is
      // refused as played rather than played twice.
      body: { guess: formatCode(view.draft), turn },
    });
    const game = await api(`/api/games/${encodeURIComponent(view.game.id)}`);
    view.game = game;
    view.draft = new Array(game.setup.pegs).fill(null);
    view.selected = 0;
    $('hint-panel').hidden = true;
    if (game.state !== 'playing') currentGame.clear(game.id);
    render({ focus: game.state === 'playing' });
    showAnswer(turn, answer);
    afterGameOver();
  } catch (err) {
    if (err.status === 400 || err.status === 409 || err.status === 422) warn(err.message);
    else fail(err);
  } finally {
    view.busy = false;
  }
}

/** The result just given, seen and heard: the key pegs, and the secret at the end. */
function showAnswer(turn, answer) {
  revealRow(document.querySelector(`#board-rows .board-row[data-turn="${turn}"]`));
  const won = view.game.state === 'won';
  if (view.game.state !== 'playing') revealSecret(document.querySelector('#board-rows .secret-row'), { won });
  if (won) winSound();
  else resultSound(answer.black, answer.white);
}

/** The status line, from the server's view alone: the last answer in words
 *  and what it leaves, so that it reads the same until the next answer. */
function statusText() {
  const { game } = view;
  const last = game.turns[game.turns.length - 1];
  const answer = last ? `Turn ${last.turn}: ${feedbackText(last.black, last.white)}` : '';
  switch (game.state) {
    case 'won':
      return `${answer}. You broke the code in ${plural(game.turns.length, 'turn')}${game.seconds !== undefined && game.seconds !== null ? ` and ${formatSeconds(game.seconds)}` : ''}.`;
    case 'lost':
      return `${answer}. No turns left: the codemaker wins. The secret is revealed.`;
    case 'quit':
      return 'You quit the game. The secret is revealed.';
    default:
      return last
        ? `${answer}; ${plural(game.turns_left, 'turn')} left.`
        : `Turn 1 of ${game.setup.turns}: ${plural(game.turns_left, 'turn')} left.`;
  }
}

/** A live region rewritten with the text it has would be said again: only a
 *  change is written. */
function renderStatus(text) {
  const status = $('game-status');
  if (status.textContent !== text) status.textContent = text;
}

function renderFlag() {
  const area = $('flag-area');
  const { state } = view.game;
  if (state === 'won') setFlag('won', 'Code broken!');
  else if (state === 'lost') setFlag('lost', 'Out of turns');
  else if (state === 'quit') setFlag('lost', 'Game quit');
  else if (!area.querySelector('.flag-warning')) area.replaceChildren();
}

function setFlag(kind, text) {
  clearTimeout(warningTimer);
  const flag = el('span', { className: `flag flag-${kind}`, dataset: { flag: kind } }, el('span', { className: 'flag-text' }, text));
  $('flag-area').replaceChildren(flag);
}

/** The yellow warning flag: a click on an invalid point. */
function warn(text) {
  if (view.game && view.game.state !== 'playing') {
    // Keep the green or red flag; say the warning beside it.
    $('game-status').textContent = text;
    return;
  }
  // The flag is seen; the announcer says it.
  $('game-announcer').textContent = text;
  setFlag('warning', text);
  warningTimer = setTimeout(() => {
    const area = $('flag-area');
    if (area.querySelector('.flag-warning')) area.replaceChildren();
  }, 5000);
}

function wireControls() {
  $('quit-button').addEventListener('click', async () => {
    if (!isPlaying()) return;
    if (!(await confirmDialog('Quit this game? The secret will be revealed.', 'Quit the game', 'Keep playing'))) return;
    try {
      const game = await api(`/api/games/${encodeURIComponent(view.game.id)}/quit`, { method: 'POST' });
      view.game = game;
      currentGame.clear(game.id);
      render();
      revealSecret(document.querySelector('#board-rows .secret-row'));
      afterGameOver();
    } catch (err) {
      fail(err);
    }
  });
  $('play-again-button').addEventListener('click', async () => {
    const { game } = view;
    if (isPlaying()) {
      // Like Quit: a game in progress is not dropped with one click, and
      // once dropped it is quit on the server rather than left open.
      const sure = await confirmDialog(
        'Start a new game? This one will be quit and its secret revealed.',
        'Quit and play again',
        'Keep playing',
      );
      if (!sure) return;
      try {
        await api(`/api/games/${encodeURIComponent(game.id)}/quit`, { method: 'POST' });
      } catch (err) {
        // 409: it ended meanwhile (another tab); 404: it is gone. Either way
        // nothing is left open: go on with the new game.
        if (err.status !== 409 && err.status !== 404) return fail(err);
      }
      currentGame.clear(game.id);
    }
    const body = game.preset ? { preset: game.preset } : { setup: customSetup(game.setup) };
    try {
      const next = await api('/api/games', { method: 'POST', body });
      currentGame.set(next.id);
      location.assign(`game.html?id=${encodeURIComponent(next.id)}`);
    } catch (err) {
      fail(err);
    }
  });
  $('hint-button').addEventListener('click', async () => {
    if (!isPlaying() || view.hintBusy) return;
    view.hintBusy = true;
    renderControls();
    await showHint($('hint-panel'), view.game, view.palette, (suggestion) => {
      if (!isPlaying()) return;
      view.draft = suggestion;
      view.selected = view.draft.length - 1;
      render({ focus: true });
    });
    view.hintBusy = false;
    renderControls();
  });
  wireScoreDialog(() => view.game, afterGameOver);
}

function customSetup(s) {
  return { pegs: s.pegs, colours: s.colours, turns: s.turns, blanks: s.blanks, repetition: s.repetition, rule: s.rule };
}

async function afterGameOver() {
  const { game } = view;
  showDaily(game);
  if (game.state === 'playing') return;
  offerScore(game, view.preset ? view.preset.title : 'this level');
  if (!game.hints) {
    // The review needs the solver too: none for a setup this large.
    $('review-section').hidden = true;
    return;
  }
  try {
    const review = await api(`/api/games/${encodeURIComponent(game.id)}/review`);
    $('review').replaceChildren(renderReview(review, view.palette));
    $('review-section').hidden = false;
  } catch {
    // The review is extra: a game without one is still over and shown.
    $('review-section').hidden = true;
  }
}

function fail(err) {
  console.error(err);
  say($('game-message'), err.message || String(err), 'error');
}

