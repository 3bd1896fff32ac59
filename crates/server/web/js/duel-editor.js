// Entering a code or a guess on the duel page: the palette, the row being
// entered (by clicks, drags or the keyboard), its draft kept across a reload
// (this tab), and the move sent to the server, whose answer is drawn at once.

import { api, ApiError } from './api.js';
import { formatCode, nextHole } from './code.js';
import { rowKey } from './draft-keys.js';
import { el } from './layout.js';
import { all, byId } from './dom.js';
import { colourName } from './pegs.js';
import { t } from './words.js';
import { paletteButton } from './palette.js';
import { editingName, holeName, reviewedRows } from './duel-board.js';
import { page, $, shown, namesOf, isComputer, fail } from './duel-state.js';
import { notEditingText, statusText } from './duel-said.js';
import { refetch } from './duel-live.js';
import { draw, render } from './duel.js';

/** @typedef {import('./duel-state.js').DuelView} DuelView */
/** @typedef {import('./duel-state.js').Editing} Editing */
/** @typedef {Pick<Editing, 'target' | 'turn'>} Target */

/** @type {ReturnType<typeof setTimeout> | undefined} */
let warningTimer;

/** The palette of the duel's colours, each a button that places its colour. */
export function drawPalette() {
  const box = $('palette');
  box.replaceChildren();
  const { duel } = shown();
  const digits = [];
  for (let d = 1; d < page.palette.length; d++) digits.push(d);
  if (duel.rules.setup.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, page.palette[d], { draggable: true });
    button.addEventListener('click', () => {
      if (!page.editing) return warn(notEditingText());
      place(d, { focus: false });
    });
    button.addEventListener('dragstart', (event) => {
      if (!event.dataTransfer) return;
      event.dataTransfer.setData('text/plain', String(d));
      event.dataTransfer.effectAllowed = 'copy';
    });
    box.append(button);
  }
  box.append(el('p', { className: 'palette-hint', id: 'palette-hint' }));
}

/** What the player may enter now, from the phase the server sent.
 * @param {DuelView} view
 * @returns {Target | null} */
function editTarget(view) {
  const duel = view.duel;
  if (!duel || !duel.you || view.state !== 'playing') return null;
  const phase = duel.phase;
  if (phase.phase === 'codes' && phase.awaiting[duel.you]) return { target: 'code', turn: 0 };
  if (phase.phase === 'guesses' && phase.awaiting[duel.you] && !duel.your_guess) return { target: 'guess', turn: phase.turn };
  return null;
}

/** The row being entered follows the phase: a new one starts from its saved draft. */
export function syncEditor() {
  const { view, duel } = shown();
  const want = editTarget(view);
  if (!want) {
    page.editing = null;
    clearDraft();
    return;
  }
  if (page.editing && page.editing.target === want.target && page.editing.turn === want.turn) return;
  const pegs = duel.rules.setup.pegs;
  const draft = restoreDraft(want, pegs) || new Array(pegs).fill(null);
  page.editing = { ...want, draft, selected: Math.max(0, draft.indexOf(null)) };
}

/** The palette in play while a row is entered, out of play otherwise, with its hint. */
export function updatePalette() {
  const on = Boolean(page.editing) && !page.busy;
  const box = $('palette');
  box.classList.toggle('palette-over', !on);
  box.setAttribute('aria-disabled', String(!on));
  for (const button of all(box, '.palette-colour', HTMLButtonElement)) {
    button.disabled = !page.editing;
    button.draggable = on;
  }
  const hint = document.getElementById('palette-hint');
  if (hint) {
    hint.textContent = page.editing
      ? (page.editing.target === 'code'
        ? t('online-hint-code')
        : t('online-hint-guess'))
      : notEditingText();
  }
}

export function focusSelected() {
  if (!page.editing) return;
  const hole = document.querySelector(`.duel-board .board-row.current .hole[data-index="${page.editing.selected}"]`);
  if (hole instanceof HTMLElement) hole.focus();
}

/** Places colour `digit` in the hole selected, and moves on.
 * @param {number} digit
 * @param {{ focus?: boolean }} [options] */
export function place(digit, { focus = true } = {}) {
  const ed = page.editing;
  if (!ed || page.busy) return;
  const setup = shown().duel.rules.setup;
  if (digit === 0 && !setup.blanks) return warn(t('online-no-blanks'));
  if (!(digit in page.palette) || digit < 0) return warn(t('online-no-such-colour', { colours: setup.colours, digit }));
  const placed = ed.selected;
  ed.draft[placed] = digit;
  ed.selected = nextHole(ed.draft, placed);
  render({ focus });
  // Said once: the focus has moved on to the next hole, which says itself.
  $('duel-announcer').textContent = holeName(editingName(ed), placed, colourName(page.palette, digit));
}

