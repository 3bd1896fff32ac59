// Drawing the pieces of the game: code pegs (colour, with symbol and letter
// for colour-blind mode), codes as rows of pegs, and the black and white key
// pegs of a feedback.

import { loadColours } from './api.js';
import { t, has } from './words.js';

/** @typedef {import('./api-types').components['schemas']['ColourView']} Colour */

/** @type {Colour} */
export const BLANK = { name: 'blank', letter: '.', symbol: '·', rgb: 'transparent' };

/** The colours of a setup by digit: palette[0] is the blank, palette[i] colour i.
 * @param {{ palette?: string[] | null, colours: number }} setup
 * @returns {Promise<Colour[]>} */
export async function paletteOf(setup) {
  const colours = await loadColours();
  const byName = new Map(colours.map((c) => [c.name, c]));
  const blank = byName.get('blank') || BLANK;
  const names = setup.palette && setup.palette.length
    ? setup.palette
    : colours.filter((c) => c.name !== 'blank').slice(0, setup.colours).map((c) => c.name);
  return [blank, ...names.map((n) => byName.get(n) || { name: n, letter: '?', symbol: '?', rgb: '#888' })];
}

/** The palette from a list of colour names, without the server (rules pages).
 * @param {string[]} names */
export async function paletteOfNames(names) {
  return paletteOf({ palette: names, colours: names.length });
}

/** @param {string} rgb */
function isLight(rgb) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(rgb || '');
  if (!m) return true;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** A code peg of one colour: a span (or the element given) styled as a peg.
 * @param {Colour} colour
 * @param {HTMLElement} [el] */
export function pegElement(colour, el = document.createElement('span')) {
  el.classList.add('peg');
  el.dataset.colour = colour.name;
  if (colour.name === 'blank') {
    el.classList.add('peg-blank');
  } else {
    el.style.setProperty('--peg-rgb', colour.rgb);
    el.classList.add(isLight(colour.rgb) ? 'peg-light' : 'peg-dark');
  }
  const symbol = document.createElement('span');
  symbol.className = 'peg-symbol';
  symbol.setAttribute('aria-hidden', 'true');
  symbol.textContent = colour.symbol;
  const letter = document.createElement('span');
  letter.className = 'peg-letter';
  letter.setAttribute('aria-hidden', 'true');
  letter.textContent = colour.name === 'blank' ? '' : colour.letter;
  el.append(symbol, letter);
  return el;
}

/** A row of pegs for a code given as digits (array or API string).
 * @param {number[] | string} pegs
 * @param {Colour[]} palette
 * @param {{ label?: string }} [options] */
export function codeElement(pegs, palette, { label = t('play-code') } = {}) {
  const digits = Array.isArray(pegs) ? pegs : parsePegs(pegs);
  const el = document.createElement('span');
  el.className = 'code';
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', t('play-code-named', { label, colours: colourNames(palette, digits) }));
  for (const d of digits) el.append(pegElement(palette[d] || { name: `colour ${d}`, letter: '?', symbol: '?', rgb: '#888' }));
  return el;
}

/** @param {string} text */
function parsePegs(text) {
  const trimmed = String(text ?? '').trim();
  return /[\s,]/.test(trimmed) ? trimmed.split(/[\s,]+/).map(Number) : [...trimmed].map(Number);
}

/** A colour's name (as the server names it) in the page's language; one
 *  the catalogue lacks stays as the server names it.
 * @param {string} name */
export function colourWord(name) {
  return has(`colour-${name}`) ? t(`colour-${name}`) : name;
}

/** @param {Colour[]} palette @param {number} digit */
export function colourName(palette, digit) {
  const name = palette[digit] && palette[digit].name;
  return name ? colourWord(name) : t('play-colour-numbered', { digit });
}

/** A code's colours, named one after another.
 * @param {Colour[]} palette @param {number[]} digits */
export function colourNames(palette, digits) {
  return digits.map((d) => colourName(palette, d)).join(', ');
}

/** The key pegs of one turn: `black` black dots, `white` white dots, the rest empty.
 * @param {number} black
 * @param {number} white
 * @param {number} pegs */
export function feedbackElement(black, white, pegs) {
  const el = document.createElement('span');
  el.className = 'feedback';
  el.style.setProperty('--feedback-columns', String(Math.max(1, Math.ceil(pegs / 2))));
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', feedbackText(black, white));
  for (let i = 0; i < pegs; i++) {
    const dot = document.createElement('span');
    dot.className = 'key-peg ' + (i < black ? 'black' : i < black + white ? 'white' : 'none');
    el.append(dot);
  }
  return el;
}

/** @param {number} black @param {number} white */
export function feedbackText(black, white) {
  return t('play-feedback', { black, white });
}

/** `n` with the noun, singular or plural, in English only: the scripts not
 *  yet on the catalogues still call it; a message's plural is Fluent's.
 * @param {number} n
 * @param {string} noun
 * @param {string} [nouns] */
export function plural(n, noun, nouns = noun + 's') {
  return `${n} ${n === 1 ? noun : nouns}`;
}
