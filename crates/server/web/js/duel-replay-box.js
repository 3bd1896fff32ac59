// The replay of a finished duel on its page: fetched once the duel is over,
// stepped through with First, Previous, Next and Last (or the arrow keys);
// the boards show the duel up to the turn chosen.

import { loadReplay, positionText } from './duel-replay.js';
import { page, $, namesOf, sidesOf, shown } from './duel-state.js';
import { byId } from './dom.js';
import { t } from './words.js';
import { render } from './duel.js';

/** @typedef {import('./duel-state.js').Duel} Duel */

/** @type {(import('./duel-replay.js').ReplaySteps & { step: number }) | null} */
let replay = null;
/** @type {Promise<void> | null} */
let replayLoading = null;

/** Whether the boards follow the replay: the duel is over and its replay is in. */
export function replaying() {
  return Boolean(replay) && page.view?.state === 'over';
}

/** Fetches the replay once the duel is over; the boards then follow its position. */
export function startReplay() {
  if (replay || replayLoading) return;
  const box = $('replay-box');
  box.hidden = false;
  $('replay-position').textContent = t('online-replay-loading');
  setReplayButtons();
  replayLoading = loadReplay(page.id)
    .then((steps) => {
      replay = { ...steps, step: steps.turns.length };
      showReplayStep();
    })
    .catch((err) => {
      $('replay-position').textContent = t('online-replay-failed', { reason: err instanceof Error ? err.message : String(err) });
    })
    .finally(() => {
      replayLoading = null;
    });
}

/** The finished duel as it stood at the replay's position: the turns up to it, both codes.
 * @param {Duel} duel
 * @returns {Duel} */
export function replayDuel(duel) {
  const r = replay;
  if (!r || r.step >= r.turns.length) return duel;
  return { ...duel, turns: r.turns.slice(0, r.step), codes: r.codes ?? duel.codes };
}

/** The rows of the turn the replay stands at, marked on both boards. */
export function markReplayTurn() {
  const step = replay ? replay.step : 0;
  for (const row of document.querySelectorAll('.duel-board .board-row.replay-current')) row.classList.remove('replay-current');
  if (step < 1) return;
  for (const row of document.querySelectorAll(`.duel-board .board-row[data-turn="${step}"]`)) row.classList.add('replay-current');
}

/** @param {string} id */
const button = (id) => byId(id, HTMLButtonElement);

function setReplayButtons() {
  const r = replay;
  const n = r ? r.turns.length : 0;
  const step = r ? r.step : 0;
  button('replay-first').disabled = !r || step === 0;
  button('replay-prev').disabled = !r || step === 0;
  button('replay-next').disabled = !r || step >= n;
  button('replay-last').disabled = !r || step >= n;
}

function showReplayStep() {
  const r = replay;
  if (!r) return;
  const { view } = shown();
  const box = $('replay-box');
  box.dataset.step = String(r.step);
  box.dataset.turns = String(r.turns.length);
  const { you } = sidesOf(view);
  $('replay-position').textContent = positionText(r, r.step, you, /** @type {import('./duel-words.js').Names} */ (namesOf(view)));
  setReplayButtons();
  render();
}

/** @param {number} step */
function replayTo(step) {
  const r = replay;
  if (!r) return;
  const to = Math.max(0, Math.min(r.turns.length, step));
  if (to === r.step) return;
  const had = document.activeElement;
  r.step = to;
  showReplayStep();
  // A button that just went disabled would drop the focus: keep it in the box.
  if (had instanceof HTMLButtonElement && had.closest('#replay-box') && had.disabled) {
    const other = to === 0 ? button('replay-next') : button('replay-prev');
    if (!other.disabled) other.focus();
  }
}

/** The replay's buttons, and its keys: ← → a turn, Home and End (in the box) the start and the end. */
export function wireReplay() {
  button('replay-first').addEventListener('click', () => replayTo(0));
  button('replay-prev').addEventListener('click', () => replayTo((replay?.step ?? 0) - 1));
  button('replay-next').addEventListener('click', () => replayTo((replay?.step ?? 0) + 1));
  button('replay-last').addEventListener('click', () => replayTo(Infinity));
  document.addEventListener('keydown', (event) => {
    if (!replay || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    if (active && active.closest('input, textarea, select, [contenteditable="true"]')) return;
    const inBox = Boolean(active && active.closest('#replay-box'));
    const step = replay.step;
    let to = null;
    if (event.key === 'ArrowLeft') to = step - 1;
    else if (event.key === 'ArrowRight') to = step + 1;
    else if (event.key === 'Home' && inBox) to = 0;
    else if (event.key === 'End' && inBox) to = Infinity;
    if (to === null) return;
    event.preventDefault();
    replayTo(to);
  });
}
