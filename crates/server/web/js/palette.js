// A palette's colour as a button, the same on every board (the game, the
// series, the codebreaker's secret, the duel): its peg, and under it the keys
// that place it, shown on the button itself so that the keyboard is found by
// looking, not only by hovering for a tooltip.

import { el } from './layout.js';
import { pegElement, colourWord } from './pegs.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['ColourView']} Colour */

/** The keys that place colour `digit`: its digit where one key types it,
 *  and its letter; the blank is 0 (and ".").
 * @param {number} digit
 * @param {Colour} colour */
export function paletteKeys(digit, colour) {
  if (digit === 0) return { digit: '0', letter: '' };
  return { digit: digit <= 9 ? String(digit) : '', letter: colour.letter };
}

/**
 * @param {number} digit
 * @param {Colour} colour
 * @param {{ blank?: string, draggable?: boolean }} [options]
 */
export function paletteButton(digit, colour, { blank = t('play-palette-blank'), draggable = false } = {}) {
  const keys = paletteKeys(digit, colour);
  const name = digit === 0 ? blank : colourWord(colour.name);
  // The name begins with what the button shows (its keys), as WCAG 2.5.3
  // asks, so that a voice-control user can say what they see.
  const label = keys.digit && keys.letter
    ? t('play-palette-key-both', { digit: keys.digit, letter: keys.letter, colour: name })
    : t('play-palette-key-one', { key: keys.digit || keys.letter, colour: name });
  const button = el('button', {
    type: 'button',
    className: 'palette-colour',
    draggable: draggable ? 'true' : null,
    'aria-label': label,
    title: label,
    dataset: { digit: String(digit), colour: colour.name },
  });
  // aria-hidden: the label already says the keys.
  const shown = el('span', { className: 'palette-key', 'aria-hidden': 'true' });
  if (keys.digit) shown.append(el('kbd', { className: 'key-digit' }, keys.digit));
  // A space between the keys, as the name says them ("1 R").
  if (keys.digit && keys.letter) shown.append(' ');
  if (keys.letter) shown.append(el('kbd', { className: 'key-letter' }, keys.letter));
  button.append(pegElement(colour), shown);
  return button;
}
