// The turn clock of a series with a time limit: the row's time counted down
// from the server's seconds left, the warning said once a row, and time
// called on the server once the clock shows zero.

import { api, ApiError } from './api.js';
import { el } from './layout.js';
import { view, $, shownSeries, rowKey, currentScreen, fail } from './series-state.js';
import { path, noticeOf } from './series-moves.js';
import { apply } from './series.js';
import { t } from './words.js';

const clock = {
  /** @type {number | null} performance.now() at the row's end */
  deadline: null,
  /** @type {string | null} the row the deadline is for */
  key: null,
  warned: false,
  calling: false,
  retryAt: 0,
  /** @type {ReturnType<typeof setInterval> | null} */
  timer: null,
};

/** The clock follows the row in play: a new row, a new deadline and a new warning. */
export function syncClock() {
  const s = shownSeries();
  const c = clock;
  const key = s.phase === 'guess' && s.seconds_left !== null && s.seconds_left !== undefined ? rowKey(s) : null;
  if (!key) {
    c.deadline = null;
    c.key = null;
    if (c.timer) clearInterval(c.timer);
    c.timer = null;
    return;
  }
  c.deadline = performance.now() + (s.seconds_left ?? 0) * 1000;
  if (c.key !== key) {
    c.key = key;
    c.warned = false;
  }
  if (!c.timer) c.timer = setInterval(tick, 250);
}

/** When the server's clock warns, in seconds before the end. */
function warnBefore() {
  return shownSeries().warning_seconds ?? 0;
}

function secondsLeft() {
  return Math.max(0, ((clock.deadline ?? 0) - performance.now()) / 1000);
}

export function renderClock() {
  const c = clock;
  const box = $('clock');
  const game = view.series?.game;
  if (c.deadline === null || !view.series || view.series.phase !== 'guess' || !game) {
    box.hidden = true;
    return;
  }
  const left = secondsLeft();
  const whole = Math.ceil(left);
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  box.hidden = false;
  box.classList.toggle('clock-warning', left <= warnBefore());
  box.replaceChildren(
    el('span', { className: 'clock-label' }, t('series-clock-row', { breaker: game.codebreaker, turn: game.rows.length + 1 })),
    ' ',
    el('span', { className: 'clock-time' }, text),
    left <= warnBefore() ? el('span', { className: 'clock-note' }, ' ', left > 0 ? t('series-clock-hurry') : t('series-clock-up')) : '');
}

function tick() {
  const c = clock;
  if (c.deadline === null) return;
  renderClock();
  const left = secondsLeft();
  if (!c.warned && left <= warnBefore() && left > 0) {
    c.warned = true;
    const turn = (shownSeries().game?.rows.length ?? 0) + 1;
    $('clock-alert').textContent = t('series-clock-alert', { seconds: Math.ceil(left), turn });
  }
  if (left <= 0 && !c.calling && performance.now() >= c.retryAt) callTime();
}

async function callTime() {
  const c = clock;
  c.calling = true;
  try {
    /** @type {import('./series-moves.js').MoveResult} */
    const result = await api(path('timeout'), { method: 'POST' });
    view.notice = noticeOf(result.events);
    $('clock-alert').textContent = view.notice;
    await apply(result.series, { focus: currentScreen() === 'play' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      // Not up yet by the server's clock, or the row was played meanwhile.
      c.retryAt = performance.now() + 1000;
      await apply(await api(`/api/series/${encodeURIComponent(shownSeries().id)}`));
    } else {
      fail(err);
    }
  } finally {
    c.calling = false;
  }
}
