// The computer as codebreaker: the person is the codemaker and answers each
// guess with black and white pegs. The server is stateless here: every call
// sends the whole history (and the code, when the person chose it on the
// page). The server judges every answer by the setup's rule: a 422 names the
// turns that cannot be true; the page highlights them and lets the person
// correct the answers. The page holds no rule of its own.

// This module ties the page's parts together: its state
// (codebreaker-state.js), the code chosen on the page (codebreaker-secret.js),
// the board (codebreaker-board.js) and the demonstration (codebreaker-demo.js).

import { api, ApiError, loadPresets, STRATEGIES } from './api.js';
import { formatCode, parseCode } from './code.js';
import { initLayout, el, say } from './layout.js';
import { byId } from './dom.js';
import { paletteOf } from './pegs.js';
import { presetTitle, t } from './words.js';
import { state, $, secretDigits, requestBase, history, capitalised, describe } from './codebreaker-state.js';
import { renderSecretPicker, onSecretKey } from './codebreaker-secret.js';
import { render } from './codebreaker-board.js';
import { startDemo, finishDemo, haltDemo, stopDemo } from './codebreaker-demo.js';

/** @typedef {import('./codebreaker-state.js').Row} Row */

initLayout();
main().catch((err) => say($('codebreaker-message'), err instanceof Error ? err.message : String(err), 'error'));

async function main() {
  state.presets = await loadPresets();
  const select = byId('preset-select', HTMLSelectElement);
  for (const p of state.presets) select.append(el('option', { value: p.name }, presetTitle(p)));
  const wanted = new URLSearchParams(location.search).get('preset');
  if (wanted && state.presets.some((p) => p.name === wanted)) select.value = wanted;
  for (const s of STRATEGIES) $('strategy-select').append(el('option', { value: s.name }, s.title));
  select.addEventListener('change', () => choosePreset());
  await choosePreset();
  $('start-button').addEventListener('click', startGame);
  $('demo-button').addEventListener('click', startDemo);
  $('demo-skip').addEventListener('click', () => {
    finishDemo();
    $('demo-button').focus();
  });
  $('demo-stop').addEventListener('click', () => {
    haltDemo();
    $('demo-button').focus();
  });
  $('retry-button').addEventListener('click', retry);
  $('secret-picker').addEventListener('keydown', onSecretKey);
  $('secret-palette').addEventListener('keydown', onSecretKey);
}

async function choosePreset() {
  stopDemo();
  const preset = state.presets.find((p) => p.name === byId('preset-select', HTMLSelectElement).value) || state.presets[0];
  state.preset = preset;
  state.palette = await paletteOf(preset.setup);
  state.secret = new Array(preset.setup.pegs).fill(null);
  state.secretSelected = 0;
  state.rows = [];
  state.phase = 'idle';
  $('codebreaker-area').hidden = true;
  say($('codebreaker-message'), '');
  $('codebreaker-status').textContent = '';
  renderSecretPicker();
}

async function startGame() {
  stopDemo();
  const secret = state.secret.some((d) => d !== null) && !secretDigits();
  if (secret) {
    say($('codebreaker-message'), t('play-codebreaker-partial'), 'error');
    return;
  }
  state.rows = [];
  state.inconsistent = [];
  state.rowNote = '';
  state.refusals = 0;
  state.boardSecret = null;
  $('codebreaker-area').hidden = false;
  say($('codebreaker-message'), '');
  await askNext();
}

/** @param {boolean} busy */
function setBusy(busy) {
  for (const id of ['start-button', 'demo-button', 'retry-button']) byId(id, HTMLButtonElement).disabled = busy;
}

/** @param {{ retrying?: boolean }} [options] */
async function askNext({ retrying = false } = {}) {
  setBusy(true);
  state.retrying = retrying;
  try {
    await askNextInner();
  } finally {
    state.retrying = false;
    setBusy(false);
  }
}

