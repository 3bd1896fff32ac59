// The clocks of a duel with a time control: each side's time, counted down
// against the server's clock; the warning style in the last ten seconds,
// said once a deadline; the server asked once a clock shows zero (it calls
// time, the page does not).

import { el } from './layout.js';
import { t, date } from './words.js';
import { formatClock } from './duel-words.js';
import { one } from './dom.js';
import { page, $, shown, namesOf, sidesOf } from './duel-state.js';

/** @typedef {import('./duel-state.js').Clock} Clock */
/** @typedef {import('./duel-state.js').Side} Side */
import { refetch } from './duel-live.js';

const WARN_MS = 10000; // the clock's warning style in the last 10 s

/** @type {ReturnType<typeof setInterval> | null} */
let clockTimer = null;
let clockWarned = '';
let lastExpiryFetch = 0;

/** The time left to `side`, and whether it runs; null where the clock keeps none.
 * @param {Clock} clock
 * @param {Side} side */
function timeLeft(clock, side) {
  const deadline = clock.deadlines ? clock.deadlines[side] : null;
  if (deadline !== null && deadline !== undefined) return { ms: deadline - (Date.now() + page.offset), running: true };
  if (clock.time_control && clock.time_control.kind === 'per-game' && clock.left_ms) return { ms: clock.left_ms[side], running: false };
  return null;
}

/** Both clocks, drawn again for the duel shown, ticking while it is in play. */
export function drawClocks() {
  const { view, duel } = shown();
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
    const player = names[side] ?? '?';
    const who = side === you ? t('online-clock-yours') : t('online-clock-theirs', { player });
    const label = side === you ? t('online-clock-yours-label') : t('online-clock-theirs-label', { player });
    return el('div', { className: 'series-clock duel-clock', role: 'timer', dataset: { side }, 'aria-label': who },
      el('span', { className: 'clock-label' }, label),
      el('span', { className: 'clock-time' }, ''),
      el('span', { className: 'clock-note' }, ''));
  }));
  // Time the server gave back after it could take no moves: said, so that
  // nobody wonders why a clock went back up.
  const given = clock.given_back_ms ?? 0;
  if (given > 0) {
    box.append(el('p', { className: 'duel-clocks-given-back' },
      t('online-clock-given-back', { seconds: Math.round(given / 1000) })));
  }
  // A player on vacation: their clock stands still until the date said.
  const now = Date.now() + page.offset;
  for (const side of [me, opp]) {
    const until = clock.away_until?.[side];
    if (over || typeof until !== 'number' || until <= now) continue;
    const player = names[side] ?? '?';
    box.append(el('p', { className: 'duel-clocks-vacation' },
      t(side === you ? 'online-clock-vacation-yours' : 'online-clock-vacation-theirs',
        { player, until: date(until) })));
  }
  tickClocks();
  stopClock();
  if (!over) clockTimer = setInterval(tickClocks, 250);
}

function tickClocks() {
  const view = page.view;
  const duel = view?.duel;
  const clock = duel?.clock;
  if (!view || !duel || !clock) return;
  const over = view.state !== 'playing' || duel.phase.phase === 'over';
  let expired = false;
  for (const box of document.querySelectorAll('#duel-clocks .duel-clock')) {
    if (!(box instanceof HTMLElement)) continue;
    const side = /** @type {Side} */ (box.dataset.side);
    const left = timeLeft(clock, side);
    const time = one(box, '.clock-time');
    const note = one(box, '.clock-note');
    if (!left) {
      time.textContent = over ? '—' : t('online-clock-moved');
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
    // The note follows the time: a space between them.
    note.textContent = over || !left.running ? '' : ms <= 0 ? ` ${t('online-clock-time-up')}` : warning ? ` ${t('online-clock-hurry')}` : '';
    if (warning && side === duel.you) {
      // Once a deadline: not again each tick, nor when the opponent moves.
      const key = `${clock.deadlines?.[side] ?? duel.v}`;
      if (clockWarned !== key) {
        clockWarned = key;
        $('duel-announcer').textContent = t('online-clock-ten-seconds');
      }
    }
    if (!over && left.running && ms <= 0) expired = true;
  }
  // The server calls time: ask it once the clock shows zero, every 3 s.
  if (expired && Date.now() - lastExpiryFetch > 3000) {
    lastExpiryFetch = Date.now();
    setTimeout(refetch, 300);
  }
}

export function stopClock() {
  if (clockTimer) clearInterval(clockTimer);
  clockTimer = null;
}
