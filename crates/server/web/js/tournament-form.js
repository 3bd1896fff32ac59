// The form that makes a tournament (tournaments.html): its name, the format
// (an arena's minutes or a Swiss's rounds, the one shown that the format
// takes), the game, the clock (a tournament's duels always have one), the
// start time in the player's own time and whether it is rated. It only
// reads the form into what the server takes; the server judges it and its
// message is shown as it is.

import { api } from './api.js';
import { say } from './layout.js';
import { fillPresets, wireTimeChoice } from './lobby-form.js';
import { tournamentHref } from './tournament-words.js';
import { byId as $, all } from './dom.js';

/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./api-types').components['schemas']['NewTournamentRequest']} NewTournament */
/** @typedef {import('./api-types').components['schemas']['CreatedTournament']} Created */

/** A start a few minutes ahead, to give players time to join. */
const DEFAULT_START_MS = 5 * 60 * 1000;

/** A `datetime-local` value for `ms` in this browser's time zone.
 * @param {number} ms */
export function localInputValue(ms) {
  const d = new Date(ms);
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Wires the form; on success the page goes to the new tournament.
 * @param {Preset[]} presets */
export function wireTournamentForm(presets) {
  const form = $('tournament-form', HTMLFormElement);
  fillPresets($('tournament-preset', HTMLSelectElement), $('tournament-setup'), presets);
  const timeControl = wireTimeChoice(form, {
    choice: 'tournament-time-choice', preset: 'tournament-time-preset',
    seconds: 'tournament-time-seconds', secondsLabel: 'tournament-time-seconds-label',
  });
  const start = $('tournament-start', HTMLInputElement);
  start.value = localInputValue(Date.now() + DEFAULT_START_MS);
  start.min = localInputValue(Date.now());

  const formats = all(form, 'input[name="format"]', HTMLInputElement);
  const format = () => (formats.find((r) => r.checked)?.value === 'swiss' ? 'swiss' : 'arena');
  const showLength = () => {
    const swiss = format() === 'swiss';
    $('tournament-minutes-box').hidden = swiss;
    $('tournament-rounds-box').hidden = !swiss;
  };
  for (const radio of formats) radio.addEventListener('change', showLength);
  showLength();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('tournament-submit', HTMLButtonElement);
    if (button.disabled) return;
    const error = $('tournament-error');
    say(error, '');
    /** @type {NewTournament} */
    const body = {
      name: $('tournament-name', HTMLInputElement).value.trim(),
      format: format(),
      preset: $('tournament-preset', HTMLSelectElement).value,
      time_control: timeControl(),
      rated: $('tournament-rated', HTMLInputElement).checked,
      bots: $('tournament-bots', HTMLInputElement).checked,
    };
    if (body.format === 'swiss') body.rounds = numberOf('tournament-rounds');
    else body.minutes = numberOf('tournament-minutes');
    if (start.value) {
      const at = new Date(start.value).getTime();
      if (Number.isFinite(at)) body.starts_at = at;
    }
    button.disabled = true;
    try {
      /** @type {Created} */
      const created = await api('/api/tournaments', { method: 'POST', body });
      location.assign(tournamentHref(created.id));
    } catch (err) {
      button.disabled = false;
      say(error, err instanceof Error ? err.message : String(err), 'error');
      error.scrollIntoView({ block: 'nearest' });
    }
  });
}

/** A number field as the server takes it (what it cannot read is sent as
 * 0, for the server to refuse in its own words).
 * @param {string} id */
function numberOf(id) {
  const n = Number($(id, HTMLInputElement).value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}