async function askNextInner() {
  state.phase = 'asking';
  $('codebreaker-status').textContent = t('play-codebreaker-thinking');
  render();
  const secret = secretDigits();
  try {
    /** @type {{ solved?: boolean, out_of_turns?: boolean, guess: string, remaining: number }} */
    const answer = await api('/api/codebreaker/next', {
      method: 'POST',
      body: {
        ...requestBase(),
        history: history(),
        blunder_rate: Number(byId('blunder-select', HTMLSelectElement).value),
        ...(secret ? { secret: formatCode(secret) } : {}),
      },
    });
    state.inconsistent = [];
    state.rowNote = '';
    state.refusals = 0;
    if (answer.solved) return solved();
    if (answer.out_of_turns) return outOfTurns();
    state.rows.push({ guess: parseCode(answer.guess), black: 0, white: 0, answered: false, editing: true });
    state.phase = 'answering';
    const turn = state.rows.length;
    $('codebreaker-status').textContent = t('play-codebreaker-turn', {
      turn,
      remaining: answer.remaining,
      guess: describe(state.rows[turn - 1].guess),
    });
    say($('codebreaker-message'), '');
    render({ focusAnswer: true });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof ApiError && err.status === 422) {
      const body = /** @type {{ inconsistent?: number[] } | null} */ (err.body);
      state.inconsistent = (body && body.inconsistent) || [];
      state.phase = 'correcting';
      // A correction refused again says so: the message changes and counts,
      // so that sending the same wrong answer never looks like nothing happened.
      state.refusals = state.retrying ? state.refusals + 1 : 0;
      for (const r of state.rows) r.editing = state.inconsistent.includes(state.rows.indexOf(r) + 1);
      const several = state.inconsistent.length > 1;
      const turns = state.inconsistent.join(', ');
      state.rowNote = several ? t('play-codebreaker-note-turns', { turns }) : capitalised(message);
      const problem = several
        ? t('play-codebreaker-cannot-all', { turns })
        : t('play-codebreaker-correct-one', { problem: capitalised(message) });
      say($('codebreaker-message'),
        state.refusals > 0 ? t('play-codebreaker-still-wrong', { tries: state.refusals + 1, problem }) : problem,
        'error');
      $('codebreaker-status').textContent = '';
      render();
    } else {
      // The last answer is taken back so that it can be changed and sent again.
      const last = state.rows[state.rows.length - 1];
      if (last && last.answered && !last.demo) {
        last.answered = false;
        last.editing = true;
      }
      state.phase = 'answering';
      say($('codebreaker-message'), message, 'error');
      render();
    }
  }
}

function solved() {
  state.phase = 'solved';
  const last = state.rows[state.rows.length - 1];
  $('codebreaker-status').textContent = t('play-codebreaker-solved', { code: describe(last.guess), turns: state.rows.length });
  say($('codebreaker-message'), '');
  render();
}

/** The server judges the answer: the next guess, the end, or which answer cannot be true.
 * @param {Row} row */
export function submitAnswer(row) {
  // An answer refused and sent again unchanged counts as a correction refused again.
  const retrying = state.phase === 'correcting';
  row.answered = true;
  row.editing = false;
  askNext({ retrying });
}

function outOfTurns() {
  state.phase = 'over';
  $('codebreaker-status').textContent = t('play-codebreaker-out', { turns: state.rows.length });
  say($('codebreaker-message'), '');
  render();
}

async function retry() {
  // Drop the unanswered guess: it was made from the answers being corrected.
  state.rows = state.rows.filter((r) => r.answered);
  for (const r of state.rows) r.editing = false;
  // The rows marked were marked for the answers now corrected: while these
  // are judged, nothing is marked (a refusal marks the rows again).
  state.inconsistent = [];
  state.rowNote = '';
  say($('codebreaker-message'), '');
  $('correction-controls').hidden = true;
  await askNext({ retrying: true });
}
