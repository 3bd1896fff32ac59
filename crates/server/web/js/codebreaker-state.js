// The codebreaker page's state, shared by its modules (codebreaker.js ties
// them): the preset, the person's code if chosen on the page, the computer's
// guesses with the answers given, and the phase.

import { formatCode } from './code.js';
import { byId } from './dom.js';
import { colourNames } from './pegs.js';

/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./pegs.js').Colour} Colour */
/**
 * A guess of the computer and the person's answer to it.
 * @typedef {{ guess: number[], black: number, white: number, answered: boolean, editing: boolean, demo?: boolean }} Row
 */
/** @typedef {{ guess: string, black: number, white: number }} DemoTurn */

export const state = {
  /** @type {Preset[]} */
  presets: [],
  /** @type {Preset | null} */
  preset: null,
  /** @type {Colour[]} */
  palette: [],
  /** @type {(number | null)[]} the person's code on the page: digits, null for unset */
  secret: [],
  /** the hole of the secret the palette fills next */
  secretSelected: 0,
  /** @type {Row[]} */
  rows: [],
  /** @type {'idle' | 'asking' | 'answering' | 'correcting' | 'solved' | 'demo' | 'over'} */
  phase: 'idle',
  /** @type {number[]} */
  inconsistent: [],
  /** what the server said of the marked rows, shown next to them */
  rowNote: '',
  /** true while corrected answers are being sent */
  retrying: false,
  /** how many times in a row the corrections were refused */
  refusals: 0,
  /** @type {ReturnType<typeof setTimeout> | null} */
  demoTimer: null,
  /** @type {number[] | null} the demonstration's secret, drawn on the board */
  boardSecret: null,
  /** @type {{ turns: DemoTurn[], solved: boolean, secret: number[], shown: number } | null} the demonstration being shown */
  demo: null,
};

/** The element of the page with this id (an HTMLElement).
 * @param {string} id */
export const $ = (id) => byId(id);

/** The preset chosen: the page offers nothing before the presets are in. */
export function shownPreset() {
  if (!state.preset) throw new Error('no preset chosen yet');
  return state.preset;
}

/** The person's code, once every peg is chosen. */
export function secretDigits() {
  return state.secret.every((d) => d !== null) ? /** @type {number[]} */ (state.secret.slice()) : null;
}

/** What every request names: the preset and the strategy. */
export function requestBase() {
  return {
    preset: shownPreset().name,
    strategy: byId('strategy-select', HTMLSelectElement).value,
  };
}

/** The rows answered, as the server reads them. */
export function history() {
  return state.rows.filter((r) => r.answered).map((r) => ({ guess: formatCode(r.guess), black: r.black, white: r.white }));
}

/** @param {string} text */
export function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** @param {number[]} digits */
export function describe(digits) {
  return colourNames(state.palette, digits);
}
