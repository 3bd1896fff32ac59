// What the lobby's two forms (a challenge, a duel against the computer)
// share: the game chosen from the server's presets, and the "Time" fieldset
// (no clock, a time for each move or for the whole duel, from a few usual
// allowances or a number of seconds); and the challenge's choice of a link.
// They only read the form into what the server takes; the server judges it.

import { el } from './layout.js';
import { setupText } from './duel-words.js';
import { presetTitle, t } from './words.js';
import { byId as $, all } from './dom.js';

/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./duel-words.js').TimeControl} TimeControl */

/** Fills a preset `select` (Logik chosen) and keeps `help` telling its setup.
 * @param {HTMLSelectElement} select
 * @param {HTMLElement} help
 * @param {Preset[]} presets */
export function fillPresets(select, help, presets) {
  /** @type {{ name: string, title: string }[]} */
  const list = presets.length ? presets : [{ name: 'logik', title: t('online-logik') }];
  select.replaceChildren(...list.map((p) => el('option', { value: p.name, selected: p.name === 'logik' }, presetTitle(p))));
  if (!list.some((p) => p.name === 'logik')) select.selectedIndex = 0;
  const show = () => {
    const preset = presets.find((p) => p.name === select.value);
    help.textContent = preset ? setupText(preset.setup) : '';
  };
  select.addEventListener('change', show);
  show();
}

/** @type {Record<string, { seconds: number, title: () => string, selected?: boolean }[]>} */
const TIME_PRESETS = {
  'per-turn': [
    { seconds: 30, title: () => t('online-time-seconds-move', { seconds: 30 }) },
    { seconds: 60, title: () => t('online-time-seconds-move', { seconds: 60 }), selected: true },
    { seconds: 300, title: () => t('online-time-minutes-move', { minutes: 5 }) },
    { seconds: 86400, title: () => t('online-time-days-move', { days: 1 }) },
  ],
  'per-game': [
    { seconds: 300, title: () => t('online-time-minutes-duel', { minutes: 5 }) },
    { seconds: 900, title: () => t('online-time-minutes-duel', { minutes: 15 }), selected: true },
    { seconds: 3600, title: () => t('online-time-hours-duel', { hours: 1 }) },
  ],
};

/**
 * Wires the time fieldset of `form` (radios named `time_kind`) to its
 * elements: `ids` = { choice, preset, seconds, secondsLabel }. Returns
 * `timeControl()`, the form's choice as the server takes it.
 * @param {HTMLFormElement} form
 * @param {{ choice: string, preset: string, seconds: string, secondsLabel: string }} ids
 * @returns {() => TimeControl}
 */
export function wireTimeChoice(form, ids) {
  const kind = () => String(new FormData(form).get('time_kind') || 'none');
  const preset = () => $(ids.preset, HTMLSelectElement);
  const seconds = () => $(ids.seconds, HTMLInputElement);

  function showSeconds() {
    const other = preset().value === 'other';
    seconds().hidden = !other;
    $(ids.secondsLabel).hidden = !other;
    seconds().required = other;
  }

  function fillTimes() {
    const k = kind();
    $(ids.choice).hidden = k === 'none';
    if (k === 'none') {
      seconds().required = false;
      return;
    }
    preset().replaceChildren(
      ...TIME_PRESETS[k].map((p) => el('option', { value: String(p.seconds), selected: Boolean(p.selected) }, p.title())),
      el('option', { value: 'other' }, t('online-time-other')),
    );
    showSeconds();
  }

  for (const radio of form.querySelectorAll('input[name="time_kind"]')) radio.addEventListener('change', fillTimes);
  preset().addEventListener('change', showSeconds);
  fillTimes();

  return function timeControl() {
    const k = kind();
    if (k === 'none') return { kind: 'none' };
    const value = preset().value;
    return { kind: k, seconds: value === 'other' ? Number(seconds().value) : Number(value) };
  };
}

/** @typedef {'single-use' | 'open'} LinkKind */

/** Wires the "Challenge by link" choice of `form`: a link goes to nobody
 * named, so the name field is set aside while one is chosen. Returns the
 * choice as the server takes it (null: no link).
 * @param {HTMLFormElement} form
 * @param {HTMLInputElement} opponent
 * @returns {() => LinkKind | null} */
export function wireLinkChoice(form, opponent) {
  const radios = all(form, 'input[name="link"]', HTMLInputElement);
  const chosen = () => {
    const value = radios.find((r) => r.checked)?.value;
    return value === 'single-use' || value === 'open' ? value : null;
  };
  const follow = () => {
    opponent.disabled = chosen() !== null;
  };
  for (const radio of radios) radio.addEventListener('change', follow);
  follow();
  return chosen;
}
