// The clock of a single-player game: the time since the game began, as the
// server counts it for the high scores (time breaks ties there). It comes
// from the server's view, not from when the page was loaded, so a reload
// goes on from where it was; it stops where the game ended. It does not
// pause in a hidden tab: the score's time does not either.

const TICK_MS = 250;
import { one } from './dom.js';
import { t } from './words.js';

/** "0:42", "12:05", "1:02:03". Rounded as the high-score table rounds. */
/** @param {number} ms */
export function formatClock(ms) {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The clock drawn in `box` (its `.clock-time` holds the reading).
 * @param {HTMLElement} box */
export function gameClock(box) {
  const time = one(box, '.clock-time');
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  /** @type {object | null} */
  let shown = null; // the game view last shown
  let base = 0; // the server's reading, in ms
  let readAt = 0; // when it arrived, on this page's monotonic clock

  const draw = () => {
    time.textContent = formatClock(base + (timer ? performance.now() - readAt : 0));
  };

  return {
    /** Sets the clock from a game view (as the server sent it, not a copy):
     *  running while it is played.
     * @param {{ seconds_elapsed?: number | null, state: string }} game */
    show(game) {
      if (game === shown) return; // the same reading: drawn already, and still running
      shown = game;
      base = Number(game.seconds_elapsed || 0) * 1000;
      readAt = performance.now();
      const running = game.state === 'playing';
      clearInterval(timer);
      timer = running ? setInterval(draw, TICK_MS) : undefined;
      box.dataset.state = running ? 'running' : 'stopped';
      box.title = running ? t('play-clock-running') : t('play-clock-stopped');
      draw();
      box.hidden = false;
    },
  };
}
