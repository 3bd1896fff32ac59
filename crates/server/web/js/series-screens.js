// The screens of a series: the hand-over, the code entry, the board in play,
// a game's result and the series' end, with the games played so far and the
// scores.

import { el } from './layout.js';
import { view, $, shownSeries, names } from './series-state.js';
import { boardRows, staticBoard, editableHoles, renderPalette } from './series-board.js';
import { focusSelected } from './series-moves.js';
import { showOnly } from './series.js';
import { byId } from './dom.js';
import { t } from './words.js';
import { coachButton } from './series-coach.js';

/** @typedef {import('./series-state.js').SeriesView} SeriesView */

/** @param {SeriesView} s */
function gameLine(s) {
  const g = s.game;
  if (!g) return '';
  return g.replay
    ? t('series-game-replay', { number: g.number, games: s.games })
    : t('series-game', { number: g.number, games: s.games });
}

/** @param {boolean} focus */
export function renderHandover(focus) {
  const s = shownSeries();
  const { maker, breaker } = names(s);
  showOnly('handover-section');
  $('handover-game').textContent = gameLine(s);
  if (s.phase === 'secret') {
    $('handover-heading').textContent = t('series-set-look-away', { breaker, maker });
    $('handover-help').textContent = t('series-set-only-maker', { maker });
    $('handover-button').textContent = t('series-set-open', { maker });
  } else {
    $('handover-heading').textContent = t('series-pass-heading', { breaker });
    $('handover-help').textContent = s.time_limit ? limitText(breaker, s.time_limit) : t('series-pass-rows', { breaker, turns: s.setup.turns });
    $('handover-button').textContent = t('series-pass-open', { breaker });
  }
  if (focus) byId('handover-button', HTMLButtonElement).focus();
}

/** @param {boolean} focus */
export function renderCode(focus) {
  const s = shownSeries();
  const { maker } = names(s);
  showOnly('code-section');
  if (s.phase === 'reveal') {
    $('code-heading').textContent = t('series-reveal-heading', { maker });
    $('code-help').textContent = t('series-reveal-help');
    $('code-submit').textContent = t('series-reveal-submit');
  } else {
    $('code-heading').textContent = t('series-set-heading', { maker });
    $('code-help').textContent = s.setup.blanks ? t('series-set-help-blanks') : t('series-set-help');
    $('code-submit').textContent = t('series-set-submit');
  }
  const row = $('code-row');
  row.replaceChildren(el('span', { className: 'turn-number' }, t('series-code-row')), editableHoles(null), el('span', { className: 'row-result' }));
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
  $('game-heading').textContent = g.replay
    ? t('series-play-heading-replay', { number: g.number, games: s.games, maker, breaker })
    : t('series-play-heading', { number: g.number, games: s.games, maker, breaker });
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
    status = s.companion ? t('series-answer-copy', { maker, turn }) : t('series-answer-set', { maker, turn });
  } else {
    status = t('series-guess-status', { breaker, turn, turns: s.setup.turns });
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
  const { number, codemaker: maker, codebreaker: breaker } = played;
  const points = o.points;
  if (o.kind === 'wrong-information') {
    $('result-heading').textContent = t('series-wrong-heading', { number });
    $('result-text').textContent = t('series-wrong-text', { count: turns.length, rows: listText(turns), breaker, points, number, maker });
  } else if (o.kind === 'broken') {
    $('result-heading').textContent = t('series-broken-heading', { breaker, rows: o.rows ?? 0 });
    $('result-text').textContent = t('series-broken-text', { maker, points });
  } else {
    $('result-heading').textContent = t('series-unbroken-heading', { breaker });
    $('result-text').textContent = t('series-unbroken-text', { maker, points, rows: o.rows ?? 0 });
  }
  $('result-board').replaceChildren(staticBoard(played, s));
  $('result-scores').replaceChildren(scoreTable(s));
  const next = $('result-next');
  if (s.phase === 'over') next.textContent = t('series-see-winner');
  else if (o.kind === 'wrong-information') next.textContent = t('series-replay-game', { number });
  else next.textContent = t('series-next-game', { maker: s.game?.codemaker ?? '' });
  if (focus) next.focus();
}

/** @param {boolean} focus */
export function renderOver(focus) {
  const s = shownSeries();
  showOnly('over-section');
  const [a, b] = s.players;
  $('winner-heading').textContent = s.winner
    ? t('series-winner', { winner: s.winner, won: s.scores[s.winner], lost: s.scores[s.winner === a ? b : a] })
    : t('series-tie', { points: s.scores[a] });
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
  $('history-summary').textContent = s.phase === 'over' ? t('series-history-all') : t('series-history-so-far', { count: s.history.length });
  $('history').replaceChildren(...s.history.map((played, i) => {
    const o = played.outcome;
    const turns = o.turns ?? [];
    const { number, codemaker: maker, codebreaker: breaker } = played;
    const points = o.points;
    const heading = o.kind === 'broken'
      ? t('series-history-broken', { number, maker, rows: o.rows ?? 0, points })
      : o.kind === 'unbroken'
        ? t('series-history-unbroken', { number, maker, points })
        : t('series-history-void', { number, maker, count: turns.length, rows: listText(turns), breaker, points });
    return el('section', { className: 'history-game', dataset: { game: String(i + 1), outcome: o.kind } },
      el('h3', {}, heading),
      staticBoard(played, s),
      coachButton(s.id, i + 1));
  }));
}

/** @param {SeriesView} s */
function scoreTable(s) {
  const table = el('table', { className: 'series-scores' },
    el('caption', {}, s.phase === 'over'
      ? t('series-score-final', { games: s.games_scored })
      : t('series-score-so-far', { scored: s.games_scored, games: s.games })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, t('series-score-player')),
      el('th', { scope: 'col', className: 'number' }, t('series-score-points')))));
  const body = el('tbody');
  for (const name of s.players) {
    body.append(el('tr', { className: s.winner === name ? 'highlight' : undefined },
      el('th', { scope: 'row', className: 'player-name' }, name),
      el('td', { className: 'number', dataset: { score: name } }, String(s.scores[name]))));
  }
  table.append(body);
  return table;
}

/** Row numbers as the language lists them: "1, 2 and 3".
 * @param {number[]} numbers */
function listText(numbers) {
  if (numbers.length < 2) return numbers.join('');
  return t('series-list-and', { list: numbers.slice(0, -1).join(', '), last: String(numbers[numbers.length - 1]) });
}

/** What the hand-over says of the time for each row: whole minutes as minutes.
 * @param {string} breaker @param {number} seconds */
function limitText(breaker, seconds) {
  if (seconds % 60 === 0) return t('series-pass-minutes', { breaker, minutes: seconds / 60 });
  return t('series-pass-seconds', { breaker, seconds });
}
