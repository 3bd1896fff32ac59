// The sounds: a tick for a placed peg, a few notes for the key pegs of a
// result, a rising arpeggio for a win, two notes when it becomes one's move. Made on the spot with the Web
// Audio API (an oscillator through a short envelope): no files to fetch.
//
// Off by default and remembered per browser. While it is off no AudioContext
// exists at all, so nothing can sound; browsers only let one start after a
// gesture, and turning the switch on is one.

import { sound } from './store.js';
import { t } from './words.js';

/** @type {AudioContext | null} */
let audio = null;

function context() {
  if (!sound.get()) return null;
  if (!audio) {
    // Older Safari names it with its prefix only.
    const Context = window.AudioContext
      || /** @type {{ webkitAudioContext?: typeof AudioContext }} */ (/** @type {unknown} */ (window)).webkitAudioContext;
    if (!Context) return null;
    audio = new Context();
  }
  // A context made before any gesture starts suspended.
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  return audio;
}

function silence() {
  if (audio) audio.close().catch(() => {});
  audio = null;
}

/** One note: `at` seconds from now, a quick attack and an exponential fall.
 * @param {number} frequency
 * @param {{ at?: number, length?: number, volume?: number, type?: OscillatorType }} [options] */
function note(frequency, { at = 0, length = 0.08, volume = 0.18, type = 'sine' } = {}) {
  const ctx = context();
  if (!ctx) return;
  const start = ctx.currentTime + at;
  const oscillator = ctx.createOscillator();
  const envelope = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  envelope.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(envelope).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** A peg pressed into its hole. */
export function pegSound() {
  note(660, { length: 0.06, type: 'triangle' });
}

/** The key pegs as the server gave them: a high note for each black, a
 *  lower one for each white, one low note for none.
 * @param {number} black
 * @param {number} white */
export function resultSound(black, white) {
  const notes = [...Array(black).fill(880), ...Array(white).fill(587)];
  if (!notes.length) notes.push(220);
  notes.forEach((frequency, i) => note(frequency, { at: i * 0.09, length: 0.09 }));
}

export function winSound() {
  [523, 659, 784, 1047].forEach((frequency, i) =>
    note(frequency, { at: i * 0.11, length: i === 3 ? 0.45 : 0.12, volume: 0.2, type: 'triangle' }));
}

/** It became the player's move (a duel, a series, a tournament): two
 *  soft rising notes. */
export function turnSound() {
  note(523, { length: 0.1, volume: 0.15 });
  note(784, { at: 0.1, length: 0.16, volume: 0.15 });
}

/** @param {Element} button @param {boolean} [on] */
function showSwitch(button, on = sound.get()) {
  button.setAttribute('aria-pressed', String(on));
  button.textContent = on ? t('play-sound-on') : t('play-sound-off');
}

/** The sound switch of a header (the settings of every page, layout.js),
 *  beside the dark-mode switch. */
export function soundSwitch() {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sound-toggle';
  button.title = t('play-sound-title');
  showSwitch(button);
  button.addEventListener('click', () => {
    const on = !sound.get();
    sound.set(on);
    for (const b of document.querySelectorAll('.sound-toggle')) showSwitch(b, on);
    if (on) pegSound(); // what it sounds like, and the gesture that lets it sound
    else silence();
  });
  return button;
}

/** The switch turned in another tab: this one follows. */
export function watchSound() {
  window.addEventListener('storage', (event) => {
    if (event.key !== 'mastermind.sound') return;
    for (const b of document.querySelectorAll('.sound-toggle')) showSwitch(b);
    if (!sound.get()) silence();
  });
}
