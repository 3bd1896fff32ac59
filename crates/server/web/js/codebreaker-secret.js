// The person's code chosen on the page (optional): its holes and palette,
// by clicks and by the game page's keys. With it, every request carries the
// code and a wrong answer is refused at once.

import { el } from './layout.js';
import { pegElement, colourName } from './pegs.js';
import { t } from './words.js';
import { paletteButton } from './palette.js';
import { state, $, shownPreset } from './codebreaker-state.js';

/** The secret's holes; `focus` is 'hole' (the one selected) or a palette digit to focus.
 * @param {{ focus?: string | null }} [options] */
export function renderSecretPicker({ focus = null } = {}) {
  const box = $('secret-picker');
  box.replaceChildren();
  const n = state.secret.length;
  state.secretSelected = Math.min(state.secretSelected || 0, n - 1);
  state.secret.forEach((d, i) => {
    const selected = i === state.secretSelected;
    const peg = i + 1;
    const chosen = selected ? 'yes' : 'no';
    const label = d === null
      ? t('play-secret-peg-empty', { peg, selected: chosen })
      : t('play-secret-peg', { peg, colour: colourName(state.palette, d), selected: chosen });
    const hole = el('button', {
      type: 'button',
      className: 'hole secret-hole' + (selected ? ' selected' : ''),
      'aria-label': label,
      title: d === null ? t('play-secret-peg-empty-title') : t('play-secret-peg-clear-title'),
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(state.palette[d]));
    // As on the game page: a click on a hole clears it and makes it the next to fill.
    hole.addEventListener('click', () => {
      state.secret[i] = null;
      state.secretSelected = i;
      renderSecretPicker({ focus: 'hole' });
    });
    box.append(hole);
  });
  const clear = el('button', { type: 'button', id: 'secret-clear' }, t('play-secret-clear'));
  clear.addEventListener('click', () => {
    state.secret.fill(null);
    state.secretSelected = 0;
    renderSecretPicker();
  });
  box.append(clear);
  box.style.setProperty('--peg-size', '2.2rem');
  renderSecretPalette();
  const target = focus === 'hole'
    ? box.querySelector(`[data-index="${state.secretSelected}"]`)
    : focus !== null ? $('secret-palette').querySelector(`[data-digit="${focus}"]`) : null;
  if (target instanceof HTMLElement) target.focus();
}

function renderSecretPalette() {
  const box = $('secret-palette');
  box.replaceChildren();
  const s = shownPreset().setup;
  const digits = Array.from({ length: s.colours }, (_, i) => i + 1);
  if (s.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, state.palette[d]);
    button.addEventListener('click', () => placeSecret(d, String(d)));
    box.append(button);
  }
}

/** Fills the selected hole, then selects the next empty one.
 * @param {number} digit @param {string} focus */
function placeSecret(digit, focus) {
  const n = state.secret.length;
  state.secret[state.secretSelected] = digit;
  let next = state.secretSelected;
  for (let k = 1; k <= n; k++) {
    const j = (state.secretSelected + k) % n;
    if (state.secret[j] === null) {
      next = j;
      break;
    }
  }
  if (next === state.secretSelected) next = Math.min(state.secretSelected + 1, n - 1);
  state.secretSelected = next;
  renderSecretPicker({ focus });
}

/** The secret's keys, on its holes and palette: the game page's keys.
 * @param {KeyboardEvent} event */
export function onSecretKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const n = state.secret.length;
  const s = shownPreset().setup;
  const key = event.key;
  let digit = -1;
  if (/^[0-9]$/.test(key)) digit = Number(key);
  else if (key === '.') digit = 0;
  else if (/^[a-z]$/i.test(key)) digit = state.palette.findIndex((c, d) => d > 0 && c.letter.toUpperCase() === key.toUpperCase());
  if (digit >= 0) {
    event.preventDefault();
    if ((digit === 0 && !s.blanks) || digit > s.colours) return;
    placeSecret(digit, 'hole');
    return;
  }
  /** @type {Record<string, number>} */
  const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
  const move = moves[key];
  if (move && event.target instanceof Element && event.target.closest('#secret-picker')) {
    event.preventDefault();
    state.secretSelected = (state.secretSelected + n + move) % n;
    renderSecretPicker({ focus: 'hole' });
  } else if (key === 'Backspace' || key === 'Delete') {
    event.preventDefault();
    if (key === 'Backspace' && state.secret[state.secretSelected] === null && state.secretSelected > 0) state.secretSelected -= 1;
    state.secret[state.secretSelected] = null;
    renderSecretPicker({ focus: 'hole' });
  }
}
