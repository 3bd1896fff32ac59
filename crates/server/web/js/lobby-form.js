// What the lobby's two forms (a challenge, a duel against the computer)
// share: the game chosen from the server's presets, and the "Time" fieldset
// (no clock, a time for each move or for the whole duel, from a few usual
// allowances or a number of seconds). They only read the form into what the
// server takes; the server judges it.

import { el } from './layout.js';
import { setupText } from './duel-words.js';

/** Fills a preset `select` (Logik chosen) and keeps `help` telling its setup. */
export function fillPresets(select, help, presets) {
  const list = presets.length ? presets : [{ name: 'logik', title: 'Logik' }];
  select.replaceChildren(...list.map((p) => el('option', { value: p.name, selected: p.name === 'logik' }, p.title)));
  if (!list.some((p) => p.name === 'logik')) select.selectedIndex = 0;
  const show = () => {
    const preset = presets.find((p) => p.name === select.value);
    help.textContent = preset ? setupText(preset.setup) : '';
  };
  select.addEventListener('change', show);
  show();
}

const TIME_PRESETS = {
  'per-turn': [
    { seconds: 30, title: '30 s a move' },
    { seconds: 60, title: '60 s a move', selected: true },
    { seconds: 300, title: '5 min a move' },
    { seconds: 86400, title: '1 day a move (correspondence)' },
  ],
  'per-game': [
    { seconds: 300, title: '5 min a duel' },
    { seconds: 900, title: '15 min a duel', selected: true },
    { seconds: 3600, title: '1 hour a duel' },
  ],
};

/**
 * Wires the time fieldset of `form` (radios named `time_kind`) to its
 * elements: `ids` = { choice, preset, seconds, secondsLabel }. Returns
 * `timeControl()`, the form's choice as the server takes it.
 */
export function wireTimeChoice(form, ids) {
  const $ = (id) => document.getElementById(id);
  const kind = () => new FormData(form).get('time_kind') || 'none';

  function showSeconds() {
    const other = $(ids.preset).value === 'other';
    $(ids.seconds).hidden = !other;
    $(ids.secondsLabel).hidden = !other;
    $(ids.seconds).required = other;
  }

  function fillTimes() {
    const k = kind();
    $(ids.choice).hidden = k === 'none';
    if (k === 'none') {
      $(ids.seconds).required = false;
      return;
    }
    $(ids.preset).replaceChildren(
      ...TIME_PRESETS[k].map((t) => el('option', { value: String(t.seconds), selected: Boolean(t.selected) }, t.title)),
      el('option', { value: 'other' }, 'Other: a number of seconds'),
    );
    showSeconds();
  }

  for (const radio of form.querySelectorAll('input[name="time_kind"]')) radio.addEventListener('change', fillTimes);
  $(ids.preset).addEventListener('change', showSeconds);
  fillTimes();

  return function timeControl() {
    const k = kind();
    if (k === 'none') return { kind: 'none' };
    const value = $(ids.preset).value;
    const seconds = value === 'other' ? Number($(ids.seconds).value) : Number(value);
    return { kind: k, seconds };
  };
}
