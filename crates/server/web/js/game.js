// The board (game.html?id=…): the hidden secret on top, one row per turn from
// top to bottom, the key pegs of each turn on the right. This module ties the
// page's parts together: its state (game-state.js), the rows
// (game-rows.js), the keys (game-keys.js), the words (game-said.js), the
// clock, hints, the high-score dialog and the daily code. The page never
// knows the secret before the game ends: it only comes from the server.

import { api, ApiError, loadColours, loadPresets } from './api.js';
import { byId } from './dom.js';
import { formatCode } from './code.js';
import { initLayout, el, say, confirmDialog } from './layout.js';
import { all } from './dom.js';
import { paletteOf } from './pegs.js';
import { presetTitle, t } from './words.js';
import { currentGame } from './store.js';
import { renderReview } from './review.js';
import { showHint } from './game-hint.js';
import { paletteButton } from './palette.js';
import { gameClock } from './game-clock.js';
import { resultSound, winSound } from './sound.js';
import { revealRow, revealSecret } from './board-motion.js';
import { wireScoreDialog, offerScore } from './score-dialog.js';
import { showDaily } from './daily.js';
import { view, $, shownGame, isPlaying, currentTurn, restoreDraft, saveDraft, fail } from './game-state.js';
import { statusText, renderStatus, renderFlag, warn } from './game-said.js';
import { renderSecretRow, renderPlayedRow, renderCurrentRow, renderFutureRow } from './game-rows.js';
import { focusSelected, place, warnIncomplete } from './game-keys.js';

/** @typedef {import('./game-state.js').GameView} GameView */

const clock = gameClock($('game-clock'));

initLayout();
start().catch((err) => fail(err));

