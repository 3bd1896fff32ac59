// Placing pegs (palette, digits, letters, arrows) and the moves sent to the
// server: a code, a guess, key pegs, a challenge; the answer's events become
// the status line's notice.

import { api, ApiError } from './api.js';
import { formatCode, nextHole } from './code.js';
import { rowKey } from './draft-keys.js';
import { el } from './layout.js';
import { view, $, shownSeries, editing, currentScreen, fail } from './series-state.js';
import { apply, render } from './series.js';
import { reviewedRows } from './series-board.js';
import { t } from './words.js';

/** @type {ReturnType<typeof setTimeout> | undefined} */
let flagTimer;

export function focusSelected() {
  const screen = currentScreen();
  const scope = screen === 'code' ? '#code-row' : '#board-rows .board-row.current';
  const hole = document.querySelector(`${scope} .hole[data-index="${view.selected}"]`);
  if (hole instanceof HTMLElement) hole.focus();
}

/** @param {number} digit @param {{ focus?: boolean }} [options] */
export function place(digit, { focus = true } = {}) {
  if (!editing()) return;
  const s = shownSeries();
  if (digit === 0 && !s.setup.blanks) return flag(t('series-no-blanks'));
  if (!(digit in view.palette)) return flag(t('series-no-colour', { digit, colours: s.setup.colours }));
  view.draft[view.selected] = digit;
  view.selected = nextHole(view.draft, view.selected);
  render({ focus });
}

/** Keyboard play; true when the key was used.
 * @param {string} key */
export function handleKey(key) {
  if (!editing()) return false;
  return rowKey(key, {
    row: view,
    palette: view.palette,
    place,
    noColour: (letter) => flag(t('series-no-letter', { letter })),
    render: () => render({ focus: true }),
    enter: () => {
      if (view.draft.some((d) => d === null)) {
        flag(t('series-holes-empty', { count: view.draft.filter((d) => d === null).length }));
      } else if (currentScreen() === 'code') submitCode();
      else submitGuess();
    },
    // Drawn from the top: the rows played are above the row in play.
    played: {
      key: 'ArrowUp',
      rows: () => {
        const current = document.querySelector('#board-rows .board-row.current');
        return currentScreen() !== 'code' && current instanceof HTMLElement ? reviewedRows(current) : [];
      },
    },
  });
}

/** A short warning: on the board's flag, or beside the code entry.
 * @param {string} text */
function flag(text) {
  if (currentScreen() === 'code') {
    $('code-status').textContent = text;
    return;
  }
  const area = $('flag-area');
  area.replaceChildren(el('span', { className: 'flag flag-warning', dataset: { flag: 'warning' } }, el('span', { className: 'flag-text' }, text)));
  clearTimeout(flagTimer);
  flagTimer = setTimeout(() => area.replaceChildren(), 5000);
}

/** @param {string} what */
export function path(what) {
  return `/api/series/${encodeURIComponent(shownSeries().id)}/${what}`;
}

/**
 * A move's answer: the series as it stands, and what the move did.
 * @typedef {{ series: import('./series-state.js').SeriesView, events?: SeriesEvent[] }} MoveResult
 */
/** @typedef {{ event: string, turn?: number, black?: number, white?: number }} SeriesEvent */

/** Sends a move; the answer's events say what happened.
 * @param {string} what @param {unknown} [body]
 * @returns {Promise<MoveResult | null>} */
async function move(what, body) {
  if (view.busy) return null;
  view.busy = true;
  try {
    /** @type {MoveResult} */
    const result = await api(path(what), { method: 'POST', body });
    view.busy = false;
    view.notice = noticeOf(result.events);
    await apply(result.series, { focus: true });
    return result;
  } catch (err) {
    view.busy = false;
    if (err instanceof ApiError && (err.status === 400 || err.status === 409)) {
      flag(err.message);
      // The series may have moved on (the clock, another tab): show it as it is.
      if (err.status === 409) await apply(await api(`/api/series/${encodeURIComponent(shownSeries().id)}`));
    } else {
      fail(err);
    }
    return null;
  }
}

/** @param {SeriesEvent[] | undefined} events */
export function noticeOf(events) {
  /** @type {string[]} */
  const parts = [];
  for (const e of events || []) {
    const turn = e.turn ?? 0;
    if (e.event === 'feedback') parts.push(t('series-notice-keys', { turn, black: e.black ?? 0, white: e.white ?? 0 }));
    else if (e.event === 'timeout') parts.push(t('series-notice-timeout', { turn }));
    else if (e.event === 'challenge') parts.push(t('series-notice-challenge'));
  }
  return parts.join(' ');
}

export async function submitCode() {
  if (view.draft.some((d) => d === null)) return flag(t('series-code-unfinished'));
  const code = formatCode(/** @type {number[]} */ (view.draft));
  const s = shownSeries();
  const revealing = s.phase === 'reveal';
  // The code leaves the screen at once.
  view.draft.fill(null);
  view.selected = 0;
  $('code-row').replaceChildren();
  $('code-status').textContent = '';
  // Then the device goes to the codebreaker.
  if (!revealing) view.pass = true;
  // The game (and below, the row) names the move, so that one sent again
  // is refused as made rather than made twice.
  const result = await move(revealing ? 'reveal' : 'secret', revealing ? { code } : { code, game: s.game?.number });
  if (!result && view.pass) {
    view.pass = false;
    render({ focus: true });
  }
}

export async function submitGuess() {
  if (view.draft.some((d) => d === null)) return flag(t('series-row-unfinished'));
  const game = shownSeries().game;
  if (!game) return;
  const turn = game.rows.length + 1;
  await move('guesses', { guess: formatCode(/** @type {number[]} */ (view.draft)), turn });
}

export async function submitAnswer() {
  const { black, white } = view.answer;
  await move('answers', { black, white });
}

export async function challenge() {
  await move('challenge');
}