export function warnIncomplete() {
  const ed = page.editing;
  if (!ed) return;
  const missing = ed.draft.filter((d) => d === null).length;
  warn(ed.target === 'code'
    ? t('online-code-incomplete', { missing })
    : t('online-row-incomplete', { row: ed.turn, missing }));
}

/** A short warning under the palette, said by its live region.
 * @param {string} text */
export function warn(text) {
  clearTimeout(warningTimer);
  const box = $('duel-warning');
  box.textContent = text;
  box.classList.add('shown');
  warningTimer = setTimeout(() => {
    box.textContent = '';
    box.classList.remove('shown');
  }, 6000);
}

/** @param {KeyboardEvent} event */
export function onHoleKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (handleKey(event.key)) event.preventDefault();
}

/** Keyboard play, as on the single-player board; true when the key was used.
 * @param {string} key */
function handleKey(key) {
  const ed = page.editing;
  if (!ed) return false;
  return rowKey(key, {
    row: ed,
    palette: page.palette,
    place,
    noColour: (letter) => warn(t('online-no-letter', { letter })),
    render: () => render({ focus: true }),
    enter: () => {
      if (ed.draft.every((d) => d !== null)) submit();
      else warnIncomplete();
    },
    // Drawn from the bottom: the rows played are below the row in play.
    played: { key: 'ArrowDown', rows: () => (ed.target === 'guess' ? reviewedRows($('guess-board')) : []) },
  });
}

// Typing with nothing focused enters pegs too, as does typing after a click
// on the palette or a board (Enter and Space there keep clicking the button).
const PEG_KEYS = /^([0-9a-z.]|Backspace|Delete)$/i;

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (document.querySelector('dialog[open]')) return;
  if (!page.editing) return;
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  const onBoard = !onBody && active && (active.closest('#palette') || active.closest('.duel-board'));
  if (!onBody && !(onBoard && PEG_KEYS.test(event.key))) return;
  if (handleKey(event.key)) {
    event.preventDefault();
    focusSelected();
  }
});

/** Sends the row entered: the code, or the guess of the turn in play. */
export async function submit() {
  const ed = page.editing;
  if (!ed || page.busy) return;
  if (!ed.draft.every((d) => d !== null)) return warnIncomplete();
  const text = formatCode(/** @type {number[]} */ (ed.draft));
  const path = ed.target === 'code' ? 'code' : 'guesses';
  // A guess names its turn: sent again after a lost answer, it is refused
  // as played rather than taken as the next turn's.
  const body = ed.target === 'code' ? { code: text } : { guess: text, turn: ed.turn };
  const { view } = shown();
  if (ed.target === 'guess' && isComputer(view)) {
    $('duel-status').textContent = t('online-guess-sent-computer', { turn: ed.turn, computer: namesOf(view).black ?? '?' });
  }
  await act(() => api(`/api/duels/${encodeURIComponent(page.id)}/${path}`, { method: 'POST', body }));
}

/** Sends a move; the answer is the full view, drawn at once.
 * @param {() => Promise<unknown>} send */
export async function act(send) {
  if (page.busy) return;
  page.busy = true;
  updatePalette();
  try {
    const view = /** @type {DuelView | null} */ (await send());
    page.busy = false;
    if (view && view.duel !== undefined) await draw(view);
    else await refetch();
    if (page.editing) focusSelected();
  } catch (err) {
    page.busy = false;
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      warn(err.message);
      // The duel may have moved on meanwhile (a clock, the other tab).
      refetch();
    } else {
      fail(err);
    }
  } finally {
    page.busy = false;
    // A move that failed (the server unreachable, a fault) leaves no new
    // view to draw: the button held while it was on its way is free again.
    byId('resign-button', HTMLButtonElement).disabled = false;
    if (page.view && page.view.duel) {
      updatePalette();
      // Whatever was said while the move was on its way gives way to the duel as it is.
      $('duel-status').textContent = statusText();
    }
  }
}

function draftKey() {
  return `mastermind.duel-draft.${page.id}`;
}

/** The draft saved for this row, if any.
 * @param {Target} want
 * @param {number} pegs
 * @returns {(number | null)[] | null} */
function restoreDraft(want, pegs) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey()) || 'null');
    if (saved && saved.target === want.target && saved.turn === want.turn
        && Array.isArray(saved.draft) && saved.draft.length === pegs) return saved.draft;
  } catch {
    /* nothing saved */
  }
  return null;
}

export function saveDraft() {
  const ed = page.editing;
  try {
    if (ed && ed.draft.some((d) => d !== null)) {
      sessionStorage.setItem(draftKey(), JSON.stringify({ target: ed.target, turn: ed.turn, draft: ed.draft }));
    }
  } catch {
    /* storage disabled */
  }
}

function clearDraft() {
  try {
    sessionStorage.removeItem(draftKey());
  } catch {
    /* storage disabled */
  }
}
