// Once a daily code is over: the day's statistics for its level at once
// (games over, codes broken, the share broken) and a countdown to the next
// code. Both come from the server (GET /api/daily/{preset}/table): the day
// is the server's (UTC), and the countdown runs on the server's clock, so
// a browser whose clock or time zone is off still counts to the right
// moment.

import { api } from './api.js';
import { el } from './layout.js';
import { number, percent, presetTitle, t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['DailyTableView']} DailyTableView */

/** The countdown ticking now, stopped when another is drawn. */
let ticking = 0;

/** The day's statistics of `preset` and the countdown, as a section; the
 *  table as the server sent it (its `day` is the server's).
 * @param {string} preset
 * @returns {Promise<{ section: HTMLElement, table: DailyTableView }>} */
export async function dayStatistics(preset) {
  /** @type {DailyTableView} */
  const table = await api(`/api/daily/${encodeURIComponent(preset)}/table`);
  const title = presetTitle({ name: table.preset, title: table.title });
  const lines = [t('play-daily-summary', { title, day: table.day, finished: table.finished, won: table.won })];
  if (table.finished > 0) lines.push(t('play-daily-won-share', { percent: percent(table.won / table.finished) }));
  const countdown = el('p', { id: 'daily-countdown', className: 'daily-countdown', role: 'timer' });
  const section = el('section', { id: 'daily-day', className: 'daily-day', 'aria-labelledby': 'daily-day-heading' },
    el('h3', { id: 'daily-day-heading' }, t('play-daily-day-heading')),
    el('p', { id: 'daily-day-stats' }, lines.join(' ')),
    countdown);
  // The server's clock, as far as this browser's has moved on since.
  const offset = table.now - Date.now();
  const tick = () => {
    const left = table.next_code_at - (Date.now() + offset);
    if (left <= 0) {
      countdown.textContent = t('play-daily-next-code-ready');
      clearInterval(ticking);
      return;
    }
    countdown.textContent = t('play-daily-next-code', { time: clock(left) });
  };
  clearInterval(ticking);
  tick();
  ticking = window.setInterval(tick, 1000);
  return { section, table };
}

/** Milliseconds as hours, minutes and seconds to go: `5:04:09`, rounded up
 *  (the last second shows 0:00:01, never 0:00:00 before the code is out).
 * @param {number} ms */
export function clock(ms) {
  const seconds = Math.ceil(ms / 1000);
  const two = (/** @type {number} */ n) => number(n, { minimumIntegerDigits: 2, useGrouping: false });
  return `${number(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
