// The screens of a series: the hand-over, the code entry, the board in play,
// a game's result and the series' end, with the games played so far and the
// scores.

import { el } from './layout.js';
import { plural } from './pegs.js';
import { view, $, shownSeries, names } from './series-state.js';
import { boardRows, staticBoard, editableHoles, renderPalette } from './series-board.js';
import { focusSelected } from './series-moves.js';
import { showOnly } from './series.js';
import { byId } from './dom.js';

/** @typedef {import('./series-state.js').SeriesView} SeriesView */

/** @param {SeriesView} s */
function gameLine(s) {
  const g = s.game;
  if (!g) return '';
  return g.replay
    ? `Game ${g.number} of ${s.games}, replayed after wrong information`
    : `Game ${g.number} of ${s.games}`;
}

/** @param {boolean} focus */
export function renderHandover(focus) {
  const s = shownSeries();
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
  if (focus) byId('handover-button', HTMLButtonElement).focus();
}

/** @param {boolean} focus */
export function renderCode(focus) {
  const s = shownSeries();
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
  byId('code-submit', HTMLButtonElement).disabled = view.busy || view.draft.some((d) => d === null);
  if (focus) focusSelected();
}

/** @param {boolean} focus */
export function renderPlay(focus) {
  const s = shownSeries();
  const g = s.game;
  if (!g) return;
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
  // A live region: written only when its text changes, not again at each
  // peg placed (which draws the board again), or it would be said again.
  const said = view.notice ? `${view.notice} ${status}` : status;
  if ($('play-status').textContent !== said) $('play-status').textContent = said;
  const manual = s.feedback === 'manual' || s.companion;
  const challengeButton = byId('challenge-button', HTMLButtonElement);
  if (challengeButton.parentElement) challengeButton.parentElement.hidden = !manual;
  $('computed-note').hidden = manual;
  challengeButton.disabled = view.busy || !g.rows.some((r) => r.guess !== null);
  $('play-scores').replaceChildren(scoreTable(s));
  if (focus) {
    if (s.phase === 'guess') focusSelected();
    else {
      const button = document.querySelector('#board-rows .answer-button');
      if (button instanceof HTMLElement) button.focus();
    }
  }
}

/** @param {boolean} focus */
export function renderResult(focus) {
  const s = shownSeries();
  const played = s.history[s.history.length - 1];
  const o = played.outcome;
  const turns = o.turns ?? [];
  showOnly('result-section');
  if (o.kind === 'wrong-information') {
    $('result-heading').textContent = `Wrong information in game ${played.number}!`;
    const rows = turns.length === 1 ? `The key pegs of row ${turns[0]} are` : `The key pegs of rows ${listText(turns)} cannot all be`;
    $('result-text').textContent = `${rows} true (highlighted). ${played.codebreaker} scores ${plural(o.points, 'point')}, and game ${played.number} is replayed: ${played.codemaker} makes a new code.`;
  } else if (o.kind === 'broken') {
    $('result-heading').textContent = `${played.codebreaker} broke the code in ${plural(o.rows ?? 0, 'row')}`;
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
  else next.textContent = `Next game: ${s.game?.codemaker} makes the code`;
  if (focus) next.focus();
}

/** @param {boolean} focus */
export function renderOver(focus) {
  const s = shownSeries();
  showOnly('over-section');
  const [a, b] = s.players;
  $('winner-heading').textContent = s.winner
    ? `${s.winner} wins the series, ${s.scores[s.winner]} to ${s.scores[s.winner === a ? b : a]}`
    : `A tie: ${s.scores[a]} points each`;
  $('final-scores').replaceChildren(scoreTable(s));
  byId('history-section', HTMLDetailsElement).open = true;
  if (focus) $('winner-heading').setAttribute('tabindex', '-1');
  if (focus) $('winner-heading').focus();
}

/** @param {import('./series-state.js').Screen} screen */
export function renderHistory(screen) {
  const s = shownSeries();
  const section = $('history-section');
  const shown = ['play', 'result', 'over'].includes(screen) && s.history.length > 0;
  section.hidden = !shown;
  if (!shown) return;
  $('history-summary').textContent = s.phase === 'over' ? 'Every game of the series' : `Games played so far (${s.history.length})`;
  $('history').replaceChildren(...s.history.map((played, i) => {
    const o = played.outcome;
    const turns = o.turns ?? [];
    const what = o.kind === 'broken'
      ? `broken in ${plural(o.rows ?? 0, 'row')}: ${played.codemaker} +${o.points}`
      : o.kind === 'unbroken'
        ? `not broken: ${played.codemaker} +${o.points}`
        : `void, wrong information in ${turns.length === 1 ? 'row' : 'rows'} ${listText(turns)}: ${played.codebreaker} +${o.points}`;
    return el('section', { className: 'history-game', dataset: { game: String(i + 1), outcome: o.kind } },
      el('h3', {}, `Game ${played.number}: ${played.codemaker}'s code, ${what}`),
      staticBoard(played, s));
  }));
}

/** @param {SeriesView} s */
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

/** "1, 2 and 3".
 * @param {number[]} numbers */
function listText(numbers) {
  if (numbers.length < 2) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** @param {number} seconds */
function formatLimit(seconds) {
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}
