// The duel as it changes: the server's WebSocket for the duel (a state, or
// an event that asks for the duel again), one GET at a time, and a poll while
// a clock runs (may a claim be made yet?) or a challenge is open.

import { listen } from './live.js';
import { ApiError } from './api.js';
import { page, $, fetchView, fail } from './duel-state.js';
import { draw } from './duel.js';
import { rematchChanged } from './duel-rematch.js';
import { oneAtATime } from './latest.js';

const PLAY_POLL_MS = 15000; // in play: may a claim be made yet?

/** Listens to the duel's socket from the version drawn on. */
export function connect() {
  listen(() => {
    const base = `/api/duels/${encodeURIComponent(page.id)}/live`;
    return page.v >= 0 ? `${base}?since=${page.v}` : base;
  }, {
    /** @param {{ type?: string, duel?: import('./duel-state.js').DuelView, v?: number }} message */
    onMessage(message) {
      if (message.type === 'state' && message.duel) {
        rematchChanged(message.duel);
        draw(message.duel).catch(fail);
      } else if (message.type === 'event') {
        if (typeof message.v === 'number' && message.v <= page.v) return;
        refetch();
      }
    },
    onStatus(status) {
      const lost = status === 'closed';
      $('duel-connection').hidden = !lost;
      // Missed while away: whatever the server says now.
      if (!lost && page.view) refetch();
    },
  });
}

/** GET the duel and draw it; calls made meanwhile are folded into one more.
 * @type {() => Promise<void>} */
export const refetch = oneAtATime(async () => {
  try {
    await draw(await fetchView());
  } catch (err) {
    // Status 0: no answer at all (offline); the socket's return asks again.
    if (!(err instanceof ApiError && err.status === 0)) fail(err);
  }
});

/** While a duel with a clock is in play, ask now and then whether a claim may be made. */
export function schedulePlayPoll() {
  const view = page.view;
  const active = view && view.state === 'playing' && view.duel && view.duel.you
    && view.duel.clock && view.duel.clock.time_control && view.duel.clock.time_control.kind !== 'none';
  if (active && !page.playTimer) page.playTimer = setInterval(refetch, PLAY_POLL_MS);
  if (!active && page.playTimer) {
    clearInterval(page.playTimer);
    page.playTimer = null;
  }
}