async function start() {
  // The colours and the levels are asked for at once, beside the game.
  loadColours().catch(() => {});
  loadPresets().catch(() => {});
  const params = new URLSearchParams(location.search);
  let id = params.get('id');
  if (!id && params.get('preset')) {
    /** @type {GameView} */
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
    say($('game-message'), t('play-no-game'), 'info');
    $('game-message').append(' ', el('a', { href: './' }, t('play-go-introduction')));
    return;
  }
  /** @type {GameView} */
  let game;
  try {
    game = await api(`/api/games/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      currentGame.clear(id);
      say($('game-message'), t('play-game-gone'), 'error');
      $('game-message').append(' ', el('a', { href: './' }, t('play-go-introduction')));
      return;
    }
    throw err;
  }
  await load(game);
  wireControls();
}

/** @param {GameView} game */
async function load(game) {
  view.game = game;
  view.palette = await paletteOf(game.setup);
  const presets = await loadPresets().catch(() => []);
  view.preset = presets.find((p) => p.name === game.preset) || null;
  view.draft = restoreDraft(game);
  view.selected = Math.max(0, view.draft.indexOf(null));
  if (game.state === 'playing') currentGame.set(game.id);
  else currentGame.clear(game.id);
  $('board').style.setProperty('--pegs', String(game.setup.pegs));
  $('board-area').hidden = false;
  renderHeading();
  renderPalette();
  render();
  afterGameOver();
}

function renderHeading() {
  const game = shownGame();
  const { preset } = view;
  const s = game.setup;
  const rule = s.rule === 'colour-game' ? 'colour-game' : 'mastermind';
  const title = preset ? presetTitle(preset) : t('play-custom-title', { rule });
  $('game-title').textContent = title;
  document.title = t('play-page-title', { title });
  $('game-level').textContent = t('play-game-level', {
    pegs: s.pegs,
    colours: s.colours,
    turns: s.turns,
    repetition: s.repetition ? 'yes' : 'no',
    blanks: s.blanks ? 'yes' : 'no',
    rule,
  });
  byId('rules-link', HTMLAnchorElement).href = s.rule === 'colour-game' ? 'rules-colour.html' : 'rules-mastermind.html';
  byId('scores-link', HTMLAnchorElement).href = game.preset ? `scores.html?preset=${encodeURIComponent(game.preset)}` : 'scores.html';
}

function renderPalette() {
  const box = $('palette');
  box.replaceChildren();
  const digits = [];
  for (let d = 1; d < view.palette.length; d++) digits.push(d);
  if (shownGame().setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, view.palette[d], { draggable: true });
    button.addEventListener('click', () => {
      if (!isPlaying()) return warn(t('play-game-over-warning'));
      place(d, { focus: false });
    });
    button.addEventListener('dragstart', (event) => {
      if (!event.dataTransfer) return;
      event.dataTransfer.setData('text/plain', String(d));
      event.dataTransfer.effectAllowed = 'copy';
    });
    box.append(button);
  }
  box.append(el('p', { className: 'palette-hint', id: 'palette-hint' }, t('play-palette-hint')));
}

/** Once the game is over the palette is visibly out of play: no clicks, no drags. */
function updatePalette() {
  const playing = isPlaying();
  const box = $('palette');
  box.classList.toggle('palette-over', !playing);
  box.setAttribute('aria-disabled', String(!playing));
  for (const button of all(box, '.palette-colour', HTMLButtonElement)) {
    button.disabled = !playing;
    button.draggable = playing;
  }
  const hint = document.getElementById('palette-hint');
  if (hint) {
    hint.textContent = playing ? t('play-palette-hint') : t('play-game-over-warning');
  }
}

/** Draws the game; `status` is what the status line says instead of its
 *  usual text.
 * @param {{ focus?: boolean, status?: string }} [options] */
export function render({ focus = false, status = statusText() } = {}) {
  const game = shownGame();
  saveDraft();
  const s = game.setup;
  const rows = $('board-rows');
  rows.replaceChildren(renderSecretRow());
  for (let turn = 1; turn <= s.turns; turn++) {
    const played = game.turns.find((row) => row.turn === turn);
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
  const game = shownGame();
  const playing = isPlaying();
  const hint = byId('hint-button', HTMLButtonElement);
  if (!playing) {
    hint.disabled = true;
    hint.title = t('play-hint-over');
  } else if (game.daily) {
    hint.disabled = true;
    hint.title = t('play-hint-daily');
  } else if (!game.hints) {
    hint.disabled = true;
    hint.title = t('play-hint-too-big');
  } else {
    hint.disabled = view.hintBusy;
    hint.title = t('play-hint-title');
  }
  $('hint-note').hidden = !playing || (game.hints && !game.daily);
  byId('quit-button', HTMLButtonElement).disabled = !playing;
  $('play-again-button').classList.toggle('button-primary', !playing);
}

export async function submitTurn() {
  if (view.busy || !isPlaying()) return;
  if (!view.draft.every((d) => d !== null)) return warnIncomplete();
  view.busy = true;
  const turn = currentTurn();
  const { id } = shownGame();
  const guess = formatCode(/** @type {number[]} */ (view.draft));
  try {
    /** @type {import('./api-types').components['schemas']['GuessView']} */
    const answer = await api(`/api/games/${encodeURIComponent(id)}/guesses`, {
      method: 'POST',
      // The turn names the move: sent again after a lost answer, it is
      // refused as played rather than played twice.
      body: { guess, turn },
    });
    // It went through: a message of a failure before is no longer true, and
    // the last peg placed ("row 1, peg 4: blue") is no longer news: a
    // screen reader browsing the page would find it there (emptied, a
    // region says nothing; the status line says the turn).
    $('game-message').hidden = true;
    $('game-announcer').textContent = '';
    view.draft = new Array(shownGame().setup.pegs).fill(null);
    view.selected = 0;
    $('hint-panel').hidden = true;
    // The answer draws the row: one round trip a guess. The whole game is
    // asked for only when the page is behind (another tab played meanwhile)
    // or the game is over (its time, its place in the tables).
    const behind = !drawAnswer(answer, guess);
    if (behind || answer.state !== 'playing') {
      /** @type {GameView} */
      const game = await api(`/api/games/${encodeURIComponent(id)}`);
      view.game = game;
    }
    const game = shownGame();
    if (game.state !== 'playing') currentGame.clear(game.id);
    render({ focus: game.state === 'playing' });
    showAnswer(turn, answer);
    afterGameOver();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 409 || err.status === 422)) warn(err.message);
    else fail(err);
  } finally {
    view.busy = false;
  }
}

/** The game as the answer to a guess leaves it, drawn without asking the
 *  server again; false when the answer is not for the turn the page shows
 *  next (the page is behind).
 * @param {import('./api-types').components['schemas']['GuessView']} answer
 * @param {string} guess the guess as sent */
function drawAnswer(answer, guess) {
  const game = shownGame();
  if (answer.turn !== game.turns.length + 1) return false;
  // The same game object: the clock goes on from the server's reading.
  game.turns.push({ turn: answer.turn, guess, black: answer.black, white: answer.white });
  game.turns_left = Math.max(0, game.turns_left - 1);
  game.state = answer.state;
  if (answer.secret) game.secret = answer.secret;
  return true;
}

/** The result just given, seen and heard: the key pegs, and the secret at the end.
 * @param {number} turn @param {{ black: number, white: number }} answer */
function showAnswer(turn, answer) {
  revealRow(document.querySelector(`#board-rows .board-row[data-turn="${turn}"]`));
  const { state } = shownGame();
  const won = state === 'won';
  if (state !== 'playing') revealSecret(document.querySelector('#board-rows .secret-row'), { won });
  if (won) winSound();
  else resultSound(answer.black, answer.white);
}

function wireControls() {
  $('quit-button').addEventListener('click', async () => {
    if (!isPlaying()) return;
    if (!(await confirmDialog(t('play-quit-confirm'), t('play-quit-confirm-yes'), t('play-keep-playing')))) return;
    try {
      /** @type {GameView} */
      const game = await api(`/api/games/${encodeURIComponent(shownGame().id)}/quit`, { method: 'POST' });
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
    const game = shownGame();
    if (isPlaying()) {
      // Like Quit: a game in progress is not dropped with one click, and
      // once dropped it is quit on the server rather than left open.
      const sure = await confirmDialog(
        t('play-again-confirm'),
        t('play-again-confirm-yes'),
        t('play-keep-playing'),
      );
      if (!sure) return;
      try {
        await api(`/api/games/${encodeURIComponent(game.id)}/quit`, { method: 'POST' });
      } catch (err) {
        // 409: it ended meanwhile (another tab); 404: it is gone. Either way
        // nothing is left open: go on with the new game.
        if (!(err instanceof ApiError && (err.status === 409 || err.status === 404))) return fail(err);
      }
      currentGame.clear(game.id);
    }
    const body = game.preset ? { preset: game.preset } : { setup: customSetup(game.setup) };
    // One new game a press: the button waits for the one being made.
    const button = /** @type {HTMLButtonElement} */ ($('play-again-button'));
    if (button.disabled) return;
    button.disabled = true;
    try {
      /** @type {GameView} */
      const next = await api('/api/games', { method: 'POST', body });
      currentGame.set(next.id);
      location.assign(`game.html?id=${encodeURIComponent(next.id)}`);
    } catch (err) {
      button.disabled = false;
      fail(err);
    }
  });
  $('hint-button').addEventListener('click', async () => {
    if (!isPlaying() || view.hintBusy) return;
    view.hintBusy = true;
    renderControls();
    const turn = currentTurn();
    const current = () => isPlaying() && currentTurn() === turn;
    await showHint($('hint-panel'), shownGame(), view.palette, (suggestion) => {
      if (!current()) return;
      view.draft = suggestion;
      view.selected = view.draft.length - 1;
      render({ focus: true });
    }, current);
    view.hintBusy = false;
    renderControls();
  });
  wireScoreDialog(shownGame, afterGameOver);
}

/** @param {GameView['setup']} s */
function customSetup(s) {
  return { pegs: s.pegs, colours: s.colours, turns: s.turns, blanks: s.blanks, repetition: s.repetition, rule: s.rule };
}

async function afterGameOver() {
  const game = shownGame();
  showDaily(game);
  if (game.state === 'playing') return;
  offerScore(game, view.preset ? presetTitle(view.preset) : t('play-this-level'));
  if (!game.hints) {
    // The review needs the solver too: none for a setup this large.
    $('review-section').hidden = true;
    return;
  }
  try {
    /** @type {import('./api-types').components['schemas']['ReviewView']} */
    const review = await api(`/api/games/${encodeURIComponent(game.id)}/review`);
    $('review').replaceChildren(renderReview(review, view.palette));
    $('review-section').hidden = false;
  } catch {
    // The review is extra: a game without one is still over and shown.
    $('review-section').hidden = true;
  }
}
