// A new series: the form (the names last played with), and this browser's
// unfinished series, each to resume or abandon.

import { api } from './api.js';
import { el, say, confirmDialog } from './layout.js';
import { byId } from './dom.js';
import { $ } from './series-state.js';
import { apply, showOnly } from './series.js';
import { t } from './words.js';

// The names last played with, to start the next series with them.
const NAMES_KEY = 'mastermind.series.names';

/** The new-series form, with the names last used and this browser's unfinished series. */
export async function showSetup() {
  showOnly('setup-section');
  try {
    const names = JSON.parse(localStorage.getItem(NAMES_KEY) || 'null');
    if (Array.isArray(names) && names.length === 2) {
      const first = byId('first-name', HTMLInputElement);
      const second = byId('second-name', HTMLInputElement);
      if (!first.value) first.value = String(names[0]);
      if (!second.value) second.value = String(names[1]);
    }
  } catch {
    // No saved names: the form starts empty.
  }
  await listUnfinished();
}

async function listUnfinished() {
  const box = $('unfinished-series');
  /** @type {import('./api-types').components['schemas']['SeriesSummary'][]} */
  const list = await api('/api/series');
  box.hidden = list.length === 0;
  $('unfinished-list').replaceChildren(...list.map((s) => {
    const [first, second] = s.players;
    const { title, games } = s;
    // Between games no game is in play: 0.
    const game = s.game ?? 0;
    const [first_score, second_score] = [s.scores[first], s.scores[second]];
    const resume = el('a', { href: `series.html?id=${encodeURIComponent(s.id)}`, className: 'button' }, t('series-resume'));
    const abandon = el('button', { type: 'button', className: 'abandon-series' }, t('series-abandon'));
    abandon.addEventListener('click', async () => {
      const sure = await confirmDialog(
        t('series-abandon-question', { first, second }), t('series-abandon-confirm'), t('series-abandon-keep'));
      if (!sure) return;
      try {
        await api(`/api/series/${encodeURIComponent(s.id)}`, { method: 'DELETE' });
        await listUnfinished();
      } catch (err) {
        say($('series-message'), err instanceof Error ? err.message : String(err), 'error');
      }
    });
    return el('li', { dataset: { series: s.id } },
      el('span', { className: 'unfinished-text' }, s.to_move
        ? t('series-unfinished-to-move', { first, second, title, game, games, first_score, second_score, player: s.to_move })
        : t('series-unfinished', { first, second, title, game, games, first_score, second_score })),
      ' ', resume, ' ', abandon);
  }));
}

/** @param {SubmitEvent} event */
export async function create(event) {
  event.preventDefault();
  const form = /** @type {HTMLFormElement} */ (event.currentTarget);
  // One series a press: a second press (or Enter) while it is being made
  // would make another, left behind unfinished.
  if (form.dataset.busy) return;
  form.dataset.busy = 'true';
  try {
    await createFrom(form);
  } finally {
    delete form.dataset.busy;
  }
}

/** @param {HTMLFormElement} form */
async function createFrom(form) {
  const data = new FormData(form);
  const limit = data.get('time_limit');
  const body = {
    players: [data.get('first'), data.get('second')],
    games: Number(data.get('games')),
    variant: data.get('variant'),
    feedback: data.get('companion') === 'on' ? 'manual' : data.get('feedback') || 'computed',
    companion: data.get('companion') === 'on',
    time_limit: limit ? Number(limit) : null,
  };
  try {
    /** @type {import('./series-state.js').SeriesView} */
    const series = await api('/api/series', { method: 'POST', body });
    localStorage.setItem(NAMES_KEY, JSON.stringify(series.players));
    history.replaceState(null, '', `series.html?id=${encodeURIComponent(series.id)}`);
    say($('series-message'), '');
    await apply(series, { focus: true });
  } catch (err) {
    say($('series-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}
